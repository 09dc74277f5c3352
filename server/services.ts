import type { CartService } from "./cart/cart-service.ts";
import type { CatalogueIndex } from "./catalogue/catalogue-index.ts";
import type { ProductDetails } from "./catalogue/product-details.ts";
import type { LocalCheckout } from "./commerce/checkout/local-checkout.ts";
import type { PublicConfig } from "./config.ts";
import type { ContactService } from "./contact/contact-service.ts";
import type { AlertService } from "./demand/alert-service.ts";
import type { DemandRecorder } from "./demand/demand-recorder.ts";
import type { ProductSafetyService } from "./product-safety/product-safety-service.ts";
import type { SharedListService } from "./shared-lists/shared-list-service.ts";
import type { StorefrontClient } from "./storefront/storefront-client.ts";
import type { WithdrawalService } from "./withdrawal/withdrawal-service.ts";

/** What loaders and actions may reach, built once in the composition root (server/main.ts). */
export type AppServices = {
  publicConfig: PublicConfig;
  catalogue: CatalogueIndex;
  storefront: StorefrontClient;
  /** The product page's products, kept until the next products-changed event. */
  productDetails: ProductDetails;
  cart: CartService;
  /** Local mode only: the hosted checkout (`/commande/…`); absent with Shopify, whose checkout is hosted there. */
  localCheckout?: LocalCheckout;
  contact: ContactService;
  /** The withdrawal function (`/retractation`, Code de la consommation L221-21). */
  withdrawal: WithdrawalService;
  /** GPSR Art. 19 information shown on product pages: publisher contact and safety warnings. */
  productSafety: ProductSafetyService;
  /** « Prévenez-moi quand un exemplaire revient » (issue 39). */
  alerts: AlertService;
  /** Anonymous daily counts of searches without a book for sale and of sold-out views (issue 39). */
  demand: DemandRecorder;
  /** Favourites shared by a link, without an account (issue 40). */
  sharedLists: SharedListService;
};

/** Per-request values set by the HTTP layer. */
export type RequestInfo = {
  nonce: string;
  requestId: string;
  /** The visitor's address: the socket's, or the one a configured trusted proxy reports (TRUST_PROXY). */
  clientIp: string;
  /** What per-client quotas count under: the address, an IPv6 one by its /56 (server/http/client-key.ts). */
  clientKey: string;
  /** The page was asked for at its `.md` address (server/http/markdown-urls.ts): Markdown, or a 404 in Markdown. */
  markdownUrl?: boolean;
};
