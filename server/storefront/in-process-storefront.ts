import { DEFAULT_STOREFRONT_API_VERSION } from "../../core/shop-constants.ts";
import { createLocalStorefrontHandler } from "../commerce/graphql/local-storefront-handler.ts";
import type { Database } from "../db/connection.ts";
import { currentRequestId } from "../request-scope.ts";
import { storefrontEndpoint } from "./api-version.ts";
import { createStorefrontClient, type StorefrontClient } from "./storefront-client.ts";
import { REQUEST_ID_HEADER } from "./storefront-headers.ts";
import { createStorefrontTransport, type FetchLike } from "./transport.ts";

/**
 * The storefront client's fetch in local mode: the commerce service's handler in process (a Request in, a Response
 * out, no socket), so statuses and headers behave as over HTTP. Like the HTTP route, it hands the service the id of
 * the request under way (the page whose loader made the call), which the service's failure logs carry.
 */
export function inProcessFetch(handler: (request: Request) => Promise<Response>): FetchLike {
  return (input, init) => {
    const request = new Request(input, init);
    const requestId = currentRequestId();
    if (requestId) request.headers.set(REQUEST_ID_HEADER, requestId);
    return handler(request);
  };
}

/**
 * For the integration tests: the storefront client talking to the local commerce service in process, as the shop
 * does in local mode, without an HTTP server between them.
 */
export function inProcessStorefront(db: Database, options: { token: string; siteUrl: string }): StorefrontClient {
  const handler = createLocalStorefrontHandler({
    db,
    token: options.token,
    shopName: "Bouquinerie",
    siteUrl: options.siteUrl,
  });
  const transport = createStorefrontTransport({
    endpoint: storefrontEndpoint(options.siteUrl, DEFAULT_STOREFRONT_API_VERSION),
    token: options.token,
    fetch: inProcessFetch(handler),
    notify: () => {},
  });
  return createStorefrontClient(transport);
}
