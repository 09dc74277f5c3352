import { z } from "zod";
import { variantStockSchema } from "../../lib/cart-schemas.ts";
import { productImageSchema, productSummarySchema } from "../../lib/catalogue-schemas.ts";
import type { QuickViewData } from "../../lib/product-page-types.ts";

const quickViewSchema = z.object({
  product: productSummarySchema.extend({
    images: z.array(productImageSchema),
    variants: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        price: z.number(),
        availableForSale: z.boolean(),
        quantityAvailable: z.number().nullable(),
        weight: z.number().nullable(),
        weightUnit: z.string(),
        selectedOptions: z.array(z.object({ name: z.string(), value: z.string() })),
      }),
    ),
    options: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  }),
  shortDescription: z.string(),
  stock: z.record(z.string(), variantStockSchema),
});

/** A book's quick-view data from the server (GET /api/product), or null when it is gone or the answer is unusable. */
export async function fetchQuickView(handle: string, signal?: AbortSignal): Promise<QuickViewData | null> {
  const response = await fetch(`/api/product?handle=${encodeURIComponent(handle)}`, {
    headers: { Accept: "application/json" },
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) return null;
  const parsed = quickViewSchema.safeParse(await response.json());
  return parsed.success ? parsed.data : null;
}
