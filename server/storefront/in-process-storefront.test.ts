import { describe, expect, it, vi } from "vitest";
import { DEFAULT_STOREFRONT_API_VERSION } from "../../core/shop-constants.ts";
import { createLocalStorefrontHandler } from "../commerce/graphql/local-storefront-handler.ts";
import type { Database } from "../db/connection.ts";
import { runWithRequestId } from "../request-scope.ts";
import { storefrontEndpoint } from "./api-version.ts";
import { inProcessFetch } from "./in-process-storefront.ts";

const TOKEN = "jeton-de-test-storefront-local";

/** A commerce service whose database fails on every query, and the storefront's in-process fetch to it. */
function failingService() {
  const logError = vi.fn();
  const unreachable = new Proxy({} as Database, {
    get() {
      throw new Error("base de données injoignable");
    },
  });
  const handler = createLocalStorefrontHandler({
    db: unreachable,
    token: TOKEN,
    shopName: "Bouquinerie",
    siteUrl: "http://localhost:3000",
    logError,
  });
  const fetchProduct = () =>
    inProcessFetch(handler)(storefrontEndpoint("http://localhost:3000", DEFAULT_STOREFRONT_API_VERSION), {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Shopify-Storefront-Access-Token": TOKEN },
      body: JSON.stringify({ query: '{ product(handle: "imagier-des-animaux") { id } }' }),
    });
  return { logError, fetchProduct };
}

describe("the storefront's in-process calls to the local commerce service", () => {
  it("log a failure with the id of the page request that made the call", async () => {
    const { logError, fetchProduct } = failingService();
    const response = await runWithRequestId("requete-de-page-42", fetchProduct);
    expect(response.status).toBe(200);
    expect(logError).toHaveBeenCalledTimes(1);
    expect(logError).toHaveBeenCalledWith(
      "[commerce] erreur inattendue sur product (requête requete-de-page-42)",
      expect.any(Error),
    );
  });

  it("log a failure without an id when no request led to the call (the catalogue sync at start-up)", async () => {
    const { logError, fetchProduct } = failingService();
    await fetchProduct();
    expect(logError).toHaveBeenCalledWith("[commerce] erreur inattendue sur product", expect.any(Error));
  });
});
