import type { GradeSlug } from "./condition-grades.ts";

export const SORT_OPTIONS = [
  { value: "featured", label: "Pertinence" },
  { value: "price-asc", label: "Prix croissant" },
  { value: "price-desc", label: "Prix décroissant" },
  { value: "title-asc", label: "Titre A-Z" },
  { value: "title-desc", label: "Titre Z-A" },
] as const;

export type SortKey = (typeof SORT_OPTIONS)[number]["value"];

export const LISTING_PAGE_SIZE = 36;
/** What a listing URL asks for, with every bad value clamped or dropped (never an error page). */
export type ListingParams = {
  sort: SortKey;
  page: number;
  priceMin: number | null;
  priceMax: number | null;
  publishers: string[];
  ages: string[];
  levels: string[];
  /** Grades of a copy (decision 019); a value that is not one of the three is dropped. */
  grades: GradeSlug[];
  /** `/age/{slug}?category=` and `/categorie/{slug}?sub=`: a theme or sub-category slug. */
  category: string | null;
  sub: string | null;
  q: string;
};

/** URL names of the listing parameters, French where they are ours, the original ones where docs/product.md §2.1 keeps them. */
export const PARAM = {
  sort: "tri",
  page: "page",
  priceMin: "prix_min",
  priceMax: "prix_max",
  publishers: "editeur",
  ages: "age",
  levels: "niveau",
  grades: "etat",
  category: "category",
  sub: "sub",
  q: "q",
} as const;

/** Whether the visitor narrowed the listing (price, publisher, age, level, grade): what « Retirer les filtres » undoes. */
export function hasFilters(params: ListingParams): boolean {
  return (
    params.priceMin !== null ||
    params.priceMax !== null ||
    params.publishers.length + params.ages.length + params.levels.length + params.grades.length > 0
  );
}

/** The listing's address without its filters, sort and page: its scope only (the search, the category). */
export function unfilteredListingHref(path: string, params: ListingParams): string {
  const kept = new URLSearchParams();
  if (params.q) kept.set(PARAM.q, params.q);
  if (params.category) kept.set(PARAM.category, params.category);
  if (params.sub) kept.set(PARAM.sub, params.sub);
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * A listing's parameters as its address writes them: each once, in one order, defaults left out. The listing's links
 * and forms are built from it, never from the address as it came: a page asked with extra, repeated or out-of-range
 * parameters is the same page as its canonical address, and is kept once (decision 030).
 */
export function listingSearch(params: ListingParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.q !== "") search.set(PARAM.q, params.q);
  if (params.category !== null) search.set(PARAM.category, params.category);
  if (params.sub !== null) search.set(PARAM.sub, params.sub);
  for (const age of params.ages) search.append(PARAM.ages, age);
  for (const level of params.levels) search.append(PARAM.levels, level);
  for (const publisher of params.publishers) search.append(PARAM.publishers, publisher);
  for (const grade of params.grades) search.append(PARAM.grades, grade);
  if (params.priceMin !== null) search.set(PARAM.priceMin, String(params.priceMin));
  if (params.priceMax !== null) search.set(PARAM.priceMax, String(params.priceMax));
  if (params.sort !== "featured") search.set(PARAM.sort, params.sort);
  if (params.page > 1) search.set(PARAM.page, String(params.page));
  return search;
}
