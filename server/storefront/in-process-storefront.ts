import { createLocalStorefrontHandler } from "../commerce/graphql/local-storefront-handler.ts";
import type { Database } from "../db/connection.ts";
import { createStorefrontClient, type StorefrontClient } from "./storefront-client.ts";
import { createStorefrontTransport } from "./transport.ts";

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
    apiVersion: "2025-07",
  });
  const transport = createStorefrontTransport({
    endpoint: `${options.siteUrl}/api/2025-07/graphql.json`,
    token: options.token,
    fetch: (input, init) => handler(new Request(input, init)),
    notify: () => {},
  });
  return createStorefrontClient(transport);
}
