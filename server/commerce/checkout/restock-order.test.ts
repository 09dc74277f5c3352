import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../../db/connection.ts";
import { testDatabaseEngines } from "../../db/databases.test-helper.ts";
import { orders, products, productVariants } from "../../db/schema.ts";
import { insertCart } from "../cart/cart-store.ts";
import { firstVariantIds, insertTestCatalogue } from "../graphql/catalogue.test-helper.ts";
import { TEST_CHECKOUT_FORM } from "./checkout-form.test-helper.ts";
import { createLocalCheckout } from "./local-checkout.ts";
import { restockOrder } from "./restock-order.ts";

describe.each(testDatabaseEngines())("an order's copies back on sale, on $name", (engine) => {
  let database: DatabaseHandle;
  const variants = new Map<string, number>();
  const onOrderPlaced = vi.fn();

  beforeAll(async () => {
    database = await engine.open();
    const productIds = await insertTestCatalogue(database.db);
    for (const [handle, id] of await firstVariantIds(database.db, productIds)) variants.set(handle, id);
  });
  afterAll(() => database?.close());

  async function stockOf(handle: string) {
    const [row] = await database.db
      .select({ stock: productVariants.inventoryQuantity })
      .from(productVariants)
      .where(eq(productVariants.id, variants.get(handle) as number));
    return row?.stock;
  }

  async function order(handle: string, quantity: number): Promise<string> {
    await database.db
      .update(productVariants)
      .set({ inventoryQuantity: quantity })
      .where(eq(productVariants.id, variants.get(handle) as number));
    const checkout = createLocalCheckout({
      db: database.db,
      shopName: "Bouquinerie",
      testPayments: true,
      onStockChanged: () => {},
      onOrderPlaced,
    });
    const cart = await insertCart(database.db, {
      lines: [{ variantId: variants.get(handle) as number, quantity }],
      attributes: [],
      discountCodes: [],
    });
    const placed = await checkout.submit(cart.id, TEST_CHECKOUT_FORM);
    if (placed.kind !== "placed") throw new Error(`commande refusée : ${placed.kind}`);
    return placed.orderNumber;
  }

  it("tells who ordered which titles once an order is placed (alerts that led to an order)", async () => {
    onOrderPlaced.mockClear();
    await order("imagier-des-animaux", 1);
    const [product] = await database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.handle, "imagier-des-animaux"));
    expect(onOrderPlaced).toHaveBeenCalledWith({
      email: TEST_CHECKOUT_FORM.email,
      productIds: [`gid://shopify/Product/${product?.id}`],
    });
  });

  it("cancels an order not yet shipped: its copies are for sale again, the titles named, once", async () => {
    const number = await order("grand-livre-des-dinosaures", 2);
    expect(await stockOf("grand-livre-des-dinosaures")).toBe(0);
    const [product] = await database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.handle, "grand-livre-des-dinosaures"));
    expect(await restockOrder(database.db, number.toLowerCase(), "cancel")).toEqual({
      kind: "restocked",
      orderNumber: number,
      copies: 2,
      productIds: [`gid://shopify/Product/${product?.id}`],
    });
    expect(await stockOf("grand-livre-des-dinosaures")).toBe(2);
    const [row] = await database.db.select().from(orders).where(eq(orders.number, number));
    expect(row).toMatchObject({ status: "cancelled", restockedAt: expect.any(Date) });

    expect(await restockOrder(database.db, number, "restock")).toMatchObject({ kind: "already", orderNumber: number });
    expect(await stockOf("grand-livre-des-dinosaures")).toBe(2);
  });

  it("puts a returned order's copies back without cancelling it, and answers not-found for an unknown number", async () => {
    const number = await order("imagier-des-animaux", 1);
    expect(await restockOrder(database.db, number, "restock")).toMatchObject({ kind: "restocked", copies: 1 });
    const [row] = await database.db.select().from(orders).where(eq(orders.number, number));
    expect(row?.status).toBe("paid");
    expect(await restockOrder(database.db, "BQ-999999", "cancel")).toEqual({ kind: "not-found" });
  });

  it("restocks once when two commands run at the same time", async () => {
    const number = await order("imagier-des-animaux", 1);
    const before = (await stockOf("imagier-des-animaux")) as number;
    const results = await Promise.all([
      restockOrder(database.db, number, "restock"),
      restockOrder(database.db, number, "restock"),
    ]);
    expect(results.map((result) => result.kind).sort()).toEqual(["already", "restocked"]);
    expect(await stockOf("imagier-des-animaux")).toBe(before + 1);
  });
});
