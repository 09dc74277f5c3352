import type { VariantStock } from "../../../core/cart/cart-schemas.ts";
import { FALLBACK_MAX_QUANTITY } from "../../../core/shop-constants.ts";

/** docs/product.md §4/§9: when the stock cannot be read, one copy may be added (the checkout rechecks anyway). */
const UNKNOWN_STOCK: VariantStock = { availableForSale: true, quantityAvailable: FALLBACK_MAX_QUANTITY };

/** Real stock of a variant, asked of the server (GET /api/stock). */
export async function fetchVariantStock(variantId: string): Promise<VariantStock> {
  try {
    const response = await fetch(`/api/stock?variantId=${encodeURIComponent(variantId)}`, {
      headers: { Accept: "application/json" },
    });
    if (!response.ok) return UNKNOWN_STOCK;
    // The schema (and zod) load with the first answer to check, not with the page.
    const [json, { variantStockSchema }] = await Promise.all([
      response.json(),
      import("../../../core/cart/cart-schemas.ts"),
    ]);
    const parsed = variantStockSchema.safeParse(json);
    return parsed.success ? parsed.data : UNKNOWN_STOCK;
  } catch {
    return UNKNOWN_STOCK;
  }
}
