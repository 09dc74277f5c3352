import { promoRequestSchema } from "../../core/cart/cart-schemas.ts";
import { CART_MESSAGES } from "../../core/messages/cart.ts";
import { GENERIC_MESSAGES } from "../../core/messages/generic.ts";
import { PROMO_MESSAGES } from "../../core/messages/promo.ts";
import { servicesContext } from "../context.ts";
import { readJsonBody } from "../lib/http/json-body.server.ts";
import type { Route } from "./+types/api.cart.promo";

/**
 * docs/product.md §7 call 8: `POST /api/cart/promo` with `{ lines: [{ variantId, quantity }], codes: [...] }` answers
 * `{ error, notApplicable, validCodes, totalDiscount }` from a trial cart. Rate-limited in server/http/create-app.ts.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return Response.json({ error: GENERIC_MESSAGES.badRequest }, { status: 405 });
  const body = await readJsonBody(request, promoRequestSchema, CART_MESSAGES.invalidCart, (issues) =>
    issues.some((issue) => issue.path[0] === "codes" && issue.code === "too_big") ? PROMO_MESSAGES.tooLong : undefined,
  );
  if (!body.ok) return body.response;
  const validation = await context.get(servicesContext).cart.validatePromo(body.value.lines, body.value.codes);
  return Response.json(validation, { headers: { "Cache-Control": "no-store" } });
}
