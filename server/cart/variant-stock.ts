import type { VariantStock } from "../../core/cart/cart-schemas.ts";
import { stockFrom } from "../../core/cart/stock-rules.ts";
import { errorSummary } from "../../core/http/error-summary.server.ts";
import { FALLBACK_MAX_QUANTITY } from "../../core/shop-constants.ts";
import type { StorefrontClient } from "../storefront/storefront-client.ts";

/**
 * Real stock of one variant (docs/product.md §10.1), floored at 0. When the store withholds the quantity, or the lookup
 * fails, one copy is allowed (docs/product.md §4/§9); an unknown variant is not for sale. A variant the store sells with nothing
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
