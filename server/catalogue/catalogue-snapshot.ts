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
  /**
   * Every publisher slug once, sorted, and each product's publisher as an index into it: listings count in arrays,
   * related books compare numbers, and 50,000 books hold a few hundred slugs instead of one string each.
   */
  publisherSlugs: readonly string[];
  publisherIds: Uint32Array;
  /** Price of each product: listings read it for every book in scope without reaching into the books themselves. */
  prices: Float64Array;
  /** Per product, bit i set when it carries the tag of AGE_GROUPS[i]: the facets count bits, not set lookups. */
  ageBits: Uint8Array;
  /** Per product, bit i set when it carries both the age and the level of AGE_LEVELS[i]. */
  levelBits: Uint32Array;
  /** Per product, bit i set when it comes in the grade CONDITION_GRADES[i] (decision 019). */
  gradeBits: Uint8Array;
  /** Per product, 1 when a tag names it a novel (docs/product.md §2: the school levels are shown for novels). */
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
    const slugs = tagSlugsOf(product);
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
    ...publisherColumns(products.map(vendorSlugOf)),
    prices: Float64Array.from(products, priceOf),
    ageBits: Uint8Array.from(tagSlugs, ageBitsOf),
    levelBits: Uint32Array.from(tagSlugs, levelBitsOf),
    gradeBits: Uint8Array.from(products, gradeBitsOf),
    novels: Uint8Array.from(products, novelOf),
    titleOrder: orderBy(products, byTitle),
    priceOrder: orderBy(products, byPrice),
    textSearch: createTextSearch(products),
  };
}

export type SnapshotChange = { position: number; product: ProductSummary };

/**
 * `current` with a few products changed: a held position gets its new product, positions from
 * `current.products.length` on are added, in order. The same snapshot as `buildSnapshot` of the resulting list, in
 * time proportional to the catalogue plus the changes times its logarithm instead of a rebuild of every part (seconds
 * at 50,000 books, most of it the text index, which is updated in place: `current` must not serve new requests).
 */
export function patchSnapshot(current: CatalogueSnapshot, changes: readonly SnapshotChange[]): CatalogueSnapshot {
  const size = changes.reduce((most, change) => Math.max(most, change.position + 1), current.products.length);
  const products = [...current.products];
  const byHandle = new Map(current.byHandle);
  const tagSlugs = [...current.tagSlugs];
  const vendorSlugs = Array.from(current.publisherIds, (id) => current.publisherSlugs[id] as string);
  const prices = new Float64Array(size);
  prices.set(current.prices);
  const ageBits = new Uint8Array(size);
  ageBits.set(current.ageBits);
  const levelBits = new Uint32Array(size);
  levelBits.set(current.levelBits);
  const gradeBits = new Uint8Array(size);
  gradeBits.set(current.gradeBits);
  const novels = new Uint8Array(size);
  novels.set(current.novels);
  const touchedTags = new Set<string>();
  for (const { position, product } of changes) {
    const before = current.products[position];
    if (before && byHandle.get(before.handle) === position) byHandle.delete(before.handle);
    for (const slug of current.tagSlugs[position] ?? []) touchedTags.add(slug);
    const slugs = tagSlugsOf(product);
    for (const slug of slugs) touchedTags.add(slug);
    products[position] = product;
    byHandle.set(product.handle, position);
    tagSlugs[position] = slugs;
    vendorSlugs[position] = vendorSlugOf(product);
    prices[position] = priceOf(product);
    ageBits[position] = ageBitsOf(slugs);
    levelBits[position] = levelBitsOf(slugs);
    gradeBits[position] = gradeBitsOf(product);
    novels[position] = novelOf(product);
  }
  const changed = new Set(changes.map((change) => change.position));
  const byTag = new Map(current.byTag);
  for (const slug of touchedTags) {
    const kept = (current.byTag.get(slug) ?? []).filter((position) => !changed.has(position));
    const carrying = [...changed].filter((position) => tagSlugs[position]?.has(slug)).sort((a, b) => a - b);
    const merged = mergeSorted(kept, carrying, (a, b) => a - b);
    if (merged.length > 0) byTag.set(slug, merged);
    else byTag.delete(slug);
  }
  return {
    products,
    byHandle,
    tagSlugs,
    byTag,
    ...publisherColumns(vendorSlugs),
    prices,
    ageBits,
    levelBits,
    gradeBits,
    novels,
    titleOrder: reordered(current.titleOrder, products, changed, byTitle),
    priceOrder: reordered(current.priceOrder, products, changed, byPrice),
    textSearch: current.textSearch.withProducts(changes),
  };
}

const tagSlugsOf = (product: ProductSummary) => new Set(product.tags.map(tagSlug));
const priceOf = (product: ProductSummary) => product.price;

const vendorSlugOf = (product: ProductSummary) => slugify(product.vendor);

/** Rebuilt whole on a patch too (one pass), so that a patched snapshot numbers its publishers as a new one would. */
function publisherColumns(vendorSlugs: readonly string[]) {
  const publisherSlugs = [...new Set(vendorSlugs)].sort();
  const idOf = new Map(publisherSlugs.map((slug, id) => [slug, id]));
  return { publisherSlugs, publisherIds: Uint32Array.from(vendorSlugs, (slug) => idOf.get(slug) as number) };
}
const ageBitsOf = (slugs: ReadonlySet<string>) => bitsOf(AGE_GROUPS, (age) => slugs.has(age.slug));
const levelBitsOf = (slugs: ReadonlySet<string>) =>
  bitsOf(AGE_LEVELS, ({ age, level }) => slugs.has(age.slug) && slugs.has(level.slug));
const gradeBitsOf = (product: ProductSummary) =>
  bitsOf(CONDITION_GRADES, (grade) => product.grades.includes(grade.slug));
const novelOf = (product: ProductSummary) => (product.tags.some((tag) => /roman/i.test(tag)) ? 1 : 0);
const byTitle = (a: ProductSummary, b: ProductSummary) => titleCollator.compare(a.title, b.title);
const byPrice = (a: ProductSummary, b: ProductSummary) => a.price - b.price || byTitle(a, b);

function bitsOf<T>(entries: readonly T[], has: (entry: T) => boolean): number {
  return entries.reduce((bits, entry, i) => (has(entry) ? bits | (1 << i) : bits), 0);
}

function orderBy(products: readonly ProductSummary[], compare: (a: ProductSummary, b: ProductSummary) => number) {
  const order = products.map((_, position) => position);
  order.sort(positionOrder(products, compare));
  return Uint32Array.from(order);
}

/** Positions compared by their products, then by position: the order is total, so a patch finds the same one. */
function positionOrder(products: readonly ProductSummary[], compare: (a: ProductSummary, b: ProductSummary) => number) {
  return (a: number, b: number) => compare(products[a] as ProductSummary, products[b] as ProductSummary) || a - b;
}

/** `order` with the changed positions taken out and put back where their new products sort. */
function reordered(
  order: Uint32Array,
  products: readonly ProductSummary[],
  changed: ReadonlySet<number>,
  compare: (a: ProductSummary, b: ProductSummary) => number,
): Uint32Array {
  const byPosition = positionOrder(products, compare);
  const kept = Array.from(order).filter((position) => !changed.has(position));
  return Uint32Array.from(mergeSorted(kept, [...changed].sort(byPosition), byPosition));
}

/** Two sorted lists as one; each of the few `inserted` is placed by binary search, so the cost is one copy. */
function mergeSorted(list: readonly number[], inserted: readonly number[], compare: (a: number, b: number) => number) {
  const merged: number[] = [];
  let from = 0;
  for (const item of inserted) {
    let low = from;
    let high = list.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(list[middle] as number, item) < 0) low = middle + 1;
      else high = middle;
    }
    for (let i = from; i < low; i++) merged.push(list[i] as number);
    merged.push(item);
    from = low;
  }
  for (let i = from; i < list.length; i++) merged.push(list[i] as number);
  return merged;
}
