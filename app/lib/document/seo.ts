import type { MetaDescriptor } from "react-router";
import { truncateText } from "../../../core/format.ts";
import { DESCRIPTION_META_LENGTH } from "../../../core/shop-constants.ts";

export type PageMeta = {
  title: string;
  description: string;
  /** Absolute URL of the page without its query string. */
  canonical: string;
  image?: string | undefined;
  type?: "website" | "product";
  shopName: string;
};

/** Title, description, canonical link and social-share tags every page sets (docs/product.md §2). */
export function pageMeta(page: PageMeta): MetaDescriptor[] {
  const description = truncateText(page.description, DESCRIPTION_META_LENGTH);
  const tags: MetaDescriptor[] = [
    { title: page.title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: page.canonical },
    { property: "og:site_name", content: page.shopName },
    { property: "og:locale", content: "fr_FR" },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: description },
    { property: "og:url", content: page.canonical },
    { name: "twitter:card", content: page.image ? "summary_large_image" : "summary" },
  ];
  if (page.image) tags.push({ property: "og:image", content: page.image });
  return tags;
}

export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${siteUrl}/`).toString();
}
