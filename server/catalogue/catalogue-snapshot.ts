import type { ProductSummary } from "../../app/lib/catalogue-types.ts";
import { slugify } from "../../app/lib/slug.ts";
import { tagSlug } from "../../app/lib/taxonomy.ts";
import { createTextSearch, type TextSearch } from "./text-search.ts";

const titleCollator = new Intl.Collator("fr", { sensitivity: "base", numeric: true });

/**
 * One immutable view of the whole catalogue with what listings need precomputed: tag slugs per product, products per
 * tag, title and price orders, and the text index. A refresh builds a new one and swaps it in whole.
 */
export type CatalogueSnapshot = {
  products: readonly ProductSummary[];
  byHandle: ReadonlyMap<string, number>;
  /** Tag slugs of each product, by position. */
  tagSlugs: readonly ReadonlySet<string>[];
  /** Positions of the products carrying each tag slug, in catalogue order. */
  byTag: ReadonlyMap<string, readonly number[]>;
  vendorSlugs: readonly string[];
  /** Positions in title order (A-Z, French collation) and in price order (cheapest first). */
  titleOrder: Uint32Array;
  priceOrder: Uint32Array;
  textSearch: TextSearch;
};

export function buildSnapshot(products: readonly ProductSummary[]): CatalogueSnapshot {
  const byHandle = new Map<string, number>();
  const byTag = new Map<string, number[]>();
  const tagSlugs = products.map((product, position) => {
    byHandle.set(product.handle, position);
    const slugs = new Set(product.tags.map(tagSlug));
    for (const slug of slugs) {
      const list = byTag.get(slug);
      if (list) list.push(position);
      else byTag.set(slug, [position]);
    }
    return slugs;
  });
  return {
    products,
    byHandle,
    tagSlugs,
    byTag,
    vendorSlugs: products.map((product) => slugify(product.vendor)),
    titleOrder: orderBy(products, (a, b) => titleCollator.compare(a.title, b.title)),
    priceOrder: orderBy(products, (a, b) => a.price - b.price || titleCollator.compare(a.title, b.title)),
    textSearch: createTextSearch(products),
  };
}

function orderBy(products: readonly ProductSummary[], compare: (a: ProductSummary, b: ProductSummary) => number) {
  const order = products.map((_, position) => position);
  order.sort((a, b) => compare(products[a] as ProductSummary, products[b] as ProductSummary) || a - b);
  return Uint32Array.from(order);
}
