import { z } from "zod";

/** zod shapes of the catalogue types (catalogue-types.ts), shared by the server's parsing and the browser stores. */
export const productImageSchema = z.object({
  url: z.string(),
  altText: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
});

export const productSummarySchema = z.object({
  id: z.string(),
  handle: z.string(),
  title: z.string(),
  vendor: z.string(),
  productType: z.string(),
  tags: z.array(z.string()),
  price: z.number(),
  image: productImageSchema.nullable(),
  availableForSale: z.boolean(),
  firstVariantId: z.string().nullable(),
  description: z.string(),
});
