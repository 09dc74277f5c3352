import { startCartSweep } from "./commerce/cart/cart-retention.ts";
import { createLocalCheckout } from "./commerce/checkout/local-checkout.ts";
import { createCoverHandler } from "./commerce/covers/cover-handler.ts";
import { seedDemoCatalogueIfEmpty } from "./commerce/demo/seed-demo-catalogue.ts";
import { seedDemoDiscountCodes } from "./commerce/discounts.ts";
import { createCatalogueBounds } from "./commerce/graphql/catalogue-bounds.ts";
import { createLocalStorefrontHandler } from "./commerce/graphql/local-storefront-handler.ts";
import { type Config, testPaymentsLine } from "./config.ts";
import type { Database } from "./db/connection.ts";
import { notifyProductsChanged } from "./events/products-changed.ts";
import { storefrontServedOverHttp } from "./http/storefront-route.ts";
import type { ShopMode } from "./shop-mode.ts";
import { storefrontEndpoint } from "./storefront/api-version.ts";
import { inProcessFetch } from "./storefront/in-process-storefront.ts";

/**
 * Local mode (docs/architecture.md §1): the local commerce service runs in this process on the shop's database — the
 * demo catalogue on first start, its Storefront API called in process, its covers, its hosted checkout and the sweep
 * of abandoned carts.
 */
export async function startLocalShop(config: Config, db: Database, log: (line: string) => void): Promise<ShopMode> {
  const seeded = await seedDemoCatalogueIfEmpty(db, config.demoCatalogueSize);
  if (seeded > 0) log(`Catalogue de démonstration créé : ${seeded} livres.`);
  await seedDemoDiscountCodes(db);
  const bounds = createCatalogueBounds(db);
  await bounds.refresh();
  const storefront = createLocalStorefrontHandler({
    elementBounds: bounds.current,
    db,
    token: config.storefront.token,
    shopName: config.shop.name,
    siteUrl: config.siteUrl,
  });
  const localCommerce = {
    storefront,
    covers: createCoverHandler(db),
    storefrontOverHttp: storefrontServedOverHttp(config.env, config.storefront.token),
  };
  if (!localCommerce.storefrontOverHttp) {
    log(
      "Jeton Storefront local publié : le service de commerce local n'est pas ouvert sur HTTP (LOCAL_STOREFRONT_TOKEN).",
    );
  }

  return {
    storefrontEndpoint: storefrontEndpoint(config.siteUrl, config.storefront.apiVersion),
    storefrontFetch: inProcessFetch(storefront),
    localCommerce,
    // Every change to the local catalogue or stock raises a products-changed event.
    keepsProductDetails: true,
    productsChanged(change) {
      // An import may give a book more copies or pictures: the cost guard counts what a document can return.
      if (!change.products) void bounds.refresh().catch(() => undefined);
    },
    start({ productDetails, alerts }) {
      const localCheckout = createLocalCheckout({
        db,
        shopName: config.shop.name,
        siteUrl: config.siteUrl,
        // A sale changes stock: every instance refreshes its catalogue and the open pages show it. This instance's
        // next page shows it without waiting for the event to come back.
        onStockChanged: (productIds) => {
          productDetails.changed(productIds);
          return notifyProductsChanged(db, "stock", productIds);
        },
        onOrderPlaced: (order) => alerts.orderPlaced(order.email, order.productIds).then(() => {}),
        testPayments: config.localTestPayments.accepted,
      });
      log(testPaymentsLine(config));
      const stopSweep = startCartSweep({ db, retentionMs: config.cartRetentionDays * 24 * 60 * 60_000, log });
      return { services: { localCheckout }, close: stopSweep };
    },
  };
}
