import { z } from "zod/mini";
import { SEARCH_TERM_MAX_LENGTH } from "../shop-constants.ts";
import { GRADE_SLUGS } from "./condition-grades.ts";
import { type ListingParams, PARAM, SORT_OPTIONS, type SortKey } from "./listing-params.ts";

/** A URL value longer than this is not a slug of ours: ignored. */
const MAX_VALUE_LENGTH = 100;
const MAX_VALUES = 50;

const slugValue = z.string().check(z.maxLength(MAX_VALUE_LENGTH), z.regex(/^[a-z0-9-]+$/));
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
    sort: z.catch(sortValue, "featured").parse(search.get(PARAM.sort)),
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, 1_000_000) : 1,
    priceMin,
    priceMax,
    publishers: slugs(search.getAll(PARAM.publishers)),
    ages: slugs(search.getAll(PARAM.ages)),
    levels: slugs(search.getAll(PARAM.levels)),
    grades: GRADE_SLUGS.filter((grade) => search.getAll(PARAM.grades).includes(grade)),
    category: single(search.get(PARAM.category)),
    sub: single(search.get(PARAM.sub)),
    q: (search.get(PARAM.q) ?? "").trim().slice(0, SEARCH_TERM_MAX_LENGTH),
  };
}
