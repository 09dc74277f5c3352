import type { CartService } from "./cart/cart-service.ts";
import type { CatalogueIndex } from "./catalogue/catalogue-index.ts";
import type { LocalCheckout } from "./commerce/checkout/local-checkout.ts";
import type { PublicConfig } from "./config.ts";
import type { ContactService } from "./contact/contact-service.ts";
import type { StorefrontClient } from "./storefront/storefront-client.ts";

/** What loaders and actions may reach, built once in the composition root (server/main.ts). */
export type AppServices = {
  publicConfig: PublicConfig;
  catalogue: CatalogueIndex;
  storefront: StorefrontClient;
  cart: CartService;
  /** Local mode only: the hosted checkout (`/commande/…`); absent with Shopify, whose checkout is hosted there. */
  localCheckout?: LocalCheckout;
  contact: ContactService;
};

/** Per-request values set by the HTTP layer. */
export type RequestInfo = {
  nonce: string;
  requestId: string;
  /** The visitor's address: the socket's, or the one a configured trusted proxy reports (TRUST_PROXY). */
  clientIp: string;
};
