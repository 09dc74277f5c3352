import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connection.ts";
import { testDatabaseEngines } from "../db/databases.test-helper.ts";
import type { AdminClient } from "../shopify-admin/admin-client.ts";
import { createInventoryProducts } from "./inventory-products.ts";

describe.each(testDatabaseEngines())("the products of a Shopify inventory item on $name", (engine) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await engine.open();
  });
  afterAll(() => database.close());

  it("learns each variant's item from a product webhook, for every instance, and follows a variant that moves", async () => {
    const learning = createInventoryProducts({ db: database.db });
    await learning.learn({ id: "7001", variants: [{ inventory_item_id: "11" }, { inventory_item_id: "12" }] });
    const other = createInventoryProducts({ db: database.db });
    expect(await other.productsOf("12")).toEqual(["gid://shopify/Product/7001"]);
    await learning.learn({ id: "7002", variants: [{ inventory_item_id: "12" }] });
    expect(await other.productsOf("12")).toEqual(["gid://shopify/Product/7002"]);
    await learning.learn({ id: 7003, variants: "pas une liste" });
    expect(await other.productsOf("13"), "unknown without an Admin token").toBeNull();
  });

  it("asks the Admin API for an item never seen, once, when a token allows", async () => {
    const asked: unknown[] = [];
    const admin: AdminClient = {
      async query(_document, variables, shape) {
        asked.push(variables);
        return shape.parse({ inventoryItem: { variant: { product: { id: "gid://shopify/Product/9001" } } } });
      },
    };
    const inventory = createInventoryProducts({ db: database.db, admin });
    expect(await inventory.productsOf("31")).toEqual(["gid://shopify/Product/9001"]);
    expect(await inventory.productsOf("31")).toEqual(["gid://shopify/Product/9001"]);
    expect(asked).toEqual([{ id: "gid://shopify/InventoryItem/31" }]);
  });

  it("answers null, and logs once, when the Admin API fails: the caller then reads the whole catalogue", async () => {
    const logged: string[] = [];
    const admin: AdminClient = {
      query: () => Promise.reject(new Error("API Admin de Shopify : statut 401")),
    };
    const inventory = createInventoryProducts({ db: database.db, admin, logError: (line) => logged.push(line) });
    expect(await inventory.productsOf("41")).toBeNull();
    expect(logged).toHaveLength(1);
  });
});
