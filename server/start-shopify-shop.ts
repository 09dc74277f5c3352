import { startCatalogueReconciliation } from "./catalogue/catalogue-reconciliation.ts";
import type { Config } from "./config.ts";
import type { ShopMode } from "./shop-mode.ts";
import { createAdminClient } from "./shopify-admin/admin-client.ts";
import { storefrontEndpoint } from "./storefront/api-version.ts";

type ShopifyStorefront = Extract<Config["storefront"], { mode: "shopify" }>;

/**
 * Shopify mode (docs/architecture.md §1): the storefront talks to a real store over HTTP; catalogue, stock, carts and
 * checkout are Shopify's. The shop only adds the Admin API client, when it has a token, and the scheduled
 * reconciliation that keeps the catalogue index right when a webhook is lost (§2.15).
 */
export function startShopifyShop(config: Config, store: ShopifyStorefront): ShopMode {
  return {
    storefrontEndpoint: storefrontEndpoint(`https://${store.storeDomain}`, store.apiVersion),
    storefrontFetch: (input, init) => fetch(input, init),
    // What the public Storefront API cannot tell (a withdrawal's order, an inventory item's product), read with the
    // shop's own token.
    shopifyAdmin: config.shopifyAdminToken
      ? createAdminClient({
          storeDomain: store.storeDomain,
          token: config.shopifyAdminToken,
          apiVersion: store.apiVersion,
        })
      : undefined,
    // Kept products are only as fresh as the events: without webhooks, Shopify's stock changes raise none.
    keepsProductDetails: Boolean(config.shopifyWebhookSecret),
    productsChanged() {},
    start({ storefront, freshness, productDetails }) {
      if (!(config.catalogueSync.checkEveryMs > 0)) return { services: {}, close: async () => {} };
      const reconciliation = startCatalogueReconciliation({
        storefront,
        // A lost webhook would leave a kept product stale: the products the store says changed are forgotten too, and
        // every one on a full re-read (stock levels leave no `updated_at`).
        freshness: {
          reconcile(change) {
            productDetails.invalidate();
            return freshness.reconcile(change);
          },
          merge(change, products) {
            productDetails.forget(products);
            return freshness.merge(change, products);
          },
        },
        ...config.catalogueSync,
      });
      return { services: {}, close: () => reconciliation.stop() };
    },
  };
}
