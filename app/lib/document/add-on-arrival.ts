import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { isPlausibleHandle, isVariantNumber } from "../../../core/catalogue/handle.ts";
import { CART_MAX_LINE_QUANTITY } from "../../../core/shop-constants.ts";

/**
 * `/favoris?ajouter=<handle>` and `/panier?ajouter=<handle>`: where a heart or an « Ajouter au panier » leads before
 * the page has hydrated. They are forms: the browser's own submission carries the tap; the page it lands on writes
 * the browser's storage, which only its JavaScript can do. The product page's form adds the copy (`variant`, its
 * number as in Shopify's links) and the quantity (`quantite`) it shows.
 */
export const ADD_ON_ARRIVAL_PARAM = "ajouter";
export const ARRIVAL_VARIANT_PARAM = "variant";
export const ARRIVAL_QUANTITY_PARAM = "quantite";

export type Arrival = {
  /** The book to add, or null when the parameter names nothing the store could hold (ignored). */
  handle: string | null;
  /** The copy asked for, by its number; null: the one a card would add. */
  variant: string | null;
  /** Copies to add: 1 unless a whole number within the cart's per-line limit is asked for. */
  quantity: number;
  /** The query string without the parameter, as the address becomes once the book is handled. */
  search: string;
};

/** The book a page was asked to add on arrival, or null when its address asks for none. */
export function arrivalOf(search: string): Arrival | null {
  const params = new URLSearchParams(search);
  if (!params.has(ADD_ON_ARRIVAL_PARAM)) return null;
  // One book per tap: a repeated parameter comes from no form of ours, so only the first one counts.
  const handle = params.get(ADD_ON_ARRIVAL_PARAM)?.trim();
  const variant = params.get(ARRIVAL_VARIANT_PARAM);
  const quantity = Number(params.get(ARRIVAL_QUANTITY_PARAM) ?? 1);
  for (const name of [ADD_ON_ARRIVAL_PARAM, ARRIVAL_VARIANT_PARAM, ARRIVAL_QUANTITY_PARAM]) params.delete(name);
  const rest = params.toString();
  return {
    handle: isPlausibleHandle(handle) ? handle : null,
    variant: isVariantNumber(variant) ? variant : null,
    quantity: Number.isInteger(quantity) && quantity >= 1 && quantity <= CART_MAX_LINE_QUANTITY ? quantity : 1,
    search: rest ? `?${rest}` : "",
  };
}

/**
 * Adds the book of `?ajouter=` once `ready` (the store has read local storage; adding earlier would be overwritten).
 * The parameter leaves the address first, by a replace navigation: a reload or a return to this page must not add the
 * book again.
 */
export function useAddOnArrival(ready: boolean, add: (arrival: Arrival & { handle: string }) => unknown): void {
  const location = useLocation();
  const navigate = useNavigate();
  // The arrival already handled: effects run again (StrictMode, a new `add`) before the address has changed.
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || handled.current === location.key) return;
    const arrival = arrivalOf(location.search);
    if (!arrival) return;
    handled.current = location.key;
    const cleaned = navigate(
      { pathname: location.pathname, search: arrival.search, hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
    const { handle } = arrival;
    if (handle) void Promise.resolve(cleaned).then(() => add({ ...arrival, handle }));
  }, [ready, location, navigate, add]);
}
