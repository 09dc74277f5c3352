import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_STOREFRONT_API_VERSION } from "../../core/shop-constants.ts";
import { insertTestCatalogue } from "../commerce/graphql/catalogue.test-helper.ts";
import { createLocalStorefrontHandler } from "../commerce/graphql/local-storefront-handler.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import { testDatabaseEngines } from "../db/databases.test-helper.ts";
import { storefrontEndpoint } from "./api-version.ts";
import { inProcessFetch } from "./in-process-storefront.ts";
import { createStorefrontClient } from "./storefront-client.ts";
import { createStorefrontTransport } from "./transport.ts";

const TOKEN = "jeton-de-test-storefront-local";

describe.each(testDatabaseEngines())("the copies of titles, for alerts and the catalogue index, on $name", (engine) => {
  let database: DatabaseHandle;
  let productIds: Map<string, number>;

  beforeAll(async () => {
    database = await engine.open();
    productIds = await insertTestCatalogue(database.db);
  });
  afterAll(() => database?.close());

  function localStorefront() {
    const handler = createLocalStorefrontHandler({
      db: database.db,
      token: TOKEN,
      shopName: "Bouquinerie",
      siteUrl: "http://localhost:3000",
    });
    return createStorefrontClient(
      createStorefrontTransport({
        endpoint: storefrontEndpoint("http://localhost:3000", DEFAULT_STOREFRONT_API_VERSION),
        token: TOKEN,
        fetch: inProcessFetch(handler),
        notify: () => {},
      }),
    );
  }

  it("reads each copy's grade, price and whether it is for sale, and null for a title no longer published", async () => {
    const storefront = localStorefront();
    const fees = `gid://shopify/Product/${productIds.get("fees-et-licornes")}`;
    const hidden = `gid://shopify/Product/${productIds.get("livre-cache-des-dinosaures")}`;
    expect(await storefront.productCopies([fees, hidden])).toEqual([
      {
        id: fees,
        handle: "fees-et-licornes",
        title: "Fées et licornes",
        copies: [
          {
            variantId: expect.stringMatching(/^gid:\/\/shopify\/ProductVariant\/\d+$/),
            forSale: true,
            grade: "bon-etat",
            price: 3.2,
          },
          {
            variantId: expect.stringMatching(/^gid:\/\/shopify\/ProductVariant\/\d+$/),
            forSale: false,
            grade: "tres-bon-etat",
            price: 5.4,
          },
        ],
      },
      null,
    ]);
  });

  it("summarises a book with its copies as its product page shows them (the catalogue index answers agents' searches)", async () => {
    const storefront = localStorefront();
    const fees = `gid://shopify/Product/${productIds.get("fees-et-licornes")}`;
    const hidden = `gid://shopify/Product/${productIds.get("livre-cache-des-dinosaures")}`;
    const [summary, gone] = (await storefront.productsByIds([fees, hidden])) ?? [];
    const page = await storefront.productByHandle("fees-et-licornes");
    const copies = summary?.variants;
    expect(copies).toEqual(page?.variants);
    expect(copies?.map((copy) => [copy.price, copy.availableForSale])).toEqual([
      [3.2, true],
      [5.4, false],
    ]);
    expect(gone).toBeNull();
  });
});
