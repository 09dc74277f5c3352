import { z } from "zod";
import { CART_MAX_LINE_QUANTITY, CART_MAX_LINES, PROMO_CODE_MAX_LENGTH, PROMO_CODES_MAX } from "./shop-constants.ts";

/** A storefront variant id as Shopify writes it; anything else cannot name a book we sell. */
export const variantIdSchema = z
  .string()
  .max(200)
  .regex(/^gid:\/\/shopify\/ProductVariant\/[A-Za-z0-9_-]+$/);

/** Stock of one variant as the server reports it to the browser (GET /api/stock). */
export const variantStockSchema = z.object({
  availableForSale: z.boolean(),
  quantityAvailable: z.number().int().min(0),
});
export type VariantStock = z.infer<typeof variantStockSchema>;

/** One cart line sent to the server: which variant and how many (prices are the server's to decide). */
export const cartLineInputSchema = z.object({
  variantId: variantIdSchema,
  quantity: z.number().int().min(1).max(CART_MAX_LINE_QUANTITY),
});
export type CartLineInput = z.infer<typeof cartLineInputSchema>;

/** A promo code as typed: trimmed, upper-cased, bounded. */
export const promoCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(PROMO_CODE_MAX_LENGTH)
  .transform((code) => code.toUpperCase());

export const promoRequestSchema = z.object({
  lines: z.array(cartLineInputSchema).min(1).max(CART_MAX_LINES),
  codes: z.array(promoCodeSchema).min(1).max(PROMO_CODES_MAX),
});
export type PromoRequest = z.infer<typeof promoRequestSchema>;

export const checkoutRequestSchema = z.object({
  lines: z.array(cartLineInputSchema).min(1).max(CART_MAX_LINES),
  codes: z.array(promoCodeSchema).max(PROMO_CODES_MAX).default([]),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;
