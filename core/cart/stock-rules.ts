import { CART_MAX_LINE_QUANTITY, FALLBACK_MAX_QUANTITY } from "../shop-constants.ts";
import type { VariantStock } from "./cart-schemas.ts";

/**
 * What the store says of a variant, as the stock the shop enforces: the rules of `readVariantStock`
 * (server/cart/variant-stock.ts). Here rather than on the server because the product page's loader applies them too,
 * to the stock its product answer already holds.
 */
export function stockFrom(stock: { availableForSale: boolean; quantityAvailable: number | null }): VariantStock {
  if (!stock.availableForSale) return { availableForSale: false, quantityAvailable: 0 };
  if (stock.quantityAvailable === null || !Number.isFinite(stock.quantityAvailable)) {
    return { availableForSale: true, quantityAvailable: FALLBACK_MAX_QUANTITY };
  }
  const quantityAvailable = Math.max(0, Math.floor(stock.quantityAvailable));
  if (quantityAvailable === 0) return { availableForSale: true, quantityAvailable: CART_MAX_LINE_QUANTITY };
  return { availableForSale: true, quantityAvailable };
}
