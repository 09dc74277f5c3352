import type { Config } from "./config.ts";
import type { Database } from "./db/connection.ts";
import { createProductSafety } from "./product-safety/product-safety-service.ts";
import type { AppServices } from "./services.ts";
import type { AdminClient } from "./shopify-admin/admin-client.ts";
import { createShopifyOrderLookup } from "./shopify-admin/order-lookup.ts";
import type { StorefrontClient } from "./storefront/storefront-client.ts";
import { createWithdrawalService } from "./withdrawal/withdrawal-service.ts";

/**
 * The services of issue 23's legal duties, for the composition root: the withdrawal function and the product safety
 * information. In local mode the demo publishers' contacts are added on first start.
 */
export async function createLegalServices(options: {
  config: Config;
  db: Database;
  storefront: StorefrontClient;
  /** Shopify mode with SHOPIFY_ADMIN_TOKEN: the orders a withdrawal names are checked there. */
  shopifyAdmin?: AdminClient | undefined;
  onMailQueued: () => void;
}): Promise<Pick<AppServices, "withdrawal" | "productSafety">> {
  const { config, db, storefront } = options;
  const mode = config.storefront.mode;
  const productSafety = createProductSafety({ db, mode, storefront });
  if (mode === "local") await productSafety.seedDemoPublishers();
  const withdrawal = createWithdrawalService({
    db,
    mode,
    shopName: config.shop.name,
    supportEmail: config.shop.supportEmail,
    onQueued: options.onMailQueued,
    ...(options.shopifyAdmin ? { findShopifyOrder: createShopifyOrderLookup(options.shopifyAdmin) } : {}),
  });
  return { withdrawal, productSafety };
}
