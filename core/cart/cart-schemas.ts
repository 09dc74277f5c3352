import { giftMessageProblem, normaliseGiftMessage } from "../checkout/gift.ts";
import {
  CART_MAX_LINE_QUANTITY,
  CART_MAX_LINES,
  GIFT_MESSAGE_MAX,
  PROMO_CODE_MAX_LENGTH,
  PROMO_CODES_MAX,
} from "../shop-constants.ts";
import { z } from "../zod.ts";

/** A storefront variant id as Shopify writes it; anything else cannot name a book we sell. */
export const variantIdSchema = z
  .string()
  .check(z.maxLength(200), z.regex(/^gid:\/\/shopify\/ProductVariant\/[A-Za-z0-9_-]+$/));

/** Stock of one variant as the server reports it to the browser (GET /api/stock). */
export const variantStockSchema = z.object({
  availableForSale: z.boolean(),
  quantityAvailable: z.int().check(z.gte(0)),
});
export type VariantStock = z.infer<typeof variantStockSchema>;

/** One cart line sent to the server: which variant and how many (prices are the server's to decide). */
export const cartLineInputSchema = z.object({
  variantId: variantIdSchema,
  quantity: z.int().check(z.gte(1), z.lte(CART_MAX_LINE_QUANTITY)),
});
export type CartLineInput = z.infer<typeof cartLineInputSchema>;

/** A promo code as typed: trimmed, upper-cased, bounded. */
export const promoCodeSchema = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(PROMO_CODE_MAX_LENGTH), z.toUpperCase());

export const promoRequestSchema = z.object({
  lines: z.array(cartLineInputSchema).check(z.minLength(1), z.maxLength(CART_MAX_LINES)),
  codes: z.array(promoCodeSchema).check(z.minLength(1), z.maxLength(PROMO_CODES_MAX)),
});
export type PromoRequest = z.infer<typeof promoRequestSchema>;

/** docs/product.md §7 call 6: codes may come as a list or as one comma-separated string; blanks are dropped. */
function splitCodes(codes: unknown): unknown {
  const list = codes === undefined ? [] : typeof codes === "string" ? codes.split(",") : codes;
  return Array.isArray(list) ? list.filter((code) => typeof code !== "string" || code.trim() !== "") : list;
}

/**
 * « C'est pour offrir » (issue 40): the message is checked as the cart page checks it, its French refusal kept as the
 * issue's message, then normalised. A body far over the limit is refused before the checks read it.
 */
export const giftRequestSchema = z.object({
  message: z.pipe(
    z.string().check(
      z.maxLength(GIFT_MESSAGE_MAX * 4),
      z.superRefine((message, context) => {
        const problem = giftMessageProblem(message);
        if (problem) context.addIssue({ code: "custom", message: problem, input: message });
      }),
    ),
    z.transform(normaliseGiftMessage),
  ),
  hidePrice: z.boolean(),
});

export const checkoutRequestSchema = z.object({
  lines: z.array(cartLineInputSchema).check(z.minLength(1), z.maxLength(CART_MAX_LINES)),
  codes: z.pipe(z.transform(splitCodes), z.array(promoCodeSchema).check(z.maxLength(PROMO_CODES_MAX))),
  /** Absent or null: not a gift. */
  gift: z.optional(z.nullable(giftRequestSchema)),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** docs/product.md §7 call 8's answer: all codes reported not applicable and no discount whenever `error` is set. */
export const promoValidationSchema = z.object({
  error: z.nullable(z.string()),
  notApplicable: z.array(z.string()),
  validCodes: z.array(z.string()),
  totalDiscount: z.number().check(z.gte(0)),
});
export type PromoValidation = z.infer<typeof promoValidationSchema>;

/** A line the stock recheck changed: 0 copies when the book is out of stock. */
export const stockAdjustmentSchema = z.object({
  variantId: z.string(),
  quantity: z.int().check(z.gte(0)),
  reason: z.enum(["outOfStock", "limited"]),
});
export type StockAdjustment = z.infer<typeof stockAdjustmentSchema>;

/** POST /api/cart/checkout's answer: either the cart must be adjusted first, or the hosted checkout is ready. */
export const checkoutOutcomeSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("adjusted"), adjustments: z.array(stockAdjustmentSchema).check(z.minLength(1)) }),
  z.object({ status: z.literal("ready"), cartId: z.string(), checkoutUrl: z.string() }),
]);
export type CheckoutOutcome = z.infer<typeof checkoutOutcomeSchema>;
