import { z } from "zod";
import { readJsonUpTo } from "../../core/http/request-body.server.ts";
import { GENERIC_MESSAGES } from "../../core/messages/generic.ts";
import { servicesContext } from "../context.ts";
import type { Route } from "./+types/api.availability";

/** As many handles as the wishlist may hold (wishlist-store.ts keeps 500 at most). */
const requestSchema = z.object({ handles: z.array(z.string().max(255)).max(500) });

/** Longest body read: 500 handles of 255 characters, with room for JSON punctuation. */
const MAX_BODY_BYTES = 140_000;

/**
 * `POST /api/availability` `{ handles }` → `{ gone, unavailable }`: which favourites left the catalogue or cannot be
 * bought now, answered from the catalogue index, so /favoris shows them as unavailable (issue 4 item 6).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return Response.json({ error: GENERIC_MESSAGES.badRequest }, { status: 405 });
  const read = await readJsonUpTo(request, MAX_BODY_BYTES);
  if (!read.ok && read.reason === "too-large") {
    return Response.json({ error: GENERIC_MESSAGES.bodyTooLarge }, { status: 413 });
  }
  if (!read.ok && read.reason === "ill-formed") {
    return Response.json({ error: GENERIC_MESSAGES.illFormedText }, { status: 400 });
  }
  const parsed = requestSchema.safeParse(read.ok ? read.value : null);
  if (!parsed.success) return Response.json({ error: GENERIC_MESSAGES.badRequest }, { status: 400 });
  const { catalogue } = context.get(servicesContext);
  const gone: string[] = [];
  const unavailable: string[] = [];
  for (const handle of new Set(parsed.data.handles)) {
    const product = catalogue.productByHandle(handle);
    if (!product) gone.push(handle);
    else if (!product.availableForSale) unavailable.push(handle);
  }
  return Response.json({ gone, unavailable }, { headers: { "Cache-Control": "no-store" } });
}
