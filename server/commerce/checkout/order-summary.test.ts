import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/connection.ts";
import { testDatabaseEngines } from "../../db/databases.test-helper.ts";
import { orders, productVariants } from "../../db/schema.ts";
import { insertCart } from "../cart/cart-store.ts";
import { firstVariantIds, insertTestCatalogue } from "../graphql/catalogue.test-helper.ts";
import { TEST_CHECKOUT_FORM } from "./checkout-form.test-helper.ts";
import { createLocalCheckout } from "./local-checkout.ts";
import { readRecentOrders } from "./order-summary.ts";
import { formatOrdersReport } from "./orders-report.ts";
import { restockOrder } from "./restock-order.ts";

describe.each(testDatabaseEngines())("npm run orders's listing on $name (issue 51)", (engine) => {
  let database: DatabaseHandle;
  let variantId: number;
  const placed: string[] = [];

  beforeAll(async () => {
    database = await engine.open();
    const productIds = await insertTestCatalogue(database.db);
    variantId = [...(await firstVariantIds(database.db, productIds)).values()][0] as number;
    await database.db.update(productVariants).set({ inventoryQuantity: 10 }).where(eq(productVariants.id, variantId));
    const checkout = createLocalCheckout({
      db: database.db,
      shopName: "Bouquinerie",
      testPayments: true,
      onStockChanged: () => {},
      onOrderPlaced: () => {},
    });
    for (let i = 0; i < 4; i++) {
      const cart = await insertCart(database.db, {
        lines: [{ variantId, quantity: 1 }],
        attributes: [],
        discountCodes: [],
      });
      const result = await checkout.submit(cart.id, TEST_CHECKOUT_FORM);
      if (result.kind !== "placed") throw new Error(`commande refusée : ${result.kind}`);
      placed.push(result.orderNumber);
    }
    const [toShip, cancelled, restocked, withdrawn] = placed as [string, string, string, string];
    await restockOrder(database.db, cancelled, "cancel");
    await restockOrder(database.db, restocked, "restock");
    await database.db.update(orders).set({ withdrawnAt: new Date() }).where(eq(orders.number, withdrawn));
    placed.splice(0, 4, toShip, cancelled, restocked, withdrawn);
  });
  afterAll(() => database?.close());

  it("gives each order its state: to ship, cancelled, back on sale or withdrawn", async () => {
    const listed = await readRecentOrders(database.db, { limit: 20 });
    const stateOf = new Map(listed.map((order) => [order.number, order.state]));
    expect(placed.map((number) => stateOf.get(number))).toEqual(["to-ship", "cancelled", "restocked", "withdrawn"]);
    const report = formatOrdersReport(listed);
    expect(report).toContain(`${placed[1]} · annulée (ne pas expédier) ·`);
    expect(report).toContain(`${placed[2]} · remise en vente (ne pas expédier) ·`);
    expect(report).toContain(`${placed[3]} · rétractée (ne pas expédier) ·`);
  });

  it("lists only the orders still to ship when asked, the limit counting those", async () => {
    const listed = await readRecentOrders(database.db, { limit: 1, toShipOnly: true });
    expect(listed.map((order) => [order.number, order.state])).toEqual([[placed[0], "to-ship"]]);
    expect(formatOrdersReport(listed, { toShipOnly: true })).toMatch(
      new RegExp(`^1 commande à expédier \\(la plus récente d'abord\\) :\\n\\n${placed[0]} · à expédier ·`),
    );
  });
});
