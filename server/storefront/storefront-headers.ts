/**
 * The headers of the Storefront API as this shop speaks it, in one place: the storefront's client sets them, the
 * local commerce service's handler (server/commerce/graphql/local-storefront-handler.ts) reads them. A leaf module, so
 * the client and the service never import each other for a name.
 */

/** The Storefront access token, on every request (Shopify's name). */
export const STOREFRONT_TOKEN_HEADER = "X-Shopify-Storefront-Access-Token";

/** Shopify names, on every answer of the Storefront API, the version that executed it. */
export const API_VERSION_HEADER = "X-Shopify-API-Version";

/** Set by Shopify when an answer used a field or behaviour removed in a later version. */
export const DEPRECATED_REASON_HEADER = "X-Shopify-API-Deprecated-Reason";

/**
 * Sent with a promo check's trial cart: the local commerce service prices it without storing it (nobody opens its
 * checkout). Shopify ignores unknown headers.
 */
export const TRIAL_CART_HEADER = "X-Bouquinerie-Trial-Cart";

/**
 * The id of the request that led here, for the local service's logs: set by its HTTP route, and by the storefront's
 * in-process calls (in-process-storefront.ts) to the id of the page request they serve.
 */
export const REQUEST_ID_HEADER = "X-Request-Id";

/**
 * The client's address, set (always overwritten) by the local service's HTTP route: its carts count against its
 * quota. The storefront's in-process calls carry none; its own routes limit each visitor (server/http/rate-limits.ts).
 */
export const CLIENT_HEADER = "X-Bouquinerie-Client";
