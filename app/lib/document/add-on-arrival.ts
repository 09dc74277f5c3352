import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { isPlausibleHandle } from "../../../core/catalogue/handle.ts";

/**
 * `/favoris?ajouter=<handle>` and `/panier?ajouter=<handle>`: where a heart or a card's « Ajouter au panier » leads
 * before the page has hydrated. Both are forms: the browser's own submission carries the tap; the page it lands on
 * writes the browser's storage, which only its JavaScript can do.
 */
export const ADD_ON_ARRIVAL_PARAM = "ajouter";

export type Arrival = {
  /** The book to add, or null when the parameter names nothing the store could hold (ignored). */
  handle: string | null;
  /** The query string without the parameter, as the address becomes once the book is handled. */
  search: string;
};

/** The book a page was asked to add on arrival, or null when its address asks for none. */
export function arrivalOf(search: string): Arrival | null {
  const params = new URLSearchParams(search);
  if (!params.has(ADD_ON_ARRIVAL_PARAM)) return null;
  // One book per tap: a repeated parameter comes from no form of ours, so only the first one counts.
  const handle = params.get(ADD_ON_ARRIVAL_PARAM)?.trim();
  params.delete(ADD_ON_ARRIVAL_PARAM);
  const rest = params.toString();
  return { handle: isPlausibleHandle(handle) ? handle : null, search: rest ? `?${rest}` : "" };
}

/**
 * Adds the book of `?ajouter=` once `ready` (the store has read local storage; adding earlier would be overwritten).
 * The parameter leaves the address first, by a replace navigation: a reload or a return to this page must not add the
 * book again.
 */
export function useAddOnArrival(ready: boolean, add: (handle: string) => unknown): void {
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
    if (handle) void Promise.resolve(cleaned).then(() => add(handle));
  }, [ready, location, navigate, add]);
}
