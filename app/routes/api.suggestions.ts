import { z } from "zod";
import { SEARCH_TERM_MAX_LENGTH } from "../../core/shop-constants.ts";
import { servicesContext } from "../context.ts";
import type { Route } from "./+types/api.suggestions";

/** Any `q` is accepted: missing, blank or odd text simply yields fewer suggestions, never an error. */
const querySchema = z
  .string()
  .nullable()
  .transform((q) => (q ?? "").trim().slice(0, SEARCH_TERM_MAX_LENGTH));

/** Predictive search for the header (docs/product.md §2): a few books and the categories matching what is typed so far. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const q = querySchema.parse(new URL(request.url).searchParams.get("q"));
  const suggestions = context.get(servicesContext).catalogue.suggest(q);
  return Response.json(suggestions, { headers: { "Cache-Control": "public, max-age=60" } });
}
