import type { ProductSummary } from "../../core/catalogue/catalogue-types.ts";
import { CONDITION_GRADES } from "../../core/catalogue/condition-grades.ts";
import { slugify } from "../../core/catalogue/slug.ts";
import { AGE_GROUPS, tagSlug } from "../../core/catalogue/taxonomy.ts";
import { createTextSearch, type TextSearch } from "./text-search.ts";

/** Every school level under the age it is shown with (a level appears under several ages), as the facets count them. */
export const AGE_LEVELS = AGE_GROUPS.flatMap((age) => age.schoolLevels.map((level) => ({ age, level })));

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
  /** Per product, bit i set when it carries the tag of AGE_GROUPS[i]: the facets count bits, not set lookups. */
  ageBits: Uint8Array;
  /** Per product, bit i set when it carries both the age and the level of AGE_LEVELS[i]. */
  levelBits: Uint32Array;
  /** Per product, bit i set when it comes in the grade CONDITION_GRADES[i] (decision 019). */
  gradeBits: Uint8Array;
  /** Per product, 1 when a tag names it a novel (SPEC §2: the school levels are shown for novels). */
  novels: Uint8Array;
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
    ageBits: Uint8Array.from(tagSlugs, (slugs) => bitsOf(AGE_GROUPS, (age) => slugs.has(age.slug))),
    levelBits: Uint32Array.from(tagSlugs, (slugs) =>
      bitsOf(AGE_LEVELS, ({ age, level }) => slugs.has(age.slug) && slugs.has(level.slug)),
    ),
    gradeBits: Uint8Array.from(products, (product) =>
      bitsOf(CONDITION_GRADES, (grade) => product.grades.includes(grade.slug)),
    ),
    novels: Uint8Array.from(products, (product) => (product.tags.some((tag) => /roman/i.test(tag)) ? 1 : 0)),
    titleOrder: orderBy(products, (a, b) => titleCollator.compare(a.title, b.title)),
    priceOrder: orderBy(products, (a, b) => a.price - b.price || titleCollator.compare(a.title, b.title)),
    textSearch: createTextSearch(products),
  };
}

function bitsOf<T>(entries: readonly T[], has: (entry: T) => boolean): number {
  return entries.reduce((bits, entry, i) => (has(entry) ? bits | (1 << i) : bits), 0);
}

function orderBy(products: readonly ProductSummary[], compare: (a: ProductSummary, b: ProductSummary) => number) {
  const order = products.map((_, position) => position);
  order.sort((a, b) => compare(products[a] as ProductSummary, products[b] as ProductSummary) || a - b);
  return Uint32Array.from(order);
}
