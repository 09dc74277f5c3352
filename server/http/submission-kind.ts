import { ALERT_ONE_CLICK_PATH } from "../../core/demand/alert-paths.ts";
import { UCP_MCP_PATH } from "../agents/ucp-version.ts";

/**
 * What a POST is, by its path (lower case: React Router matches paths without case):
 * - `storefront-api`: the Storefront-compatible GraphQL endpoint. Its token, not a cookie, says who calls, and
 *   Shopify's own endpoint takes any origin: the origin is not checked, the content type is (JSON or GraphQL).
 * - `agent`: the MCP endpoint of shopping agents (UCP, decision 035). Agents call it from their servers, or from a
 *   browser page elsewhere; it reads no cookie, so any origin may call it; its body is JSON-RPC.
 * - `json`: every other endpoint under `/api/` and `/webhooks/`: a JSON body, from the shop's own pages (or from a
 *   server that sends no `Origin`, such as Shopify's webhooks).
 * - `one-click`: the one-click unsubscribe of the shop's e-mails (RFC 8058). A mail provider posts it from its own
 *   servers or its webmail, with whatever origin: the signed token in the address is the authority, the origin is not
 *   checked; the body is a form's (`List-Unsubscribe=One-Click`).
 * - `page`: everything else is a form of a page (or its `.data` twin, the same action through React Router's fetch):
 *   a form's encoding, from the shop's own pages.
 */
export type SubmissionKind = "storefront-api" | "one-click" | "agent" | "json" | "page";

export function submissionKindOf(path: string): SubmissionKind {
  const lower = path.toLowerCase();
  if (/^\/api\/[^/]+\/graphql\.json\/?$/.test(lower)) return "storefront-api";
  if (lower === ALERT_ONE_CLICK_PATH || lower === `${ALERT_ONE_CLICK_PATH}/`) return "one-click";
  if (lower === UCP_MCP_PATH || lower === `${UCP_MCP_PATH}/`) return "agent";
  if (lower.startsWith("/api/") || lower.startsWith("/webhooks/")) return "json";
  return "page";
}
