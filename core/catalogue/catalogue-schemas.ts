import { z } from "../zod.ts";
import { GRADE_SLUGS } from "./condition-grades.ts";

/** zod shapes of the catalogue types (catalogue-types.ts), shared by the server's parsing and the browser stores. */
export const productImageSchema = z.object({
  url: z.string(),
  altText: z.nullable(z.string()),
  width: z.nullable(z.number()),
  height: z.nullable(z.number()),
});

export const productSummarySchema = z.object({
  id: z.string(),
  handle: z.string(),
  title: z.string(),
  vendor: z.string(),
  productType: z.string(),
  tags: z.array(z.string()),
  price: z.number(),
  // Favourites saved before grades existed lack these two: they read as one price and no grade.
  priceVaries: z._default(z.boolean(), false),
  grades: z.catch(z._default(z.array(z.enum(GRADE_SLUGS)), []), []),
  image: z.nullable(productImageSchema),
  availableForSale: z.boolean(),
  firstVariantId: z.nullable(z.string()),
  description: z.string(),
});

/**
 * A favourite as the browser keeps it (ProductCardData). Favourites saved before cards were trimmed carry more fields:
 * zod drops them when they are read back.
 */
export const productCardSchema = z.pick(productSummarySchema, {
  id: true,
  handle: true,
  title: true,
  vendor: true,
  price: true,
  priceVaries: true,
  image: true,
  availableForSale: true,
  firstVariantId: true,
});

/** POST /api/availability's answer: which favourites left the catalogue, which are sold out. */
export const availabilityAnswerSchema = z.object({ gone: z.array(z.string()), unavailable: z.array(z.string()) });
