import type { ProductSummary } from "../../core/catalogue/catalogue-types.ts";
import { errorSummary } from "../../core/http/error-summary.server.ts";
import type { ProductsChange } from "./products-changed.ts";

type Outcome = { count: number; durationMs: number; changed?: boolean };

export type Refreshable = {
  /** Reads the whole catalogue again. */
  refresh(): Promise<Outcome>;
  /** Merges products read since the last look, leaving the others as they are. */
  merge(products: readonly ProductSummary[]): Outcome;
  /** Reads again only the products of these ids (or the whole catalogue when it must). */
  refreshProducts(ids: readonly string[]): Promise<Outcome>;
};

/** Products named by events waiting together past which the whole catalogue is read again: one read costs less. */
export const MAX_PRODUCTS_READ = 250;

/**
 * The work waiting: the whole catalogue, or products already read from the store (a reconciliation's) and products
 * to read again (a sale's). A reconciliation's is announced to the pages only when the catalogue really changed.
 */
type PendingRefresh = {
  change: ProductsChange;
  announce: "always" | "if-changed";
  full: boolean;
  merge: readonly ProductSummary[];
  read: ReadonlySet<string>;
};

/**
 * Turns products-changed events into catalogue refreshes, one at a time: events arriving during a refresh are folded
 * into a single follow-up refresh, so a burst of 50 stock changes costs two, not 50. An event that names its products
 * (a sale) reads only those again. `onRefreshed` runs after each refresh (to tell open pages).
 */
export function createCatalogueFreshness(
  catalogue: Refreshable,
  onRefreshed: (change: ProductsChange) => void,
  logError: (message: string, error: unknown) => void = (message, error) =>
    console.error(`${message} ${errorSummary(error)}`),
) {
  let running: Promise<void> | null = null;
  let pending: PendingRefresh | null = null;

  async function run(work: PendingRefresh): Promise<boolean> {
    if (work.full) return (await catalogue.refresh()).changed !== false;
    let changed = false;
    if (work.merge.length > 0) changed = catalogue.merge(work.merge).changed !== false;
    if (work.read.size > 0) changed = (await catalogue.refreshProducts([...work.read])).changed !== false || changed;
    return changed;
  }

  async function drain(): Promise<void> {
    while (pending) {
      const work = pending;
      pending = null;
      try {
        const changed = await run(work);
        if (work.announce === "always" || changed) onRefreshed(work.change);
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

  /**
   * Folds new work into what waits: the work adds up; an event's change (announced always) replaces the one waiting,
   * a reconciliation's leaves it.
   */
  function schedule(change: ProductsChange, announce: PendingRefresh["announce"], work: Partial<PendingRefresh>) {
    const read = new Set([...(pending?.read ?? []), ...(work.read ?? [])]);
    const full = (pending?.full ?? false) || (work.full ?? false) || read.size > MAX_PRODUCTS_READ;
    pending = {
      change: announce === "always" ? change : (pending?.change ?? change),
      announce: pending?.announce === "always" || announce === "always" ? "always" : "if-changed",
      full,
      merge: full ? [] : [...(pending?.merge ?? []), ...(work.merge ?? [])],
      read: full ? new Set() : read,
    };
    start();
    return idle();
  }

  return {
    /**
     * Schedules a refresh for this change, of the products it names or else of the whole catalogue; resolves once
     * the catalogue includes it.
     */
    changed(change: ProductsChange): Promise<void> {
      return change.products
        ? schedule(change, "always", { read: new Set(change.products) })
        : schedule(change, "always", { full: true });
    },
    /** A scheduled re-read (Shopify mode's reconciliation): the pages hear of it only if something changed. */
    reconcile(change: ProductsChange): Promise<void> {
      return schedule(change, "if-changed", { full: true });
    },
    /**
     * Products the reconciliation read as updated since its last look: merged into the catalogue, the pages told only
     * if something changed. A full re-read waiting already covers them; they run after any refresh under way, which
     * read the store before they did.
     */
    merge(change: ProductsChange, products: readonly ProductSummary[]): Promise<void> {
      return schedule(change, "if-changed", { merge: products });
    },
    /** Resolves when no refresh is running (tests, shutdown). */
    idle,
  };
}
