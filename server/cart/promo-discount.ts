import type { CreatedCart } from "../storefront/cart-shapes.ts";

/** Cents, so that 0.1 + 0.2 never shows as a discount of 0,30000000000000004 €. */
export function roundCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** docs/product.md §5: the discount is the sum of the cart's allocations, else subtotal − total, never below 0. */
export function cartDiscount(cart: Pick<CreatedCart, "cost" | "discountAllocations">): number {
  const allocated = cart.discountAllocations.reduce((sum, allocation) => sum + allocation.discountedAmount.amount, 0);
  const discount = allocated > 0 ? allocated : cart.cost.subtotalAmount.amount - cart.cost.totalAmount.amount;
  return Number.isFinite(discount) ? Math.max(0, roundCents(discount)) : 0;
}

/** The requested codes the cart did not report as applicable (codes match whatever their case). */
export function notApplicableCodes(cart: Pick<CreatedCart, "discountCodes">, codes: string[]): string[] {
  const applicable = new Set(
    cart.discountCodes.filter((entry) => entry.applicable).map((entry) => entry.code.toUpperCase()),
  );
  return codes.filter((code) => !applicable.has(code.toUpperCase()));
}
