import type { MetaDescriptor } from "react-router";
import { rootDataFrom } from "../document/root-data.ts";
import { pageMeta } from "../document/seo.ts";

type MatchLike = Parameters<typeof rootDataFrom>[0][number];

/** Title, description, canonical and share tags of an information page, named after the shop. */
export function infoPageMeta(
  matches: readonly MatchLike[],
  page: { title: string; description: string; path: string },
): MetaDescriptor[] {
  const { shop, siteUrl } = rootDataFrom(matches);
  return pageMeta({
    title: `${page.title} | ${shop.name}`,
    description: page.description,
    canonical: `${siteUrl}${page.path}`,
    shopName: shop.name,
  });
}
