import type { CatalogueIndex } from "../catalogue/catalogue-index.ts";
import type { Database } from "../db/connection.ts";
import type { ProductsChange } from "../events/products-changed.ts";
import type { StorefrontClient } from "../storefront/storefront-client.ts";
import { createAlertDispatcher } from "./alert-dispatcher.ts";
import { createAlertService } from "./alert-service.ts";
import { createDemandRecorder } from "./demand-recorder.ts";
import { startDemandRetention } from "./demand-retention.ts";
import { createLinkSigner, loadLinkSecret } from "./signed-links.ts";

/** Every title with waiting alerts is looked at this often too, whatever the events said (one missed, a restart). */
const CHECK_ALL_EVERY_MS = 30 * 60_000;

export type DemandOptions = {
  db: Database;
  catalogue: CatalogueIndex;
  storefront: Pick<StorefrontClient, "productCopies">;
  shopName: string;
  siteUrl: string;
  /** Wakes the mail sender: an alert or a confirmation request was queued. */
  onMailQueued: () => void;
  log: (line: string) => void;
};

/**
 * The demand side of the shop (issue 39), in both modes: alerts (subscribe, confirm, unsubscribe), their dispatch when
 * the catalogue index takes in a change, the anonymous demand counts and the retention the privacy section states.
 */
export async function startDemand(options: DemandOptions) {
  const { db, catalogue } = options;
  const links = createLinkSigner(await loadLinkSecret(db));
  const dispatcher = createAlertDispatcher({
    db,
    links,
    isForSale: (productId) => catalogue.productById(productId)?.availableForSale,
    copiesOf: (ids) => options.storefront.productCopies(ids),
    shopName: options.shopName,
    siteUrl: options.siteUrl,
    onQueued: options.onMailQueued,
  });
  const alerts = createAlertService({
    db,
    links,
    catalogue,
    shopName: options.shopName,
    siteUrl: options.siteUrl,
    onQueued: options.onMailQueued,
    onConfirmed: (productIds) => void dispatcher.check(productIds),
  });
  const demand = createDemandRecorder({ db });
  demand.start();
  const stopRetention = startDemandRetention({ db, log: options.log });
  const timer = setInterval(() => void dispatcher.checkAll(), CHECK_ALL_EVERY_MS);
  timer.unref();

  return {
    alerts,
    demand,
    /** After the catalogue index took in a change: the titles it names, or every title waited for. */
    catalogueRefreshed(change: Pick<ProductsChange, "products">): void {
      void (change.products ? dispatcher.check(change.products) : dispatcher.checkAll());
    },
    /** Once the catalogue is first read: alerts whose titles came back while the shop was stopped. */
    catalogueReady(): void {
      void dispatcher.checkAll();
    },
    async close(): Promise<void> {
      clearInterval(timer);
      await stopRetention();
      await dispatcher.idle();
      await demand.stop();
    },
  };
}
