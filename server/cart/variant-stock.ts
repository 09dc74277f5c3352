import type { VariantStock } from "../../app/lib/cart-schemas.ts";
import { errorSummary } from "../../app/lib/error-summary.server.ts";
import { CART_MAX_LINE_QUANTITY, FALLBACK_MAX_QUANTITY } from "../../app/lib/shop-constants.ts";
import type { StorefrontClient } from "../storefront/storefront-client.ts";

/**
 * Real stock of one variant (DESIGN deviation 1), floored at 0. When the store withholds the quantity, or the lookup
 * fails, one copy is allowed (SPEC §4/§9); an unknown variant is not for sale. A variant the store sells with nothing
 * in stock (sold out of stock, 'continue', or not counted) has no stock limit: a cart line's own maximum applies.
 */
export async function readVariantStock(
  storefront: Pick<StorefrontClient, "variantStock">,
  variantId: string,
): Promise<VariantStock> {
  try {
    return stockFrom(await storefront.variantStock(variantId));
  } catch (error) {
    console.warn(`[panier] stock illisible pour ${variantId} : ${errorSummary(error)}`);
    return { availableForSale: true, quantityAvailable: FALLBACK_MAX_QUANTITY };
  }
}

/** What the store says of a variant, as the stock the shop enforces (the rules of `readVariantStock`). */
export function stockFrom(stock: { availableForSale: boolean; quantityAvailable: number | null }): VariantStock {
  if (!stock.availableForSale) return { availableForSale: false, quantityAvailable: 0 };
  if (stock.quantityAvailable === null || !Number.isFinite(stock.quantityAvailable)) {
    return { availableForSale: true, quantityAvailable: FALLBACK_MAX_QUANTITY };
  }
  const quantityAvailable = Math.max(0, Math.floor(stock.quantityAvailable));
  if (quantityAvailable === 0) return { availableForSale: true, quantityAvailable: CART_MAX_LINE_QUANTITY };
  return { availableForSale: true, quantityAvailable };
}
