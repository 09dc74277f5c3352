import { errorSummary } from "../../core/http/error-summary.server.ts";
import { GENERIC_MESSAGES } from "../../core/messages/generic.ts";
import { SHARED_LIST_MESSAGES } from "../../core/messages/shared-list.ts";
import { z } from "../../core/zod.ts";
import { requestInfoContext, servicesContext } from "../context.ts";
import { readJsonBody } from "../lib/http/json-body.server.ts";
import type { Route } from "./+types/api.shared-list";

/**
 * `/api/listes/{id}`, the owner's hand on a shared list (issue 40): `PUT { secret, title, items }` updates it under the
 * same link, `DELETE { secret }` stops sharing it. Without the owner's secret the list is not found (404): nobody
 * learns whether a link exists by trying secrets.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "PUT" && request.method !== "DELETE") {
    return Response.json({ error: GENERIC_MESSAGES.badRequest }, { status: 405 });
  }
  const body = await readJsonBody(request, z.unknown(), SHARED_LIST_MESSAGES.invalid);
  if (!body.ok) return body.response;
  const posted = (typeof body.value === "object" && body.value !== null ? body.value : {}) as Record<string, unknown>;
  const { sharedLists } = context.get(servicesContext);
  try {
    const result =
      request.method === "DELETE"
        ? await sharedLists.stop(params.id, posted.secret)
        : await sharedLists.update(params.id, posted.secret, posted);
    if (result.status === "not-found") return Response.json({ error: SHARED_LIST_MESSAGES.notYours }, { status: 404 });
    if (result.status === "invalid") return Response.json({ error: result.error }, { status: 400 });
    return Response.json({ status: result.status }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    const { requestId } = context.get(requestInfoContext);
    console.error(`[listes partagées] liste non modifiée (requête ${requestId}) : ${errorSummary(error)}`);
    return Response.json({ error: SHARED_LIST_MESSAGES.failed }, { status: 503 });
  }
}
