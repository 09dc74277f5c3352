import { variantStockSchema } from "../../../core/cart/cart-schemas.ts";
import { productImageSchema, productSummarySchema } from "../../../core/catalogue/catalogue-schemas.ts";
import { z } from "../../../core/zod.ts";

/** GET /api/product's answer: what the quick view and a card's 'Ajouter au panier' need of a book. */
export const quickViewSchema = z.object({
  product: z.extend(z.omit(productSummarySchema, { description: true }), {
    images: z.array(productImageSchema),
    variants: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        sku: z.nullable(z.string()),
        price: z.number(),
        availableForSale: z.boolean(),
        backOrder: z.boolean(),
        quantityAvailable: z.nullable(z.number()),
        weight: z.nullable(z.number()),
        weightUnit: z.string(),
        selectedOptions: z.array(z.object({ name: z.string(), value: z.string() })),
      }),
    ),
    options: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  }),
  shortDescription: z.string(),
  stock: z.record(z.string(), variantStockSchema),
});
