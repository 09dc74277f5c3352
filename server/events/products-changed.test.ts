import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connection.ts";
import { testDatabaseEngines } from "../db/databases.test-helper.ts";
import {
  listenToProductsChanged,
  MAX_PRODUCTS_PER_CHANGE,
  notifyProductsChanged,
  PRODUCTS_CHANGED_CHANNEL,
  type ProductsChange,
} from "./products-changed.ts";

async function waitFor<T>(read: () => T | undefined, timeoutMs = 5_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error("attente dépassée");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(testDatabaseEngines())("products-changed events on $name", (engine) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await engine.open();
  });
  afterAll(async () => {
    await database.close();
  });

  it("delivers a notified change to the listeners with its reason", async () => {
    const heard: ProductsChange[] = [];
    const stop = await listenToProductsChanged(database, (change) => heard.push(change));
    await notifyProductsChanged(database.db, "import");
    const change = await waitFor(() => heard[0]);
    expect(change.reason).toBe("import");
    expect(Number.isNaN(Date.parse(change.at))).toBe(false);
    await stop();
  });

  it("carries the ids of the products a sale changed, and none past 50 (the whole catalogue then)", async () => {
    const heard: ProductsChange[] = [];
    const stop = await listenToProductsChanged(database, (change) => heard.push(change));
    const ids = (count: number) => Array.from({ length: count }, (_, i) => `gid://shopify/Product/${i + 1}`);
    await notifyProductsChanged(database.db, "vente", [...ids(2), ...ids(1)]);
    await notifyProductsChanged(database.db, "grosse vente", ids(MAX_PRODUCTS_PER_CHANGE + 1));
    await waitFor(() => heard[1]);
    expect(heard[0]?.products).toEqual(ids(2));
    expect(heard[1]).not.toHaveProperty("products");
    await stop();
  });

  it("reads anything but a short list of ids as a change of any product", async () => {
    const heard: ProductsChange[] = [];
    const stop = await listenToProductsChanged(database, (change) => heard.push(change));
    const forged = [
      { reason: "x", products: "gid://shopify/Product/1" },
      { reason: "y", products: [1, 2] },
    ];
    for (const payload of forged) {
      await database.db.execute(sql`select pg_notify(${PRODUCTS_CHANGED_CHANNEL}, ${JSON.stringify(payload)})`);
    }
    await waitFor(() => heard[1]);
    expect(heard.map((change) => change.products)).toEqual([undefined, undefined]);
    await stop();
  });

  it("does not announce a change made in a transaction that rolled back", async () => {
    const heard: ProductsChange[] = [];
    const stop = await listenToProductsChanged(database, (change) => heard.push(change));
    await database.db
      .transaction(async (tx) => {
        await notifyProductsChanged(tx, "annulé");
        throw new Error("rollback");
      })
      .catch(() => {});
    await notifyProductsChanged(database.db, "validé");
    await waitFor(() => heard.find((change) => change.reason === "validé"));
    expect(heard.map((change) => change.reason)).toEqual(["validé"]);
    await stop();
  });

  it("stops delivering once the listener is removed", async () => {
    const heard: ProductsChange[] = [];
    const stop = await listenToProductsChanged(database, (change) => heard.push(change));
    await stop();
    await notifyProductsChanged(database.db, "après");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toEqual([]);
  });
});
