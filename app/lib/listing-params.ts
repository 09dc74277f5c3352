import { z } from "zod";
import { SEARCH_TERM_MAX_LENGTH } from "./shop-constants.ts";

export const SORT_OPTIONS = [
  { value: "featured", label: "Pertinence" },
  { value: "price-asc", label: "Prix croissant" },
  { value: "price-desc", label: "Prix décroissant" },
  { value: "title-asc", label: "Titre A-Z" },
  { value: "title-desc", label: "Titre Z-A" },
] as const;

export type SortKey = (typeof SORT_OPTIONS)[number]["value"];

export const LISTING_PAGE_SIZE = 36;
/** A URL value longer than this is not a slug of ours: ignored. */
const MAX_VALUE_LENGTH = 100;
const MAX_VALUES = 50;

/** What a listing URL asks for, with every bad value clamped or dropped (never an error page). */
export type ListingParams = {
  sort: SortKey;
  page: number;
  priceMin: number | null;
  priceMax: number | null;
  publishers: string[];
  ages: string[];
  levels: string[];
  /** `/age/{slug}?category=` and `/categorie/{slug}?sub=`: a theme or sub-category slug. */
  category: string | null;
  sub: string | null;
  q: string;
};

/** URL names of the listing parameters, French where they are ours, SPEC's where SPEC names them. */
export const PARAM = {
  sort: "tri",
  page: "page",
  priceMin: "prix_min",
  priceMax: "prix_max",
  publishers: "editeur",
  ages: "age",
  levels: "niveau",
  category: "category",
  sub: "sub",
  q: "q",
} as const;

const slugValue = z
  .string()
  .max(MAX_VALUE_LENGTH)
  .regex(/^[a-z0-9-]+$/);
const sortValue = z.enum(SORT_OPTIONS.map((option) => option.value) as [SortKey, ...SortKey[]]);

function price(value: string | null): number | null {
  if (value === null || value.trim() === "") return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? Math.min(parsed, 100_000) : null;
}

function slugs(values: string[]): string[] {
  return [...new Set(values.filter((value) => slugValue.safeParse(value).success))].slice(0, MAX_VALUES);
}

function single(value: string | null): string | null {
  return value !== null && slugValue.safeParse(value).success ? value : null;
}

export function parseListingParams(search: URLSearchParams): ListingParams {
  const page = Number(search.get(PARAM.page));
  let priceMin = price(search.get(PARAM.priceMin));
  let priceMax = price(search.get(PARAM.priceMax));
  if (priceMin !== null && priceMax !== null && priceMin > priceMax) [priceMin, priceMax] = [priceMax, priceMin];
  return {
    sort: sortValue.catch("featured").parse(search.get(PARAM.sort)),
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, 1_000_000) : 1,
    priceMin,
    priceMax,
    publishers: slugs(search.getAll(PARAM.publishers)),
    ages: slugs(search.getAll(PARAM.ages)),
    levels: slugs(search.getAll(PARAM.levels)),
    category: single(search.get(PARAM.category)),
    sub: single(search.get(PARAM.sub)),
    q: (search.get(PARAM.q) ?? "").trim().slice(0, SEARCH_TERM_MAX_LENGTH),
  };
}
