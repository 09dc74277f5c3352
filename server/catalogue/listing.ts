import type { ProductSummary } from "../../core/catalogue/catalogue-types.ts";
import { CONDITION_GRADES } from "../../core/catalogue/condition-grades.ts";
import { hasFilters, LISTING_PAGE_SIZE, type ListingParams } from "../../core/catalogue/listing-params.ts";
import { AGE_GROUPS } from "../../core/catalogue/taxonomy.ts";
import { type UnderstoodQuery, understandQuery } from "../../core/search/query-understanding.ts";
import { withUnderstoodAges } from "../../core/search/understood-filters.ts";
import { AGE_LEVELS, type CatalogueSnapshot } from "./catalogue-snapshot.ts";
import { planSearch, type SearchReport } from "./search-plan.ts";
import type { SearchMatches } from "./text-search.ts";

/** Which part of the catalogue a listing page shows before the visitor's filters. */
export type ListingScope = { kind: "all" } | { kind: "tag"; slug: string } | { kind: "search"; text: string };

export type FacetValue = { slug: string; label: string; count: number };
export type AgeFacet = FacetValue & { levels: FacetValue[] };

export type Listing = {
  products: ProductSummary[];
  total: number;
  page: number;
  pageCount: number;
  /** Upper bound of the price slider: the highest price rounded up (docs/product.md §2), 40 when there is nothing to show. */
  priceCeiling: number;
  facets: {
    publishers: FacetValue[];
    ages: AgeFacet[];
    /** The three grades with the books that come in each (decision 019). */
    grades: FacetValue[];
    /** docs/product.md §2: school levels appear next to the ages only when some book of the scope is a novel. */
    showLevels: boolean;
  };
  /**
   * For a search: how its words were understood and what was let go of (search-plan.ts), and the filters as applied,
   * its ages and school years moved from the words to the age filter.
   */
  search?: ListingSearch;
};

/**
 * How a search listing read its words: the query as typed, understood (its ages and school years included), the
 * plan of what was left once those became the age filter (`report`), the filters as applied, and whether some book
 * shown is for sale.
 */
export type ListingSearch = {
  typed: UnderstoodQuery;
  report: SearchReport;
  params: ListingParams;
  forSale: boolean;
};

/**
 * A listing read by offset rather than by page (an agent's cursor, server/agents/): `size` books from `offset`, only
 * those for sale when `availableOnly`, only those carrying one of `anyTags` when given (UCP's `categories` filter).
 */
export type ListingWindow = { offset: number; size: number; availableOnly?: boolean; anyTags?: readonly string[] };

const EMPTY_PRICE_CEILING = 40;
const PUBLISHER = 1;
const AGE = 2;
const LEVEL = 4;
const PRICE = 8;
const GRADE = 16;
const ALL_FILTERS = PUBLISHER | AGE | LEVEL | PRICE | GRADE;

/**
 * One listing page. Works in single passes over the scope so it stays fast on 50,000 books: each product gets a bit
 * per filter it passes; facets count the products passing every *other* filter (ticking a publisher keeps the other
 * publishers visible); the page is read off a precomputed order instead of sorting.
 */
export function runListing(
  snapshot: CatalogueSnapshot,
  scope: ListingScope,
  params: ListingParams,
  featuredOrder: Uint32Array,
  window?: ListingWindow,
): Listing {
  if (scope.kind === "search") return searchListing(snapshot, scope.text, params, featuredOrder, window);
  return listingOf(snapshot, scopePositions(snapshot, scope), params, featuredOrder, window);
}

/**
 * A search's listing (decision 036): its ages moved to the age filter, its words planned (search-plan.ts). When the
 * words and the ages they came with find nothing together, and the visitor has ticked no filter, the search relaxes
 * once, and says so: a topic the shop files as a subject keeps its subject at the nearest age that has it; other
 * words give way to the ages and formats asked.
 */
function searchListing(
  snapshot: CatalogueSnapshot,
  text: string,
  params: ListingParams,
  featuredOrder: Uint32Array,
  window?: ListingWindow,
): Listing {
  const understood = withUnderstoodAges({ ...params, q: text });
  const planned = (applied: ListingParams, dropTopic = false) => {
    const plan = planSearch(snapshot, applied.q, {
      filtered: applied.ages.length + applied.levels.length > 0,
      dropTopic,
    });
    return { plan, listing: listingOf(snapshot, plan, applied, featuredOrder, window, true), applied };
  };
  let result = planned(understood);
  const { report } = result.plan;
  const topic = report.understood.topic;
  const structured = understood.ages.length > 0 || report.formats.length > 0;
  // Words found only under a near spelling, next to an age or a format: the age's or format's books are the answer.
  const found = result.listing.total > 0 && !report.approximate;
  if (!found && topic !== "" && structured && !hasFilters(params)) {
    const keepsSubject = !report.approximate && snapshot.textSearch.namesTags(topic) && understood.ages.length > 0;
    const nearest = keepsSubject ? nearestAgesWithBooks(understood, (ages) => planned({ ...understood, ages })) : null;
    if (nearest) {
      result = nearest;
      result.plan.report.agesInstead = { asked: understood.ages, shown: nearest.applied.ages };
    } else {
      result = planned(understood, true);
    }
  }
  const { forSale, ...listing } = result.listing;
  return {
    ...listing,
    search: {
      typed: understandQuery(text),
      report: result.plan.report,
      params: result.applied,
      forSale: forSale === true,
    },
  };
}

/** The listing at the age groups nearest those asked that holds some book, older first: a child grows into a book. */
function nearestAgesWithBooks<T extends { listing: Listing; applied: ListingParams }>(
  params: ListingParams,
  listingAt: (ages: string[]) => T,
): T | null {
  const order = AGE_GROUPS.map((age) => age.slug);
  const asked = params.ages.map((age) => order.indexOf(age)).filter((index) => index >= 0);
  if (asked.length === 0) return null;
  const low = Math.min(...asked);
  const high = Math.max(...asked);
  for (let distance = 1; distance < order.length; distance++) {
    for (const index of [high + distance, low - distance]) {
      const age = order[index];
      if (age === undefined) continue;
      const found = listingAt([age]);
      if (found.listing.total > 0) return found;
    }
  }
  return null;
}

function listingOf(
  snapshot: CatalogueSnapshot,
  { positions: scoped, matches }: { positions: ArrayLike<number>; matches: SearchMatches | null },
  params: ListingParams,
  featuredOrder: Uint32Array,
  window?: ListingWindow,
  countForSale = false,
): Listing & { forSale?: boolean } {
  const { products, tagSlugs, publisherSlugs, publisherIds, prices, ageBits, levelBits, gradeBits, novels } = snapshot;
  const refinements = [params.category, params.sub].filter((tag) => tag !== null);
  const wantedPublishers = new Set(params.publishers);
  const publisherWanted = Uint8Array.from(publisherSlugs, (slug) => (wantedPublishers.has(slug) ? 1 : 0));
  const minPrice = params.priceMin ?? 0;
  const maxPrice = params.priceMax ?? Number.POSITIVE_INFINITY;
  const wantedGrades = bitsOfGrades(params.grades);

  const passed = new Uint8Array(products.length);
  const inScope = new Uint32Array(scoped.length);
  let inScopeCount = 0;
  const publisherCounts = new Uint32Array(publisherSlugs.length);
  // The first book counted for each publisher, whose spelling of the name the facet shows.
  const publisherNamedBy = new Int32Array(publisherSlugs.length).fill(-1);
  const ageCounts = new Uint32Array(AGE_GROUPS.length);
  const levelCounts = new Uint32Array(AGE_LEVELS.length);
  const gradeCounts = new Uint32Array(CONDITION_GRADES.length);
  let ceiling = 0;
  let anyNovel = false;
  let total = 0;
  let forSale = false;

  for (let i = 0; i < scoped.length; i++) {
    const position = scoped[i] as number;
    const tags = tagSlugs[position] as ReadonlySet<string>;
    if (!hasEvery(tags, refinements)) continue;
    if (window && !inWindowScope(window, products[position] as ProductSummary, tags)) continue;
    // Columns only: reaching into each book would cost a cache miss per book at 50,000 books.
    const price = prices[position] as number;
    inScope[inScopeCount++] = position;
    ceiling = Math.max(ceiling, price);
    anyNovel ||= novels[position] === 1;

    let bits = 0;
    const publisher = publisherIds[position] as number;
    if (wantedPublishers.size === 0 || publisherWanted[publisher] === 1) bits |= PUBLISHER;
    if (params.ages.length === 0 || hasSome(tags, params.ages)) bits |= AGE;
    if (params.levels.length === 0 || hasSome(tags, params.levels)) bits |= LEVEL;
    if (price >= minPrice && price <= maxPrice) bits |= PRICE;
    if (wantedGrades === 0 || ((gradeBits[position] as number) & wantedGrades) !== 0) bits |= GRADE;
    passed[position] = bits;
    if (bits === ALL_FILTERS) {
      total++;
      // Reaching into the book: only a search asks, and only until one is found.
      if (countForSale && !forSale) forSale = (products[position] as ProductSummary).availableForSale;
    }

    if ((bits | PUBLISHER) === ALL_FILTERS) {
      publisherCounts[publisher] = (publisherCounts[publisher] as number) + 1;
      if (publisherNamedBy[publisher] === -1) publisherNamedBy[publisher] = position;
    }
    if ((bits | AGE) === ALL_FILTERS) countBits(ageCounts, ageBits[position] as number);
    if ((bits | LEVEL) === ALL_FILTERS) countBits(levelCounts, levelBits[position] as number);
    if ((bits | GRADE) === ALL_FILTERS) countBits(gradeCounts, gradeBits[position] as number);
  }

  const size = window?.size ?? LISTING_PAGE_SIZE;
  const pageCount = Math.max(1, Math.ceil(total / size));
  const page = window ? Math.floor(window.offset / size) + 1 : Math.min(params.page, pageCount);
  const start = window ? window.offset : (page - 1) * size;
  const pagePositions = pickPage(
    orderFor(snapshot, matches, params.sort, inScope.subarray(0, inScopeCount), featuredOrder),
    (position) => passed[position] === ALL_FILTERS,
    start,
    size,
  );

  return {
    ...(countForSale ? { forSale } : {}),
    products: pagePositions.map((position) => products[position] as ProductSummary),
    total,
    page,
    pageCount,
    priceCeiling: inScopeCount === 0 ? EMPTY_PRICE_CEILING : Math.ceil(ceiling),
    facets: {
      publishers: publisherSlugs
        .map((slug, id) => ({
          slug,
          label: products[publisherNamedBy[id] as number]?.vendor ?? "",
          count: publisherCounts[id] as number,
        }))
        .filter((facet) => facet.count > 0 && facet.slug !== "")
        .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, "fr")),
      ages: AGE_GROUPS.map((age, i) => ({
        slug: age.slug,
        label: age.label,
        count: ageCounts[i] ?? 0,
        levels: age.schoolLevels.map((level) => ({
          slug: level.slug,
          label: level.label,
          count: levelCounts[AGE_LEVELS.findIndex((pair) => pair.age === age && pair.level === level)] ?? 0,
        })),
      })),
      grades: CONDITION_GRADES.map((grade, i) => ({
        slug: grade.slug,
        label: grade.label,
        count: gradeCounts[i] ?? 0,
      })),
      showLevels: anyNovel,
    },
  };
}

function inWindowScope(window: ListingWindow, product: ProductSummary, tags: ReadonlySet<string>): boolean {
  if (window.availableOnly && !product.availableForSale) return false;
  return !window.anyTags?.length || hasSome(tags, window.anyTags);
}

// Loops rather than `every`/`some` with an arrow: that arrow, made afresh for each book, was a tenth of a search
// page's garbage at 50,000 books.
function hasEvery(tags: ReadonlySet<string>, slugs: readonly string[]): boolean {
  for (const slug of slugs) if (!tags.has(slug)) return false;
  return true;
}

function hasSome(tags: ReadonlySet<string>, slugs: readonly string[]): boolean {
  for (const slug of slugs) if (tags.has(slug)) return true;
  return false;
}

/** Bit i for each wanted grade CONDITION_GRADES[i]; 0 when the visitor filters on none. */
function bitsOfGrades(slugs: readonly string[]): number {
  return CONDITION_GRADES.reduce((bits, grade, i) => (slugs.includes(grade.slug) ? bits | (1 << i) : bits), 0);
}

/** Adds one to the count of every bit set, visiting only those (a book has a few of the 32 level bits). */
function countBits(counts: Uint32Array, bits: number): void {
  for (let rest = bits; rest !== 0; rest &= rest - 1) {
    const i = 31 - Math.clz32(rest & -rest);
    counts[i] = (counts[i] ?? 0) + 1;
  }
}

/** The positions of a scope that is not a search, in catalogue order. */
function scopePositions(
  snapshot: CatalogueSnapshot,
  scope: Exclude<ListingScope, { kind: "search" }>,
): { positions: ArrayLike<number>; matches: null } {
  switch (scope.kind) {
    case "all":
      return { positions: everyPosition(snapshot.products.length), matches: null };
    case "tag":
      return { positions: snapshot.byTag.get(scope.slug) ?? [], matches: null };
  }
}

let identity = new Uint32Array(0);

/** 0, 1, … count − 1: the whole catalogue as a scope, kept from one listing to the next. */
function everyPosition(count: number): Uint32Array {
  if (identity.length !== count) identity = Uint32Array.from({ length: count }, (_, i) => i);
  return identity;
}

/** The positions in display order, possibly reversed, as a function reading the i-th one. */
type Order = { length: number; at(index: number): number };

function orderFor(
  snapshot: CatalogueSnapshot,
  matches: SearchMatches | null,
  sort: ListingParams["sort"],
  inScope: Uint32Array,
  featuredOrder: Uint32Array,
): Order {
  const forward = (array: ArrayLike<number>): Order => ({ length: array.length, at: (i) => array[i] as number });
  const backward = (array: ArrayLike<number>): Order => ({
    length: array.length,
    at: (i) => array[array.length - 1 - i] as number,
  });
  // A small scope is cheaper to walk itself than the whole catalogue's order.
  const small = inScope.length * 8 < snapshot.products.length;
  switch (sort) {
    case "price-asc":
      return small ? forward(sortedBy(inScope, snapshot.priceOrder)) : forward(snapshot.priceOrder);
    case "price-desc":
      return small ? backward(sortedBy(inScope, snapshot.priceOrder)) : backward(snapshot.priceOrder);
    case "title-asc":
      return small ? forward(sortedBy(inScope, snapshot.titleOrder)) : forward(snapshot.titleOrder);
    case "title-desc":
      return small ? backward(sortedBy(inScope, snapshot.titleOrder)) : backward(snapshot.titleOrder);
    case "featured":
      // On the search page 'Pertinence' is relevance, ranked as far as the page reaches; elsewhere the daily shuffle.
      if (matches) return matches;
      return small ? forward(sortedBy(inScope, featuredOrder)) : forward(featuredOrder);
  }
}

function sortedBy(positions: Uint32Array, order: Uint32Array): Uint32Array {
  const rank = new Map<number, number>();
  const wanted = new Set(positions);
  for (let i = 0; i < order.length && rank.size < wanted.size; i++) {
    const position = order[i] as number;
    if (wanted.has(position)) rank.set(position, i);
  }
  return positions.slice().sort((a, b) => (rank.get(a) as number) - (rank.get(b) as number));
}

function pickPage(order: Order, matches: (position: number) => boolean, start: number, size: number): number[] {
  const page: number[] = [];
  let seen = 0;
  for (let i = 0; i < order.length && page.length < size; i++) {
    const position = order.at(i);
    if (!matches(position)) continue;
    if (seen >= start) page.push(position);
    seen++;
  }
  return page;
}
