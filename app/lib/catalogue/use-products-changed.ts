import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";

/** Same name as the server's `PRODUCTS_CHANGED_EVENT` (server/events/event-stream-hub.ts). */
const PRODUCTS_CHANGED_EVENT = "products-changed";
const EVENTS_URL = "/api/events";

/**
 * Re-runs the page's loaders when the catalogue changes (an import, a sale that empties a stock, a Shopify webhook):
 * the server pushes a products-changed event over Server-Sent Events once its catalogue index is fresh.
 */
export function useRevalidateOnProductsChanged(): void {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource(EVENTS_URL);
    const onChange = () => void revalidate.current();
    source.addEventListener(PRODUCTS_CHANGED_EVENT, onChange);
    // After a dropped connection (a restart, a network change) events may have been missed: reload once reconnected.
    let connections = 0;
    source.addEventListener("open", () => {
      connections++;
      if (connections > 1) onChange();
    });
    return () => source.close();
  }, []);
}
