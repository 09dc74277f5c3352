import { DELIVERY_FEE_EUR, FREE_DELIVERY_THRESHOLD_EUR } from "../../../core/shop-constants.ts";

export type CartTotals = {
  /** Sum of unit price × quantity. */
  subtotal: number;
  /** Copies in the cart. */
  itemCount: number;
  /** Promo discount actually taken off: never negative, never more than the subtotal. */
  discount: number;
  /** docs/product.md §4: subtotal minus discount. */
  total: number;
  /** Free delivery once the total after discount reaches 29 EUR. */
  freeDelivery: boolean;
  /** total / 29 as a percentage, capped at 100. */
  progressPercent: number;
  /** What is missing for free delivery (0 once reached). */
  remainingForFreeDelivery: number;
  /** The delivery fee shown while delivery is not free. */
  deliveryFee: number;
};

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** docs/product.md §4 totals and free-delivery progress, from the lines and the promo discount. */
export function cartTotals(
  lines: ReadonlyArray<{ price: number; quantity: number }>,
  promoDiscount: number,
): CartTotals {
  const subtotal = cents(lines.reduce((sum, line) => sum + line.price * line.quantity, 0));
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  const discount = cents(Math.min(subtotal, Number.isFinite(promoDiscount) ? Math.max(0, promoDiscount) : 0));
  const total = cents(subtotal - discount);
  const freeDelivery = total >= FREE_DELIVERY_THRESHOLD_EUR;
  return {
    subtotal,
    itemCount,
    discount,
    total,
    freeDelivery,
    progressPercent: Math.min(100, (total / FREE_DELIVERY_THRESHOLD_EUR) * 100),
    remainingForFreeDelivery: freeDelivery ? 0 : cents(FREE_DELIVERY_THRESHOLD_EUR - total),
    deliveryFee: freeDelivery ? 0 : DELIVERY_FEE_EUR,
  };
}
