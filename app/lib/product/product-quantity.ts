import type { VariantStock } from "../../../core/cart/cart-schemas.ts";
import { DEFAULT_MAX_QUANTITY } from "../../../core/shop-constants.ts";

/** docs/product.md §4: the most copies the selector offers — the real stock once known, 99 until then. */
export function maxQuantity(stock: VariantStock | undefined | null): number {
  if (!stock) return DEFAULT_MAX_QUANTITY;
  return stock.availableForSale ? Math.max(0, stock.quantityAvailable) : 0;
}

/** docs/product.md §4/§5: a quantity between 1 and the stock; above it, lowered to the stock (or 1 when there is none). */
export function clampQuantity(quantity: number, max: number): number {
  const whole = Number.isFinite(quantity) ? Math.floor(quantity) : 1;
  return Math.min(Math.max(1, whole), Math.max(1, max));
}
