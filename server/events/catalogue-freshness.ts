import { errorSummary } from "../../core/http/error-summary.server.ts";
import type { ProductsChange } from "./products-changed.ts";

export type Refreshable = { refresh(): Promise<{ count: number; durationMs: number; changed?: boolean }> };

/** A refresh to run; a reconciliation's is announced to the pages only when the catalogue really changed. */
type PendingRefresh = { change: ProductsChange; announce: "always" | "if-changed" };

/**
 * Turns products-changed events into catalogue refreshes, one at a time: events arriving during a refresh are folded
 * into a single follow-up refresh, so a burst of 50 stock changes costs two rebuilds, not 50. `onRefreshed` runs after
 * each rebuild (to tell open pages).
 */
export function createCatalogueFreshness(
  catalogue: Refreshable,
  onRefreshed: (change: ProductsChange) => void,
  logError: (message: string, error: unknown) => void = (message, error) =>
    console.error(`${message} ${errorSummary(error)}`),
) {
  let running: Promise<void> | null = null;
  let pending: PendingRefresh | null = null;

  async function drain(): Promise<void> {
    while (pending) {
      const { change, announce } = pending;
      pending = null;
      try {
        const result = await catalogue.refresh();
        if (announce === "always" || result.changed !== false) onRefreshed(change);
      } catch (error) {
        logError("[catalogue] actualisation impossible après un changement de produits :", error);
      }
    }
  }

  function start(): void {
    if (running || !pending) return;
    running = drain().finally(() => {
      running = null;
      start();
    });
  }

  async function idle(): Promise<void> {
    while (running) await running;
  }

  return {
    /** Schedules a refresh for this change; resolves once the catalogue includes it. */
    changed(change: ProductsChange): Promise<void> {
      pending = { change, announce: "always" };
      start();
      return idle();
    },
    /** A scheduled re-read (Shopify mode's reconciliation): the pages hear of it only if something changed. */
    reconcile(change: ProductsChange): Promise<void> {
      // A waiting event's refresh is announced anyway: this one folds into it.
      pending = { change: pending?.change ?? change, announce: pending?.announce ?? "if-changed" };
      start();
      return idle();
    },
    /** Resolves when no refresh is running (tests, shutdown). */
    idle,
  };
}
