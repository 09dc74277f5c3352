import {
  CHECKOUT_FIELDS,
  CHECKOUT_MESSAGES,
  type CheckoutFieldErrors,
  type CheckoutValues,
  parseCheckoutForm,
} from "../../../core/checkout/checkout-schema.ts";
import { errorSummary } from "../../../core/http/error-summary.server.ts";
import type { Database } from "../../db/connection.ts";
import { priceStoredCart } from "../cart/cart-pricing.ts";
import { readCart } from "../cart/cart-store.ts";
import { gid } from "../graphql/storefront-values.ts";
import type { Cents } from "../money.ts";
import { type OrderSummary, readOrderOfCart, type SummaryLine, summaryLines } from "./order-summary.ts";
import { placeOrder, testPaymentReference } from "./place-order.ts";
import { chargeTestCard } from "./test-payment.ts";

/** A cart as the checkout form shows it; amounts in cents, recomputed from the database. */
export type CheckoutCart = {
  lines: SummaryLine[];
  totalQuantity: number;
  subtotal: Cents;
  discount: Cents;
  discountCodes: Array<{ code: string; applicable: boolean }>;
  /** After discount, before delivery (the delivery fee depends on it and on the option chosen). */
  total: Cents;
};

export type CheckoutPage =
  | {
      kind: "form";
      cart: CheckoutCart /** Stock already short, said before the buyer types anything. */;
      warning: string | null;
    }
  | { kind: "ordered" }
  | { kind: "unavailable" }
  | { kind: "empty" }
  /** Production without LOCAL_TEST_PAYMENTS: the test card is refused, so no order can be placed here. */
  | { kind: "closed" };

export type CheckoutSubmission =
  | { kind: "invalid"; errors: CheckoutFieldErrors; values: CheckoutValues }
  | { kind: "declined"; message: string; values: CheckoutValues }
  | { kind: "refused"; message: string; values: CheckoutValues }
  | { kind: "placed"; orderNumber: string; created: boolean }
  | { kind: "closed"; message: string; values: CheckoutValues }
  | { kind: "not-found" };

export type LocalCheckoutOptions = {
  db: Database;
  shopName: string;
  /** The shop's public origin (SITE_URL), for the links of the confirmation e-mail. */
  siteUrl?: string;
  /**
   * Called after an order is committed with the Storefront ids of the products whose stock it took (the composition
   * root turns it into a products-changed event naming them).
   */
  onStockChanged: (productIds: string[]) => void | Promise<void>;
  /** Called after a new order is committed, with its address and titles (alerts that led to an order, issue 39). */
  onOrderPlaced?: (order: { email: string; productIds: string[] }) => void | Promise<void>;
  /**
   * Whether the test card is accepted (config.localTestPayments): anyone can read it in the README, so on a shop
   * the public reaches it would let anyone empty the stock.
   */
  testPayments: boolean;
  logError?: (message: string, error: unknown) => void;
};

/**
 * The hosted checkout of local mode, what its routes reach through the services: the page for a cart, a submission
 * (form check, test payment, the order's transaction) and the confirmation.
 */
export function createLocalCheckout(options: LocalCheckoutOptions) {
  const { db } = options;
  const logError = options.logError ?? ((message, error) => console.error(`${message} ${errorSummary(error)}`));

  return {
    /** Null for a cart that does not exist (the route answers 404). */
    async page(cartId: string): Promise<CheckoutPage | null> {
      const cart = await readCart(db, cartId);
      if (!cart) return null;
      if (await readOrderOfCart(db, cartId)) return { kind: "ordered" };
      if (!options.testPayments) return { kind: "closed" };
      if (cart.lines.length === 0) return { kind: "empty" };
      const priced = await priceStoredCart(db, cart.lines, cart.discountCodes, new Date());
      if (!priced) return { kind: "unavailable" };
      const short = priced.lines.find(
        (line) =>
          line.variant.inventoryTracked &&
          line.variant.inventoryPolicy === "deny" &&
          line.variant.inventoryQuantity < line.quantity,
      );
      return {
        kind: "form",
        warning: short ? CHECKOUT_MESSAGES.stockShort(short.variant.productTitle) : null,
        cart: {
          lines: summaryLines(priced.lines),
          totalQuantity: priced.totalQuantity,
          subtotal: priced.subtotal,
          discount: priced.discounts.totalDiscount,
          discountCodes: priced.discounts.codes,
          total: priced.discounts.total,
        },
      };
    },

    async submit(cartId: string, posted: Record<string, unknown>): Promise<CheckoutSubmission> {
      const values = valuesToShowAgain(posted);
      const cart = await readCart(db, cartId);
      if (!cart) return { kind: "not-found" };
      // A replayed form (back button, double click without JavaScript) gets the order it already made.
      const existing = await readOrderOfCart(db, cartId);
      if (existing) return { kind: "placed", orderNumber: existing.number, created: false };

      if (!options.testPayments) return { kind: "closed", message: CHECKOUT_MESSAGES.testPaymentsOff, values };
      const parsed = parseCheckoutForm(posted);
      if (!parsed.ok) return { kind: "invalid", errors: parsed.errors, values };
      const { cardNumber, ...details } = parsed.form;
      if (!chargeTestCard(cardNumber).accepted) {
        return { kind: "declined", message: CHECKOUT_MESSAGES.cardDeclined, values };
      }

      const result = await placeOrder({
        db,
        cartId,
        details,
        paymentReference: testPaymentReference(),
        shopName: options.shopName,
        siteUrl: options.siteUrl,
      });
      if (result.kind === "not-found") return result;
      if (result.kind === "refused") return { kind: "refused", message: result.message, values };
      if (result.created) {
        const productIds = result.stockTakenFrom.map((id) => gid("Product", id));
        await notifyStockChanged(productIds);
        await notifyOrderPlaced({ email: result.order.email, productIds });
      }
      return { kind: "placed", orderNumber: result.order.number, created: result.created };
    },

    confirmation(cartId: string): Promise<OrderSummary | null> {
      return readOrderOfCart(db, cartId);
    },
  };

  async function notifyOrderPlaced(order: { email: string; productIds: string[] }) {
    try {
      await options.onOrderPlaced?.(order);
    } catch (error) {
      logError("[checkout] suivi des alertes après commande en échec", error);
    }
  }

  async function notifyStockChanged(productIds: string[]) {
    // The order is committed: a failing listener must not turn the visitor's success into an error.
    try {
      await options.onStockChanged(productIds);
    } catch (error) {
      logError("[checkout] notification de changement de stock en échec", error);
    }
  }
}

export type LocalCheckout = ReturnType<typeof createLocalCheckout>;

function valuesToShowAgain(posted: Record<string, unknown>): CheckoutValues {
  const values: CheckoutValues = {};
  for (const field of CHECKOUT_FIELDS) {
    const value = posted[field];
    if (field !== "cardNumber" && typeof value === "string") values[field] = value.slice(0, 300);
  }
  return values;
}
