import { asc, desc, eq, inArray } from "drizzle-orm";
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
  number: string;
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

/** The most recent orders first, with their lines (two queries whatever the count). */
export async function readRecentOrders(db: Database, limit: number): Promise<OrderSummary[]> {
  const rows = await db.select().from(orders).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit);
  return withLines(db, rows);
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
