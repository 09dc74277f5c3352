import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_STOREFRONT_API_VERSION } from "../../core/shop-constants.ts";
import { insertTestCatalogue } from "../commerce/graphql/catalogue.test-helper.ts";
import { createLocalStorefrontHandler } from "../commerce/graphql/local-storefront-handler.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import { testDatabaseEngines } from "../db/databases.test-helper.ts";
import { products } from "../db/schema.ts";
import { storefrontEndpoint } from "./api-version.ts";
import { createStorefrontClient, type ProductsPage } from "./storefront-client.ts";
import { createStorefrontTransport } from "./transport.ts";

const TOKEN = "jeton-de-test-storefront-local";

describe.each(testDatabaseEngines())("products updated since a date, read from the local service ($name)", (engine) => {
  let database: DatabaseHandle;
  let client: ReturnType<typeof createStorefrontClient>;

  beforeAll(async () => {
    database = await engine.open();
    await insertTestCatalogue(database.db);
    const handler = createLocalStorefrontHandler({
      db: database.db,
      token: TOKEN,
      shopName: "Bouquinerie",
      siteUrl: "http://localhost:3000",
    });
    client = createStorefrontClient(
      createStorefrontTransport({
        endpoint: storefrontEndpoint("http://localhost:3000", DEFAULT_STOREFRONT_API_VERSION),
        token: TOKEN,
        fetch: (input, init) => handler(new Request(input, init)),
        notify: (notice) => {
          throw new Error(`${notice.title} : ${notice.description}`);
        },
      }),
    );
  });

  afterAll(async () => {
    await database?.close();
  });

  it("pages through the products saved after the date, as the catalogue index holds them, and only those", async () => {
    const since = new Date(Date.now() - 60_000);
    expect(await client.productsUpdatedSince(since, null)).toEqual({
      products: [],
      hasNextPage: false,
      endCursor: null,
    });

    const changed = ["zoe-a-la-ferme", "grand-livre-des-dinosaures", "contes-de-noel"];
    await database.db
      .update(products)
      .set({ title: "Titre revu", updatedAt: new Date() })
      .where(inArray(products.handle, changed));
    const read: ProductsPage["products"] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const page = (await client.productsUpdatedSince(since, after, 2)) as ProductsPage;
      pages++;
      read.push(...page.products);
      if (!page.hasNextPage) break;
      after = page.endCursor;
    }
    expect(pages).toBe(2);
    expect(read.map((product) => product.handle).sort()).toEqual([...changed].sort());
    expect(
      read.every((product) => product.title === "Titre revu" && product.id.startsWith("gid://shopify/Product/")),
    ).toBe(true);
    const [one] = await database.db.select().from(products).where(eq(products.handle, "zoe-a-la-ferme"));
    expect(read.find((product) => product.handle === "zoe-a-la-ferme")?.id).toBe(`gid://shopify/Product/${one?.id}`);
  });
});
