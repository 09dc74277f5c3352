import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../../db/connection.ts";
import { testDatabaseEngines } from "../../db/databases.test-helper.ts";
import { carts } from "../../db/schema.ts";
import { placeOrder, testPaymentReference } from "../checkout/place-order.ts";
import { firstVariantIds, insertTestCatalogue } from "../graphql/catalogue.test-helper.ts";
import { createCartQuota } from "./cart-quota.ts";
import { deleteAbandonedCarts, startCartSweep } from "./cart-retention.ts";
import { insertCart } from "./cart-store.ts";

const DAY = 24 * 60 * 60_000;

describe.each(testDatabaseEngines())("abandoned carts on $name", (engine) => {
  let database: DatabaseHandle;
  let variantId: number;

  beforeAll(async () => {
    database = await engine.open();
    const productIds = await insertTestCatalogue(database.db);
    variantId = [...(await firstVariantIds(database.db, productIds)).values()][0] as number;
  });
  afterAll(() => database?.close());

  async function cartAged(days: number) {
    const cart = await insertCart(database.db, {
      lines: [{ variantId, quantity: 1 }],
      attributes: [],
      discountCodes: [],
    });
    await database.db
      .update(carts)
      .set({ createdAt: new Date(Date.now() - days * DAY) })
      .where(eq(carts.id, cart.id));
    return cart.id;
  }

  async function exists(id: string) {
    return (await database.db.select({ id: carts.id }).from(carts).where(eq(carts.id, id))).length === 1;
  }

  it("deletes the carts past the retention that never became an order, keeps the others", async () => {
    const old = await cartAged(10);
    const recent = await cartAged(1);
    const ordered = await cartAged(10);
    const placed = await placeOrder({
      db: database.db,
      cartId: ordered,
      details: {
        email: "camille@exemple.fr",
        name: "Camille",
        line1: "1 rue A",
        line2: "",
        postalCode: "75011",
        city: "Paris",
        country: "FR",
        delivery: "relay",
      },
      paymentReference: testPaymentReference(),
      shopName: "Bouquinerie",
    });
    expect(placed.kind).toBe("placed");

    expect(await deleteAbandonedCarts(database.db, new Date(Date.now() - 7 * DAY))).toBe(1);
    expect(await exists(old)).toBe(false);
    expect(await exists(recent)).toBe(true);
    expect(await exists(ordered)).toBe(true);
  });

  it("deletes in batches until none is left", async () => {
    for (let i = 0; i < 5; i++) await cartAged(30);
    expect(await deleteAbandonedCarts(database.db, new Date(Date.now() - 7 * DAY))).toBe(5);
    expect(await deleteAbandonedCarts(database.db, new Date(Date.now() - 7 * DAY))).toBe(0);
  });

  it("sweeps at start, then every interval, until stopped", async () => {
    const old = await cartAged(8);
    const lines: string[] = [];
    const stop = startCartSweep({
      db: database.db,
      retentionMs: 7 * DAY,
      intervalMs: 60_000,
      log: (line) => lines.push(line),
    });
    await stop();
    expect(await exists(old)).toBe(false);
    expect(lines).toEqual(["Paniers abandonnés supprimés : 1."]);
  });
});

describe("createCartQuota", () => {
  it("lets each client store its budget of carts per window, then refuses until the window ends", async () => {
    vi.useFakeTimers();
    try {
      const quota = createCartQuota({ windowMs: 1_000, limit: 2 });
      expect([await quota.take("a"), await quota.take("a"), await quota.take("a")]).toEqual([true, true, false]);
      expect(await quota.take("b")).toBe(true);
      vi.advanceTimersByTime(1_000);
      expect(await quota.take("a")).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
