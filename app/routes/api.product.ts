import { CATALOGUE_MESSAGES } from "../../core/messages/catalogue.ts";
import { servicesContext } from "../context.ts";
import { loadQuickView } from "../lib/product/product-page.server.ts";
import type { Route } from "./+types/api.product";

/** What the quick-view dialog and a card's 'Ajouter au panier' need of a book: `GET /api/product?handle=`. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const handle = new URL(request.url).searchParams.get("handle") ?? "";
  const view = await loadQuickView(context.get(servicesContext), handle);
  if (!view) return Response.json({ error: CATALOGUE_MESSAGES.productNotFound }, { status: 404 });
  return Response.json(view, { headers: { "Cache-Control": "no-store" } });
}
