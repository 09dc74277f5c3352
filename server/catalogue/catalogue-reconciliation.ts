import { errorSummary } from "../../core/http/error-summary.server.ts";
import type { ProductsChange } from "../events/products-changed.ts";
import type { StorefrontClient } from "../storefront/storefront-client.ts";

/** Shopify's clock and ours differ a little, and a product saved as we ask may be dated just before: look back. */
const CLOCK_SLACK_MS = 2 * 60_000;

export type CatalogueReconciliationOptions = {
  storefront: Pick<StorefrontClient, "productsUpdatedSince">;
  freshness: { reconcile(change: ProductsChange): Promise<void> };
  /** How often the store is asked whether any product changed since the last look (one small query). */
  checkEveryMs: number;
  /** How often the whole catalogue is read again anyway: stock levels and removed products leave no `updated_at`. */
  fullEveryMs: number;
  now?: () => number;
  logError?: (message: string, error: unknown) => void;
};

/**
 * Shopify mode: webhooks are not guaranteed (Shopify says so), so the catalogue index also reconciles on a schedule.
 * A product updated since the last look triggers a re-read at once; a full re-read runs at the slower pace. Open pages
 * hear of it only when the index really changed.
 */
export function startCatalogueReconciliation(options: CatalogueReconciliationOptions) {
  const now = options.now ?? Date.now;
  const logError =
    options.logError ?? ((message: string, error: unknown) => console.error(`${message} ${errorSummary(error)}`));
  let lastCheck = now();
  let lastFull = now();
  let running: Promise<void> | null = null;

  async function check(): Promise<void> {
    const started = now();
    try {
      const fullDue = started - lastFull >= options.fullEveryMs;
      // Null: the store did not answer the question; re-reading is the safe side.
      const updated = fullDue || (await options.storefront.productsUpdatedSince(new Date(lastCheck - CLOCK_SLACK_MS)));
      if (updated !== false) {
        await options.freshness.reconcile({
          reason: fullDue ? "reconciliation" : "reconciliation:updated_at",
          at: new Date(started).toISOString(),
        });
      }
      if (fullDue) lastFull = started;
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
