import type { VariantStock } from "../../app/lib/cart-schemas.ts";
import type { StorefrontClient } from "../storefront/storefront-client.ts";
import { readVariantStock } from "./variant-stock.ts";

/** The server half of the cart (DESIGN item 5): stock checks, promo validation, checkout creation. */
export function createCartService(storefront: Pick<StorefrontClient, "variantStock">) {
  return {
    /** Real stock of one variant (SPEC §5 add and update checks). */
    stock(variantId: string): Promise<VariantStock> {
      return readVariantStock(storefront, variantId);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
