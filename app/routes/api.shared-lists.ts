import { errorSummary } from "../../core/http/error-summary.server.ts";
import { GENERIC_MESSAGES } from "../../core/messages/generic.ts";
import { SHARED_LIST_MESSAGES } from "../../core/messages/shared-list.ts";
import { sharedListPath } from "../../core/shared-lists/shared-list-schema.ts";
import { z } from "../../core/zod.ts";
import { requestInfoContext, servicesContext } from "../context.ts";
import { readJsonBody } from "../lib/http/json-body.server.ts";
import type { Route } from "./+types/api.shared-lists";

/**
 * `POST /api/listes` `{ title, items }` → `{ id, secret, path }`: shares the favourites by a link (issue 40). The body is
 * bounded (64 KB), the route rate-limited in server/http/create-app.ts, and the service counts each address's lists
 * of the day and the shop's; every refusal is a French 4xx.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return Response.json({ error: GENERIC_MESSAGES.badRequest }, { status: 405 });
  const body = await readJsonBody(request, z.unknown(), SHARED_LIST_MESSAGES.invalid);
  if (!body.ok) return body.response;
  const { clientKey, requestId } = context.get(requestInfoContext);
  try {
    const result = await context.get(servicesContext).sharedLists.share(body.value, clientKey);
    if (result.status === "invalid") return Response.json({ error: result.error }, { status: 400 });
    if (result.status === "too-many") {
      return Response.json({ error: SHARED_LIST_MESSAGES.tooManyLists }, { status: 429 });
    }
    if (result.status === "shop-full") return Response.json({ error: SHARED_LIST_MESSAGES.shopFull }, { status: 429 });
    const { id, secret } = result;
    return Response.json({ id, secret, path: sharedListPath(id) }, { status: 201 });
  } catch (error) {
    console.error(`[listes partagées] liste non enregistrée (requête ${requestId}) : ${errorSummary(error)}`);
    return Response.json({ error: SHARED_LIST_MESSAGES.failed }, { status: 503 });
  }
}
