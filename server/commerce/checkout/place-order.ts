import { randomBytes } from "node:crypto";
import { and, count, eq, gt, sql } from "drizzle-orm";
import { CHECKOUT_MESSAGES, type CheckoutForm } from "../../../core/checkout/checkout-schema.ts";
import { deliveryFee } from "../../../core/checkout/delivery.ts";
import { giftOf } from "../../../core/checkout/gift.ts";
import { normaliseMailbox } from "../../../core/mail/normalised-mailbox.ts";
import type { Database } from "../../db/connection.ts";
import { mailOutbox, orderLines, orders, productVariants } from "../../db/schema.ts";
import { priceStoredCart } from "../cart/cart-pricing.ts";
import { readCart } from "../cart/cart-store.ts";
import { recordDiscountUses } from "../discounts.ts";
import { decimalOf } from "../money.ts";
import { orderConfirmationEmail } from "./order-email.ts";
import { allocateInvoice, newOrderNumber } from "./order-numbers.ts";
import { type OrderSummary, readOrderOfCart, summaryLines } from "./order-summary.ts";

export type OrderDetails = Omit<CheckoutForm, "cardNumber">;

export type PlaceOrderResult =
  /** `stockTakenFrom`: the products whose stock this order took (none when it was placed before). */
  | { kind: "placed"; order: OrderSummary; created: boolean; stockTakenFrom: number[] }
  | { kind: "refused"; message: string }
  | { kind: "not-found" };

export type PlaceOrderOptions = {
  db: Database;
  cartId: string;
  details: OrderDetails;
  paymentReference: string;
  shopName: string;
  /** The shop's public origin: the confirmation e-mail links to its withdrawal function. */
  siteUrl?: string | undefined;
  now?: Date;
};

/** An expected reason to roll the order back; its message is the visitor's. */
class OrderRefused extends Error {}

/**
 * Turns a cart into an order in ONE transaction: the cart and its prices and codes are read again from the database
 * (never trusted from the form), each line's stock is taken with a guarded update that cannot go below zero for a
 * 'deny' variant, code uses are counted against their limit, then the next invoice number is taken (gapless, decision
 * 008), and the order under a random number, its lines and its confirmation e-mail (in the outbox) are written. Any
 * refusal rolls everything back. A cart has at most one order (unique cart_id): a replayed or concurrent second submit
 * gets the existing order, not a second one.
 */
export async function placeOrder(options: PlaceOrderOptions): Promise<PlaceOrderResult> {
  const { db, cartId } = options;
  try {
    return await db.transaction(async (tx) => {
      const created = await writeOrder(tx, options);
      return created === null ? { kind: "not-found" as const } : created;
    });
  } catch (error) {
    if (error instanceof OrderRefused) return { kind: "refused", message: error.message };
    if (isUniqueViolation(error)) {
      // Another submit of this cart committed first: its order is the answer.
      const order = await readOrderOfCart(db, cartId);
      if (order) return { kind: "placed", order, created: false, stockTakenFrom: [] };
    }
    throw error;
  }
}

async function writeOrder(tx: Database, options: PlaceOrderOptions): Promise<PlaceOrderResult | null> {
  const { cartId, details } = options;
  // The cart's row lock makes two submits of one cart take turns: the second then finds the first one's order.
  const cart = await readCart(tx, cartId, { lock: true });
  if (!cart) return null;
  const existing = await readOrderOfCart(tx, cartId);
  if (existing) return { kind: "placed", order: existing, created: false, stockTakenFrom: [] };
  if (cart.lines.length === 0) throw new OrderRefused(CHECKOUT_MESSAGES.cartEmpty);
  const priced = await priceStoredCart(tx, cart.lines, cart.discountCodes, options.now ?? new Date());
  if (!priced) throw new OrderRefused(CHECKOUT_MESSAGES.cartUnavailable);

  const stockTakenFrom = new Set<number>();
  // Always in the same order (by variant id): two orders sharing books never wait on each other in a cycle.
  for (const line of [...priced.lines].sort((a, b) => a.variantId - b.variantId)) {
    const taken = await tx
      .update(productVariants)
      // An uncounted variant keeps its figure; under 'continue' the stock may go below zero, as in Shopify: the
      // negative figure is the copies owed, so the next restock added to it still gives the true count.
      .set({
        inventoryQuantity: sql`case when ${productVariants.inventoryTracked}
          then ${productVariants.inventoryQuantity} - ${line.quantity} else ${productVariants.inventoryQuantity} end`,
      })
      .where(
        sql`${productVariants.id} = ${line.variantId} and (${productVariants.inventoryPolicy} = 'continue'
          or not ${productVariants.inventoryTracked} or ${productVariants.inventoryQuantity} >= ${line.quantity})`,
      )
      .returning({ productId: productVariants.productId });
    if (taken.length === 0) throw new OrderRefused(CHECKOUT_MESSAGES.outOfStock(line.variant.productTitle));
    for (const { productId } of taken) stockTakenFrom.add(productId);
  }

  const { discounts } = priced;
  const usedCodes = discounts.allocations.map((allocation) => allocation.code);
  const [exhausted] = await recordDiscountUses(tx, usedCodes);
  if (exhausted) throw new OrderRefused(CHECKOUT_MESSAGES.codeExhausted(exhausted));

  const shipping = deliveryFee(details.delivery, discounts.total);
  const address = {
    line1: details.line1,
    ...(details.line2 ? { line2: details.line2 } : {}),
    postalCode: details.postalCode,
    city: details.city,
    country: details.country,
  };
  const now = options.now;
  // Anyone may type any address: past a few confirmations a day to one address the shop stops writing to it, so the
  // checkout cannot be used to send its e-mails (with text the buyer chose) to someone else over and over. Counted
  // before the invoice's lock, which every checkout waits on.
  const confirms = (await confirmationsTo(tx, details.email, now ?? new Date())) < CONFIRMATIONS_PER_ADDRESS_PER_DAY;
  // Last of the transaction's locks, held until it commits: a refusal or crash before then gives the number back.
  const invoice = await allocateInvoice(tx, now ? () => now : undefined);
  const inserted = await insertOrder(tx, {
    invoiceNumber: invoice.number,
    invoicedAt: invoice.issuedAt,
    cartId,
    email: details.email,
    customerName: details.name,
    shippingAddress: address,
    deliveryMethod: details.delivery,
    discountCodes: usedCodes,
    // Kept as Shopify keeps them on an order: a gift and its message for the child (issue 40).
    note: cart.note,
    attributes: cart.attributes,
    subtotal: decimalOf(priced.subtotal),
    discount: decimalOf(discounts.totalDiscount),
    shipping: decimalOf(shipping),
    total: decimalOf(discounts.total + shipping),
    paymentReference: options.paymentReference,
  });
  const { number } = inserted;
  await tx.insert(orderLines).values(
    priced.lines.map((line) => ({
      orderId: inserted.id,
      variantId: line.variantId,
      productTitle: line.variant.productTitle,
      variantTitle: line.variant.variantTitle,
      unitPrice: decimalOf(line.variant.price),
      quantity: line.quantity,
    })),
  );

  const order: OrderSummary = {
    number,
    invoiceNumber: invoice.number,
    cartId,
    createdAt: inserted.createdAt,
    email: details.email,
    customerName: details.name,
    address,
    deliveryMethod: details.delivery,
    discountCodes: usedCodes,
    gift: giftOf(cart.note, cart.attributes),
    lines: summaryLines(priced.lines),
    subtotal: priced.subtotal,
    discount: discounts.totalDiscount,
    shipping,
    total: discounts.total + shipping,
    paymentReference: options.paymentReference,
  };
  if (confirms) {
    await tx.insert(mailOutbox).values({
      kind: "order-confirmation",
      recipient: order.email,
      mailbox: normaliseMailbox(order.email),
      ...orderConfirmationEmail(order, options.shopName, options.siteUrl),
    });
  }
  return { kind: "placed", order, created: true, stockTakenFrom: [...stockTakenFrom] };
}

/** Order confirmations queued for one address in a day: a buyer places one or two orders, not more. */
export const CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3;

async function confirmationsTo(tx: Database, email: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - 24 * 60 * 60_000);
  const [row] = await tx
    .select({ value: count() })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.kind, "order-confirmation"),
        sql`lower(${mailOutbox.recipient}) = lower(${email})`,
        gt(mailOutbox.createdAt, since),
      ),
    );
  return row?.value ?? 0;
}

/** Draws before giving up: with a few thousand orders among 387 million codes, a second draw is already rare. */
const ORDER_NUMBER_DRAWS = 8;

/**
 * Inserts the order under a fresh random number. A number already taken is skipped by `on conflict do nothing` (an
 * error would abort the transaction, and its stock and invoice with it) and drawn again; a second order for the cart
 * still fails on orders_cart_id_key, which placeOrder answers with the existing order.
 */
async function insertOrder(tx: Database, values: Omit<typeof orders.$inferInsert, "number">) {
  for (let draw = 0; draw < ORDER_NUMBER_DRAWS; draw += 1) {
    const [inserted] = await tx
      .insert(orders)
      .values({ ...values, number: newOrderNumber() })
      .onConflictDoNothing({ target: orders.number })
      .returning({ id: orders.id, number: orders.number, createdAt: orders.createdAt });
    if (inserted) return inserted;
  }
  throw new Error("Aucun numéro de commande libre après plusieurs tirages");
}

/** A reference for the test payment, kept on the order like a real payment provider's. */
export function testPaymentReference(): string {
  return `test_${randomBytes(8).toString("hex")}`;
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
