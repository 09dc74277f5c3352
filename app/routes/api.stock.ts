import { variantIdSchema } from "../../core/cart/cart-schemas.ts";
import { CART_MESSAGES } from "../../core/messages/cart.ts";
import { servicesContext } from "../context.ts";
import type { Route } from "./+types/api.stock";

/** Real stock of one variant for the add-to-cart checks (docs/product.md §5): `GET /api/stock?variantId=<gid>`. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const variantId = variantIdSchema.safeParse(new URL(request.url).searchParams.get("variantId"));
  if (!variantId.success) return Response.json({ error: CART_MESSAGES.invalidVariant }, { status: 400 });
  const stock = await context.get(servicesContext).cart.stock(variantId.data);
  return Response.json(stock, { headers: { "Cache-Control": "no-store" } });
}
