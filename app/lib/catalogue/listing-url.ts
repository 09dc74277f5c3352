import { PARAM } from "../../../core/catalogue/listing-params.ts";

type ParamName = keyof typeof PARAM;

/** A listing page's own address: its path and its parameters as `listingSearch` writes them. */
export type ListingAddress = { path: string; search: URLSearchParams };

/**
 * The same listing with some parameters changed. Any change but the page itself sends the visitor back to page 1
 * (docs/product.md §4: changing path, query or sort resets to page 1).
 */
export function listingHref(
  pathname: string,
  current: URLSearchParams,
  changes: Partial<Record<ParamName, string | string[] | number | null>>,
): string {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(changes) as Array<[ParamName, string | string[] | number | null]>) {
    const key = PARAM[name];
    next.delete(key);
    if (Array.isArray(value)) for (const item of value) next.append(key, item);
    else if (value !== null && value !== "") next.set(key, String(value));
  }
  if (!("page" in changes)) next.delete(PARAM.page);
  if (next.get(PARAM.page) === "1") next.delete(PARAM.page);
  const query = next.toString();
  return query ? `${pathname}?${query}` : pathname;
}
