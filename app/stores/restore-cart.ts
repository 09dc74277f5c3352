import { variantIdSchema } from "../../core/cart/cart-schemas.ts";
import { CART_MAX_LINES, PROMO_CODE_MAX_LENGTH, PROMO_CODES_MAX } from "../../core/shop-constants.ts";
import { z } from "../../core/zod.ts";
import { type CartItem, clampQuantity, type PersistedCart, withQuantity } from "./cart-lines.ts";

// Another tab, an old version or a curious visitor may have written anything under the cart's key. This module (and
// zod) is only loaded when something is stored.
const text = (max: number) => z.string().check(z.maxLength(max));
const imageShape = z.object({
  url: text(2000),
  altText: z.nullable(text(1000)),
  width: z.optional(z.nullable(z.number())),
  height: z.optional(z.nullable(z.number())),
});
const itemShape = z.object({
  product: z.object({
    id: z.string().check(z.minLength(1), z.maxLength(200)),
    handle: text(300),
    title: text(500),
    vendor: text(300),
    featuredImage: z.catch(z.nullable(imageShape), null),
  }),
  // The server refuses any other id: a line it cannot price or check is of no use in the cart.
  variantId: variantIdSchema,
  variantTitle: text(500),
  price: z.number().check(z.gte(0), z.lte(100_000)),
  quantity: z.number(),
  selectedOptions: z.array(z.object({ name: text(200), value: text(500) })).check(z.maxLength(20)),
  isShopify: z.catch(z.boolean(), true),
});
const cartShape = z.object({
  items: z.array(z.unknown()).check(z.maxLength(1000)),
  cartId: z.catch(z.nullable(text(500)), null),
  checkoutUrl: z.catch(z.nullable(text(2000)), null),
  appliedPromoCodes: z.catch(z.array(z.unknown()), []),
  promoTotalDiscount: z.catch(z.number(), 0),
});

/**
 * The persisted cart if it is ours, else null. Malformed lines are dropped, quantities are whole copies within
 * 1..99, the same variant appears once, and the discount is never negative nor above the subtotal.
 */
export function restoreCart(persisted: unknown): PersistedCart | null {
  const parsed = cartShape.safeParse(persisted);
  if (!parsed.success) return null;
  const byVariant = new Map<string, CartItem>();
  for (const raw of parsed.data.items) {
    const line = itemShape.safeParse(raw);
    if (!line.success) continue;
    const quantity = clampQuantity(line.data.quantity);
    if (quantity <= 0) continue;
    const previous = byVariant.get(line.data.variantId);
    if (previous) byVariant.set(previous.variantId, withQuantity(previous, previous.quantity + quantity));
    else if (byVariant.size < CART_MAX_LINES) byVariant.set(line.data.variantId, { ...line.data, quantity });
  }
  const items = [...byVariant.values()];
  const codes = [
    ...new Set(
      parsed.data.appliedPromoCodes.filter(
        (code): code is string =>
          typeof code === "string" && code.trim() !== "" && code.length <= PROMO_CODE_MAX_LENGTH,
      ),
    ),
  ].slice(0, PROMO_CODES_MAX);
  const subtotal = items.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const discount = Number.isFinite(parsed.data.promoTotalDiscount)
    ? Math.min(subtotal, Math.max(0, parsed.data.promoTotalDiscount))
    : 0;
  return {
    items,
    cartId: parsed.data.cartId,
    checkoutUrl: parsed.data.checkoutUrl,
    appliedPromoCodes: items.length > 0 ? codes : [],
    promoTotalDiscount: items.length > 0 && codes.length > 0 ? discount : 0,
  };
}
