import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/connection.ts";
import { testDatabaseEngines } from "../../db/databases.test-helper.ts";
import { seedDemoCatalogueIfEmpty } from "../demo/seed-demo-catalogue.ts";
import { createCatalogueBounds } from "./catalogue-bounds.ts";
import { createLocalStorefrontHandler } from "./local-storefront-handler.ts";
import { NEXT_COMMERCE_LIKE_DOCUMENTS } from "./storefront-documents-elsewhere.ts";

const TOKEN = "jeton-des-bornes-du-catalogue";

describe.each(testDatabaseEngines())(
  "what the local catalogue's connections can hold, on $name (issue 43)",
  (engine) => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await engine.open();
      await seedDemoCatalogueIfEmpty(database.db, 200);
    }, 60_000);
    afterAll(() => database.close());

    it("measures the demo catalogue: three copies and five pictures a book at most, a hundred cart lines", async () => {
      const bounds = createCatalogueBounds(database.db);
      expect(bounds.current()).toEqual({ lines: 100 });
      await bounds.refresh();
      expect(bounds.current()).toEqual({ lines: 100, variants: 3, images: 5, media: 5 });
    });

    it("answers Next.js Commerce's search of 100 full products instead of refusing it as too costly", async () => {
      const bounds = createCatalogueBounds(database.db);
      await bounds.refresh();
      const handler = createLocalStorefrontHandler({
        db: database.db,
        token: TOKEN,
        shopName: "Bouquinerie",
        siteUrl: "http://localhost:3000",
        elementBounds: bounds.current,
      });
      const response = await handler(
        new Request("http://localhost:3000/api/2026-01/graphql.json", {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Shopify-Storefront-Access-Token": TOKEN },
          body: JSON.stringify({ query: NEXT_COMMERCE_LIKE_DOCUMENTS.searchProducts, variables: { query: "livre" } }),
        }),
      );
      const body = (await response.json()) as {
        data?: { products: { edges: Array<{ node: { variants: { edges: unknown[] } } }> } };
        errors?: Array<{ message: string }>;
      };
      expect(response.status, JSON.stringify(body.errors)).toBe(200);
      expect(body.data?.products.edges.length, JSON.stringify(body.errors?.slice(0, 3))).toBeGreaterThan(0);
      for (const { node } of body.data?.products.edges ?? []) expect(node.variants.edges.length).toBeLessThanOrEqual(3);
    });
  },
);
