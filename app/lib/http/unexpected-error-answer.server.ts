import type { MiddlewareFunction } from "react-router";
import { plainErrorPage } from "../../../core/http/plain-error-page.server.ts";
import { GENERIC_MESSAGES } from "../../../core/messages/generic.ts";

/**
 * React Router's own answer to an error no error boundary can render (a resource route's loader or action that throws,
 * a page whose rendering fails): status 500, `text/plain` with no charset, "Unexpected Server Error" in English. Our
 * routes never answer that: their text answers name their charset.
 */
function isReactRoutersLastResort(response: Response): boolean {
  return response.status === 500 && response.headers.get("Content-Type") === "text/plain";
}

/**
 * Issue 8: an unexpected error answers in French on every route, not only where the shop's error boundary renders.
 * A browser asking for a page gets a small French page; an API caller, the JSON shape of the shop's other errors.
 * React Router's `handleError` (entry.server.tsx) has already logged the error once, with the path and request id.
 */
export const answerUnexpectedInFrench: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  if (!isReactRoutersLastResort(response)) return response;
  const headers = new Headers(response.headers);
  headers.delete("Content-Length");
  if (request.headers.get("Accept")?.includes("text/html")) {
    headers.set("Content-Type", "text/html; charset=utf-8");
    return new Response(plainErrorPage("Oups !", GENERIC_MESSAGES.unexpected), { status: 500, headers });
  }
  headers.set("Content-Type", "application/json; charset=utf-8");
  return new Response(JSON.stringify({ error: GENERIC_MESSAGES.unexpected }), { status: 500, headers });
};
