import type { ProductSummary } from "../../core/catalogue/catalogue-types.ts";
import { errorSummary } from "../../core/http/error-summary.server.ts";
import type { ProductsChange } from "./products-changed.ts";

type Outcome = { count: number; durationMs: number; changed?: boolean };

export type Refreshable = {
  /** Reads the whole catalogue again. */
  refresh(): Promise<Outcome>;
  /** Merges products read since the last look, leaving the others as they are. */
  merge(products: readonly ProductSummary[]): Outcome;
};

/**
 * A refresh to run: the whole catalogue, or only products already read from the store. A reconciliation's is
 * announced to the pages only when the catalogue really changed.
 */
type PendingRefresh = {
  change: ProductsChange;
  announce: "always" | "if-changed";
  work: "full" | { merge: readonly ProductSummary[] };
};

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
      const { change, announce, work } = pending;
      pending = null;
      try {
        const result = work === "full" ? await catalogue.refresh() : catalogue.merge(work.merge);
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
      pending = { change, announce: "always", work: "full" };
      start();
      return idle();
    },
    /** A scheduled re-read (Shopify mode's reconciliation): the pages hear of it only if something changed. */
    reconcile(change: ProductsChange): Promise<void> {
      // A waiting event's refresh is announced anyway: this one folds into it.
      pending = { change: pending?.change ?? change, announce: pending?.announce ?? "if-changed", work: "full" };
      start();
      return idle();
    },
    /**
     * Products the reconciliation read as updated since its last look: merged into the catalogue, the pages told only
     * if something changed. A full re-read waiting already covers them; they run after any refresh under way, which
     * read the store before they did.
     */
    merge(change: ProductsChange, products: readonly ProductSummary[]): Promise<void> {
      const work = pending?.work;
      if (work === "full") return idle();
      pending = {
        change: pending?.change ?? change,
        announce: pending?.announce ?? "if-changed",
        work: { merge: work ? [...work.merge, ...products] : products },
      };
      start();
      return idle();
    },
    /** Resolves when no refresh is running (tests, shutdown). */
    idle,
  };
}
