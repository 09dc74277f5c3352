import { checkoutRequestSchema } from "../../core/cart/cart-schemas.ts";
import { errorSummary } from "../../core/http/error-summary.server.ts";
import { CART_MESSAGES } from "../../core/messages/cart.ts";
import { CHECKOUT_CREATION_MESSAGES } from "../../core/messages/checkout-creation.ts";
import { GENERIC_MESSAGES } from "../../core/messages/generic.ts";
import { PROMO_MESSAGES } from "../../core/messages/promo.ts";
import { servicesContext } from "../context.ts";
import { readJsonBody } from "../lib/http/json-body.server.ts";
import type { Route } from "./+types/api.cart.checkout";

/**
 * docs/product.md §4 checkout: `POST /api/cart/checkout` with `{ lines, codes }` answers either the stock adjustments to make
 * first, or the hosted checkout URL. A storefront failure is logged and answered 502 with the toast text of docs/product.md §8.3.
 * Rate-limited in server/http/create-app.ts.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return Response.json({ error: GENERIC_MESSAGES.badRequest }, { status: 405 });
  const body = await readJsonBody(request, checkoutRequestSchema, CART_MESSAGES.invalidCart, (issues) =>
    issues.some((issue) => issue.path[0] === "codes" && issue.code === "too_big") ? PROMO_MESSAGES.tooLong : undefined,
  );
  if (!body.ok) return body.response;
  try {
    const outcome = await context.get(servicesContext).cart.checkout(body.value.lines, body.value.codes);
    return Response.json(outcome, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    console.error(`[panier] création du paiement : ${errorSummary(error)}`);
    return Response.json({ error: CHECKOUT_CREATION_MESSAGES.creationFailed }, { status: 502 });
  }
}
