import type { ProductDetails } from "./catalogue/product-details.ts";
import type { Database } from "./db/connection.ts";
import type { createCatalogueFreshness } from "./events/catalogue-freshness.ts";
import type { ProductsChange } from "./events/products-changed.ts";
import type { FetchHandler } from "./http/create-app.ts";
import type { AppServices } from "./services.ts";
import type { AdminClient } from "./shopify-admin/admin-client.ts";
import type { StorefrontClient } from "./storefront/storefront-client.ts";
import type { FetchLike } from "./storefront/transport.ts";

/** What the shop starts with either mode, handed to the mode's own part once it exists. */
export type SharedServices = {
  db: Database;
  storefront: StorefrontClient;
  productDetails: ProductDetails;
  freshness: ReturnType<typeof createCatalogueFreshness>;
  alerts: AppServices["alerts"];
};

/**
 * What one mode, local or Shopify (docs/architecture.md §1), brings to the composition root: where the storefront's
 * documents go, and the parts only that mode runs. startShop wires everything else the same way for both.
 */
export type ShopMode = {
  /** The Storefront API endpoint the client posts its documents to, and the fetch that carries them. */
  storefrontEndpoint: string;
  storefrontFetch: FetchLike;
  /** Local mode: the commerce service's handlers, which the HTTP app mounts. */
  localCommerce?: { storefront: FetchHandler; covers: FetchHandler; storefrontOverHttp: boolean };
  /** Shopify mode with SHOPIFY_ADMIN_TOKEN: what the public Storefront API cannot tell. */
  shopifyAdmin?: AdminClient;
  /** Whether a product read for a page can be kept until a products-changed event (decision 021). */
  keepsProductDetails: boolean;
  /** Each products-changed event, after the kept products are forgotten and before the index refreshes. */
  productsChanged(change: ProductsChange): void;
  /** Starts what only this mode runs, once the shared services exist: what it adds to them, and how it stops. */
  start(shared: SharedServices): {
    services: Pick<AppServices, "localCheckout">;
    close: () => Promise<void>;
  };
};
