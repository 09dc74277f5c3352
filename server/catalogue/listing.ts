import type { ProductSummary } from "../../app/lib/catalogue-types.ts";
import { LISTING_PAGE_SIZE, type ListingParams } from "../../app/lib/listing-params.ts";
import { AGE_GROUPS } from "../../app/lib/taxonomy.ts";
import type { CatalogueSnapshot } from "./catalogue-snapshot.ts";

/** Which part of the catalogue a listing page shows before the visitor's filters. */
export type ListingScope = { kind: "all" } | { kind: "tag"; slug: string } | { kind: "search"; text: string };

export type FacetValue = { slug: string; label: string; count: number };
export type AgeFacet = FacetValue & { levels: FacetValue[] };

export type Listing = {
  products: ProductSummary[];
  total: number;
  page: number;
  pageCount: number;
  /** Upper bound of the price slider: the highest price rounded up (SPEC §2), 40 when there is nothing to show. */
  priceCeiling: number;
  facets: {
    publishers: FacetValue[];
    ages: AgeFacet[];
    /** SPEC §2: school levels appear next to the ages only when some book of the scope is a novel. */
    showLevels: boolean;
  };
};

const EMPTY_PRICE_CEILING = 40;

type Filter = (position: number) => boolean;

export function runListing(
  snapshot: CatalogueSnapshot,
  scope: ListingScope,
  params: ListingParams,
  featuredRank: Uint32Array,
): Listing {
  const scoped = applyRefinement(snapshot, scopePositions(snapshot, scope), params);

  const byPublisher: Filter | null =
    params.publishers.length > 0 ? (p) => params.publishers.includes(snapshot.vendorSlugs[p] as string) : null;
  const byAge: Filter | null =
    params.ages.length > 0 ? (p) => params.ages.some((slug) => snapshot.tagSlugs[p]?.has(slug)) : null;
  const byLevel: Filter | null =
    params.levels.length > 0 ? (p) => params.levels.some((slug) => snapshot.tagSlugs[p]?.has(slug)) : null;
  const byPrice: Filter | null =
    params.priceMin !== null || params.priceMax !== null
      ? (p) => {
          const price = (snapshot.products[p] as ProductSummary).price;
          return price >= (params.priceMin ?? 0) && price <= (params.priceMax ?? Number.POSITIVE_INFINITY);
        }
      : null;

  const filters = { byPublisher, byAge, byLevel, byPrice };
  const matching = scoped.filter(allOf(Object.values(filters)));
  // Each facet counts the books that the other filters let through, so ticking a publisher keeps the others visible.
  const except = (name: keyof typeof filters) =>
    scoped.filter(
      allOf(
        Object.entries(filters)
          .filter(([key]) => key !== name)
          .map(([, filter]) => filter),
      ),
    );

  const sorted = sortPositions(snapshot, matching, params.sort, scope, featuredRank);
  const pageCount = Math.max(1, Math.ceil(sorted.length / LISTING_PAGE_SIZE));
  const page = Math.min(params.page, pageCount);
  const start = (page - 1) * LISTING_PAGE_SIZE;

  const maxPrice = scoped.reduce((max, p) => Math.max(max, (snapshot.products[p] as ProductSummary).price), 0);
  return {
    products: sorted.slice(start, start + LISTING_PAGE_SIZE).map((p) => snapshot.products[p] as ProductSummary),
    total: sorted.length,
    page,
    pageCount,
    priceCeiling: scoped.length === 0 ? EMPTY_PRICE_CEILING : Math.ceil(maxPrice),
    facets: {
      publishers: publisherFacet(snapshot, except("byPublisher")),
      ages: ageFacet(snapshot, except("byAge"), except("byLevel")),
      showLevels: scoped.some((p) => (snapshot.products[p] as ProductSummary).tags.some((tag) => /roman/i.test(tag))),
    },
  };
}

function scopePositions(snapshot: CatalogueSnapshot, scope: ListingScope): readonly number[] {
  switch (scope.kind) {
    case "all":
      return snapshot.products.map((_, position) => position);
    case "tag":
      return snapshot.byTag.get(scope.slug) ?? [];
    case "search":
      return snapshot.textSearch.search(scope.text);
  }
}

/** `?category=` (age pages) and `?sub=` (theme and subject pages) narrow the scope to one more tag. */
function applyRefinement(snapshot: CatalogueSnapshot, positions: readonly number[], params: ListingParams): number[] {
  const tags = [params.category, params.sub].filter((tag) => tag !== null);
  return positions.filter((p) => tags.every((tag) => snapshot.tagSlugs[p]?.has(tag)));
}

function allOf(filters: Array<Filter | null>): Filter {
  const active = filters.filter((filter) => filter !== null);
  return (position) => active.every((filter) => filter(position));
}

function sortPositions(
  snapshot: CatalogueSnapshot,
  positions: number[],
  sort: ListingParams["sort"],
  scope: ListingScope,
  featuredRank: Uint32Array,
): number[] {
  const rank = (ranks: Uint32Array, direction: 1 | -1) => (a: number, b: number) =>
    direction * ((ranks[a] as number) - (ranks[b] as number));
  switch (sort) {
    case "price-asc":
      return positions.sort(rank(snapshot.priceRank, 1));
    case "price-desc":
      return positions.sort(rank(snapshot.priceRank, -1));
    case "title-asc":
      return positions.sort(rank(snapshot.titleRank, 1));
    case "title-desc":
      return positions.sort(rank(snapshot.titleRank, -1));
    case "featured":
      // On the search page 'Pertinence' is relevance, which the search already gave; elsewhere the daily shuffle.
      return scope.kind === "search" ? positions : positions.sort(rank(featuredRank, 1));
  }
}

function publisherFacet(snapshot: CatalogueSnapshot, positions: number[]): FacetValue[] {
  const counts = new Map<string, FacetValue>();
  for (const p of positions) {
    const slug = snapshot.vendorSlugs[p] as string;
    const entry = counts.get(slug);
    if (entry) entry.count++;
    else counts.set(slug, { slug, label: (snapshot.products[p] as ProductSummary).vendor, count: 1 });
  }
  return [...counts.values()]
    .filter((facet) => facet.slug !== "")
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, "fr"));
}

function ageFacet(snapshot: CatalogueSnapshot, forAges: number[], forLevels: number[]): AgeFacet[] {
  const count = (positions: number[], slug: string) => positions.filter((p) => snapshot.tagSlugs[p]?.has(slug)).length;
  return AGE_GROUPS.map((age) => ({
    slug: age.slug,
    label: age.label,
    count: count(forAges, age.slug),
    levels: age.schoolLevels.map((level) => ({
      slug: level.slug,
      label: level.label,
      count: forLevels.filter((p) => snapshot.tagSlugs[p]?.has(level.slug) && snapshot.tagSlugs[p]?.has(age.slug))
        .length,
    })),
  }));
}
