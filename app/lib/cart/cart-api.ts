import type { CartLineInput, CheckoutOutcome, PromoValidation } from "../../../core/cart/cart-schemas.ts";
import type { GiftOptions } from "../../../core/checkout/gift.ts";
import type { CartItem } from "../../stores/cart-lines.ts";

/** What the server needs of the cart: variants and counts (it prices them itself). */
export function linesOf(items: CartItem[]): CartLineInput[] {
  return items.map((item) => ({ variantId: item.variantId, quantity: item.quantity }));
}

/** The answers' schemas (and zod) load with the first answer to check, not with the page. */
const cartSchemas = () => import("../../../core/cart/cart-schemas.ts");

/** The server refused the request with a French message meant for the visitor (4xx, rate limit included). */
export class CartApiRefusal extends Error {
  override name = "CartApiRefusal";
}

async function postJson(path: string, body: unknown): Promise<unknown> {
  const response = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
  });
  const json: unknown = await response.json().catch(() => null);
  if (response.ok) return json;
  const message = typeof json === "object" && json !== null && "error" in json ? json.error : null;
  if (response.status < 500 && typeof message === "string") throw new CartApiRefusal(message);
  throw new Error(`POST ${path} : ${response.status}`);
}

/** docs/product.md §7 call 8 through POST /api/cart/promo. Throws when the server cannot answer. */
export async function validatePromoCodes(items: CartItem[], codes: string[]): Promise<PromoValidation> {
  const [json, { promoValidationSchema }] = await Promise.all([
    postJson("/api/cart/promo", { lines: linesOf(items), codes }),
    cartSchemas(),
  ]);
  return promoValidationSchema.parse(json);
}

/**
 * docs/product.md §7 call 9 through POST /api/cart/checkout: stock adjustments to make, or the checkout URL. A gift
 * (issue 40) travels with it.
 */
export async function createCheckout(
  items: CartItem[],
  codes: string[],
  gift: GiftOptions | null = null,
): Promise<CheckoutOutcome | null> {
  const [json, { checkoutOutcomeSchema }] = await Promise.all([
    postJson("/api/cart/checkout", { lines: linesOf(items), codes, ...(gift ? { gift } : {}) }),
    cartSchemas(),
  ]);
  const outcome = checkoutOutcomeSchema.safeParse(json);
  return outcome.success ? outcome.data : null;
}
