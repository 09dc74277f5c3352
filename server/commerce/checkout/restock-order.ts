import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { normaliseOrderNumber } from "../../../core/checkout/order-number.ts";
import type { Database } from "../../db/connection.ts";
import { orderLines, orders, productVariants } from "../../db/schema.ts";
import { gid } from "../graphql/storefront-values.ts";

/**
 * `cancel`: an order not yet shipped is cancelled and its copies go back on sale; `restock`: the books of an order came
 * back (a withdrawal, a return) and are put on sale again. Either happens once per order.
 */
export type RestockReason = "cancel" | "restock";

export type RestockResult =
  /** `productIds`: the Storefront ids of the titles whose stock came back (a products-changed event names them). */
  | { kind: "restocked"; orderNumber: string; copies: number; productIds: string[] }
  | { kind: "already"; orderNumber: string; restockedAt: Date }
  | { kind: "not-found" };

/**
 * Puts an order's copies back in stock in one transaction (local mode): the order's row is locked, so two commands at
 * once restock it once; a book since deleted from the catalogue has no variant left and is skipped.
 */
export async function restockOrder(
  db: Database,
  orderNumber: string,
  reason: RestockReason,
  now: Date = new Date(),
): Promise<RestockResult> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, number: orders.number, restockedAt: orders.restockedAt })
      .from(orders)
      .where(eq(orders.number, normaliseOrderNumber(orderNumber)))
      .for("update");
    if (!order) return { kind: "not-found" as const };
    if (order.restockedAt)
      return { kind: "already" as const, orderNumber: order.number, restockedAt: order.restockedAt };
    const lines = await tx
      .select({ variantId: orderLines.variantId, quantity: orderLines.quantity })
      .from(orderLines)
      .where(and(eq(orderLines.orderId, order.id), isNotNull(orderLines.variantId)))
      // The same order as a sale takes its rows: a restock and a sale never wait on each other in a cycle.
      .orderBy(asc(orderLines.variantId));
    const products = new Set<number>();
    let copies = 0;
    for (const line of lines) {
      const [variant] = await tx
        .update(productVariants)
        .set({ inventoryQuantity: sql`${productVariants.inventoryQuantity} + ${line.quantity}` })
        .where(and(eq(productVariants.id, line.variantId as number), eq(productVariants.inventoryTracked, true)))
        .returning({ productId: productVariants.productId });
      if (!variant) continue;
      products.add(variant.productId);
      copies += line.quantity;
    }
    await tx
      .update(orders)
      .set({ restockedAt: now, ...(reason === "cancel" ? { status: "cancelled" as const } : {}) })
      .where(eq(orders.id, order.id));
    return {
      kind: "restocked" as const,
      orderNumber: order.number,
      copies,
      productIds: [...products].map((id) => gid("Product", id)),
    };
  });
}
