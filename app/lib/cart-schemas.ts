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

/** SPEC §7 call 6: codes may come as a list or as one comma-separated string; blanks are dropped. */
function splitCodes(codes: unknown): unknown {
  const list = codes === undefined ? [] : typeof codes === "string" ? codes.split(",") : codes;
  return Array.isArray(list) ? list.filter((code) => typeof code !== "string" || code.trim() !== "") : list;
}

export const checkoutRequestSchema = z.object({
  lines: z.array(cartLineInputSchema).min(1).max(CART_MAX_LINES),
  codes: z.preprocess(splitCodes, z.array(promoCodeSchema).max(PROMO_CODES_MAX)),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** SPEC §7 call 8's answer: all codes reported not applicable and no discount whenever `error` is set. */
export const promoValidationSchema = z.object({
  error: z.string().nullable(),
  notApplicable: z.array(z.string()),
  validCodes: z.array(z.string()),
  totalDiscount: z.number().min(0),
});
export type PromoValidation = z.infer<typeof promoValidationSchema>;

/** A line the stock recheck changed: 0 copies when the book is out of stock. */
export const stockAdjustmentSchema = z.object({
  variantId: z.string(),
  quantity: z.number().int().min(0),
  reason: z.enum(["outOfStock", "limited"]),
});
export type StockAdjustment = z.infer<typeof stockAdjustmentSchema>;

/** POST /api/cart/checkout's answer: either the cart must be adjusted first, or the hosted checkout is ready. */
export const checkoutOutcomeSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("adjusted"), adjustments: z.array(stockAdjustmentSchema).min(1) }),
  z.object({ status: z.literal("ready"), cartId: z.string(), checkoutUrl: z.string() }),
]);
export type CheckoutOutcome = z.infer<typeof checkoutOutcomeSchema>;
