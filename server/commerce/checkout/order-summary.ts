import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import type { DeliveryMethod } from "../../../core/checkout/delivery.ts";
import { type GiftOptions, giftOf } from "../../../core/checkout/gift.ts";
import type { Database } from "../../db/connection.ts";
import { orderLines, orders, type PostalAddress } from "../../db/schema.ts";
import type { PricedLine } from "../cart/cart-pricing.ts";
import { type Cents, centsOf } from "../money.ts";

/** A line as the checkout form, the confirmation, the e-mail and `npm run orders` show it. */
export type SummaryLine = { title: string; variantTitle: string; quantity: number; unitPrice: Cents; lineTotal: Cents };

/** Priced cart lines as they are shown: the checkout form before the order, the order once placed. */
export function summaryLines(lines: readonly PricedLine[]): SummaryLine[] {
  return lines.map((line) => ({
    title: line.variant.productTitle,
    variantTitle: line.variant.variantTitle,
    quantity: line.quantity,
    unitPrice: line.variant.price,
    lineTotal: line.lineTotal,
  }));
}

/** An order as the confirmation page, the e-mail and `npm run orders` show it; amounts in cents. */
export type OrderSummary = {
  /** What the buyer reads and types: « BQ-7K4M9P » (« BQ-000042 » for orders placed before issue 51). */
  number: string;
  /** « F2026-000001 », for the shop's books (decision 008); the buyer is never asked for it. */
  invoiceNumber: string;
  cartId: string;
  createdAt: Date;
  email: string;
  customerName: string;
  address: PostalAddress;
  deliveryMethod: DeliveryMethod;
  discountCodes: string[];
  /** « C'est pour offrir » (issue 40): the message for the child and whether the price stays out of the parcel. */
  gift: GiftOptions | null;
  lines: SummaryLine[];
  subtotal: Cents;
  discount: Cents;
  shipping: Cents;
  total: Cents;
  paymentReference: string;
};

type OrderRow = typeof orders.$inferSelect;

export async function readOrderOfCart(db: Database, cartId: string): Promise<OrderSummary | null> {
  const [row] = await db.select().from(orders).where(eq(orders.cartId, cartId));
  if (!row) return null;
  const [summary] = await withLines(db, [row]);
  return summary ?? null;
}

/**
 * Where an order stands for the packer (issue 51): still to ship, cancelled before dispatch, its copies put back on sale
 * (`npm run orders -- --restock`), or withdrawn by its buyer through `/retractation`. A cancellation also puts the copies
 * back, so it wins; only « à expédier » may leave the shop.
 */
export type OrderState = "to-ship" | "cancelled" | "restocked" | "withdrawn";

export function orderStateOf(row: Pick<OrderRow, "status" | "restockedAt" | "withdrawnAt">): OrderState {
  if (row.status === "cancelled") return "cancelled";
  if (row.restockedAt) return "restocked";
  if (row.withdrawnAt) return "withdrawn";
  return "to-ship";
}

/** An order as `npm run orders` lists it: its summary and its state. */
export type ListedOrder = OrderSummary & { state: OrderState };

/**
 * The most recent orders first, with their lines and state (two queries whatever the count); with `toShipOnly`, only
 * the orders still to ship, the limit counting those.
 */
export async function readRecentOrders(
  db: Database,
  options: { limit: number; toShipOnly?: boolean },
): Promise<ListedOrder[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(
      options.toShipOnly
        ? and(eq(orders.status, "paid"), isNull(orders.restockedAt), isNull(orders.withdrawnAt))
        : undefined,
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(options.limit);
  const summaries = await withLines(db, rows);
  return summaries.map((summary, index) => ({ ...summary, state: orderStateOf(rows[index] as OrderRow) }));
}

async function withLines(db: Database, rows: OrderRow[]): Promise<OrderSummary[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderLines.id));
  return rows.map((row) => ({
    number: row.number,
    invoiceNumber: row.invoiceNumber,
    cartId: row.cartId,
    createdAt: row.createdAt,
    email: row.email,
    customerName: row.customerName,
    address: row.shippingAddress,
    deliveryMethod: row.deliveryMethod,
    discountCodes: row.discountCodes,
    gift: giftOf(row.note, row.attributes),
    lines: lines
      .filter((line) => line.orderId === row.id)
      .map((line) => {
        const unitPrice = centsOf(line.unitPrice);
        return {
          title: line.productTitle,
          variantTitle: line.variantTitle,
          quantity: line.quantity,
          unitPrice,
          lineTotal: unitPrice * line.quantity,
        };
      }),
    subtotal: centsOf(row.subtotal),
    discount: centsOf(row.discount),
    shipping: centsOf(row.shipping),
    total: centsOf(row.total),
    paymentReference: row.paymentReference,
  }));
}
