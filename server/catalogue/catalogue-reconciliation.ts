import type { ProductSummary } from "../../core/catalogue/catalogue-types.ts";
import { errorSummary } from "../../core/http/error-summary.server.ts";
import type { ProductsChange } from "../events/products-changed.ts";
import type { StorefrontClient } from "../storefront/storefront-client.ts";

/** Shopify's clock and ours differ a little, and a product saved as we ask may be dated just before: look back. */
const CLOCK_SLACK_MS = 2 * 60_000;

/** Pages of updated products read at most (2,000 books): beyond, a bulk change, the whole catalogue is read again. */
const MAX_UPDATED_PAGES = 40;

export type CatalogueReconciliation = {
  /** Reads the whole catalogue again; the pages hear of it only if something changed. */
  reconcile(change: ProductsChange): Promise<void>;
  /** Merges the products updated since the last look into the catalogue; the pages hear of it only if they changed. */
  merge(change: ProductsChange, products: readonly ProductSummary[]): Promise<void>;
};

export type CatalogueReconciliationOptions = {
  storefront: Pick<StorefrontClient, "productsUpdatedSince">;
  freshness: CatalogueReconciliation;
  /** How often the store is asked for the products updated since the last look. */
  checkEveryMs: number;
  /**
   * How often the whole catalogue is read again anyway: removed or unpublished products and stock levels leave no
   * `updated_at`.
   */
  fullEveryMs: number;
  now?: () => number;
  logError?: (message: string, error: unknown) => void;
};

/**
 * Shopify mode: webhooks are not guaranteed (Shopify says so), so the catalogue index also reconciles on a schedule.
 * Each check reads only the products updated since the last one and merges them into the index; a full re-read runs
 * at the slower pace. Open pages hear of it only when the index really changed.
 */
export function startCatalogueReconciliation(options: CatalogueReconciliationOptions) {
  const now = options.now ?? Date.now;
  const logError =
    options.logError ?? ((message: string, error: unknown) => console.error(`${message} ${errorSummary(error)}`));
  let lastCheck = now();
  let lastFull = now();
  let running: Promise<void> | null = null;

  /** Every product updated after `since`, page after page; null when the store cannot say or too many changed. */
  async function updatedSince(since: Date): Promise<ProductSummary[] | null> {
    const products: ProductSummary[] = [];
    let after: string | null = null;
    for (let page = 0; page < MAX_UPDATED_PAGES; page++) {
      const read = await options.storefront.productsUpdatedSince(since, after);
      if (!read) return null;
      products.push(...read.products);
      if (!read.hasNextPage || !read.endCursor) return products;
      after = read.endCursor;
    }
    return null;
  }

  async function check(): Promise<void> {
    const started = now();
    const at = new Date(started).toISOString();
    try {
      if (started - lastFull >= options.fullEveryMs) {
        await options.freshness.reconcile({ reason: "reconciliation", at });
        lastFull = started;
      } else {
        const updated = await updatedSince(new Date(lastCheck - CLOCK_SLACK_MS));
        const change = { reason: "reconciliation:updated_at", at };
        // Null: the store did not answer the question, or a bulk change; re-reading everything is the safe side.
        if (updated === null) await options.freshness.reconcile(change);
        else if (updated.length > 0) await options.freshness.merge(change, updated);
      }
      lastCheck = started;
    } catch (error) {
      // The next check looks back to the last one that worked.
      logError("[catalogue] réconciliation avec la boutique impossible :", error);
    }
  }

  const timer = setInterval(() => {
    running ??= check().finally(() => {
      running = null;
    });
  }, options.checkEveryMs);
  timer.unref();

  return {
    /** One check now (tests); resolves when it is done. */
    async checkNow(): Promise<void> {
      if (running) await running;
      await check();
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      if (running) await running;
    },
  };
}
