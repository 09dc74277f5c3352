import type { MetaDescriptor } from "react-router";
import type { RootData } from "../document/root-data.ts";
import { pageMeta } from "../document/seo.ts";
import type { ListingPageData } from "./listing-loader.server.ts";

/** Title, description, canonical, Open Graph and a BreadcrumbList for a listing page (docs/product.md §2, issue SEO). */
export function listingMeta(data: ListingPageData | undefined, root: RootData): MetaDescriptor[] {
  if (!data) return [{ title: `Page introuvable | ${root.shop.name}` }];
  const page = data.params.page > 1 ? ` — page ${data.listing.page}` : "";
  return [
    ...pageMeta({
      title: `${data.heading}${page} | ${root.shop.name}`,
      description: data.description,
      canonical: `${root.siteUrl}${data.path}`,
      shopName: root.shop.name,
    }),
    ...(data.searchTerm !== null ? [{ name: "robots", content: "noindex, follow" }] : []),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: data.breadcrumb.map((crumb, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: crumb.label,
          item: `${root.siteUrl}${crumb.href}`,
        })),
      },
    },
  ];
}
