import { type CartInput, type CartUserError, checkCartInput } from "../cart/cart-input.ts";
import { COMMERCE_CART_MESSAGES } from "../cart/cart-messages.ts";
import { priceLines, readCartVariants } from "../cart/cart-pricing.ts";
import { insertCart, newCartId, type StoredCart } from "../cart/cart-store.ts";
import { applyDiscounts, distinctCodes, readDiscountRules } from "../discounts.ts";
import { cartNode } from "./cart-node.ts";
import type { StorefrontContext } from "./storefront-context.ts";

type CartCreatePayload = { cart: unknown; userErrors: CartUserError[]; warnings: never[] };

/**
 * `Mutation.cartCreate`: checks the input, stores the cart (lines, attributes, note, codes) under a random id and answers
 * it priced, with the codes that apply. Any fault is a user error and nothing is stored, like Shopify; a trial cart
 * (TRIAL_CART_HEADER) is never stored.
 */
export async function cartCreate(
  args: Record<string, unknown>,
  context: StorefrontContext,
): Promise<CartCreatePayload> {
  const input = (args.input ?? {}) as CartInput;
  const checked = checkCartInput(input);
  const errors = [...checked.errors];

  const variants = await readCartVariants(
    context.db,
    checked.lines.map((line) => line.variantId),
  );
  for (const line of checked.lines) {
    if (variants.has(line.variantId)) continue;
    errors.push({
      field: ["input", "lines", String(line.index), "merchandiseId"],
      message: COMMERCE_CART_MESSAGES.unknownVariant(line.merchandiseId),
      code: "INVALID_MERCHANDISE_LINE",
    });
  }
  if (errors.length === 0 && !context.trialCart && !(await context.mayStoreCart())) {
    errors.push({ field: ["input"], message: COMMERCE_CART_MESSAGES.tooManyCarts, code: "INVALID" });
  }
  if (errors.length > 0) return { cart: null, userErrors: errors, warnings: [] };

  const lines = checked.lines.map(({ variantId, quantity, attributes }) => ({ variantId, quantity, attributes }));
  const discountCodes = distinctCodes(checked.discountCodes);
  const rules = await readDiscountRules(context.db, discountCodes);
  const now = new Date();
  const priced = priceLines(lines, variants, (subtotal) => applyDiscounts(subtotal, discountCodes, rules, now));
  const newCart = { lines, attributes: checked.attributes, note: checked.note, discountCodes };
  // A promo check's trial cart is answered the same, but nobody will open its checkout: it is not stored.
  const cart: StoredCart = context.trialCart
    ? { id: newCartId(), ...newCart, createdAt: now }
    : await insertCart(context.db, newCart);
  return { cart: cartNode(cart, priced, context), userErrors: [], warnings: [] };
}
