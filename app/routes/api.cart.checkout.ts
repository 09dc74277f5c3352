import { checkoutRequestSchema } from "../../core/cart/cart-schemas.ts";
import { errorSummary } from "../../core/http/error-summary.server.ts";
import { CART_MESSAGES } from "../../core/messages/cart.ts";
import { CHECKOUT_CREATION_MESSAGES } from "../../core/messages/checkout-creation.ts";
import { GENERIC_MESSAGES } from "../../core/messages/generic.ts";
import { GIFT_MESSAGES } from "../../core/messages/gift.ts";
import { PROMO_MESSAGES } from "../../core/messages/promo.ts";
import { servicesContext } from "../context.ts";
import { readJsonBody } from "../lib/http/json-body.server.ts";
import type { Route } from "./+types/api.cart.checkout";

/**
 * docs/product.md §4 checkout: `POST /api/cart/checkout` with `{ lines, codes, gift? }` answers either the stock adjustments to make
 * first, or the hosted checkout URL. A storefront failure is logged and answered 502 with the toast text of docs/product.md §8.3.
 * Rate-limited in server/http/create-app.ts.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return Response.json({ error: GENERIC_MESSAGES.badRequest }, { status: 405 });
  const body = await readJsonBody(request, checkoutRequestSchema, CART_MESSAGES.invalidCart, messageOf);
  if (!body.ok) return body.response;
  try {
    const { lines, codes, gift } = body.value;
    const outcome = await context.get(servicesContext).cart.checkout(lines, codes, gift ?? null);
    return Response.json(outcome, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    console.error(`[panier] création du paiement : ${errorSummary(error)}`);
    return Response.json({ error: CHECKOUT_CREATION_MESSAGES.creationFailed }, { status: 502 });
  }
}

/** The French refusal the visitor can act on: a code too long, or what is wrong with the message for the child. */
function messageOf(issues: ReadonlyArray<{ path: PropertyKey[]; code: string; message: string }>): string | undefined {
  if (issues.some((issue) => issue.path[0] === "codes" && issue.code === "too_big")) return PROMO_MESSAGES.tooLong;
  const gift = issues.find((issue) => issue.path[0] === "gift");
  if (!gift) return undefined;
  if (gift.code === "custom") return gift.message;
  return gift.code === "too_big" && gift.path[1] === "message" ? GIFT_MESSAGES.tooLong : GIFT_MESSAGES.invalid;
}
