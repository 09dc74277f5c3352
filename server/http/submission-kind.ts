/**
 * What a POST is, by its path (lower case: React Router matches paths without case):
 * - `storefront-api`: the Storefront-compatible GraphQL endpoint. Its token, not a cookie, says who calls, and
 *   Shopify's own endpoint takes any origin: the origin is not checked, the content type is (JSON or GraphQL).
 * - `json`: every other endpoint under `/api/` and `/webhooks/`: a JSON body, from the shop's own pages (or from a
 *   server that sends no `Origin`, such as Shopify's webhooks).
 * - `page`: everything else is a form of a page (or its `.data` twin, the same action through React Router's fetch):
 *   a form's encoding, from the shop's own pages.
 */
export type SubmissionKind = "storefront-api" | "json" | "page";

export function submissionKindOf(path: string): SubmissionKind {
  const lower = path.toLowerCase();
  if (/^\/api\/[^/]+\/graphql\.json\/?$/.test(lower)) return "storefront-api";
  if (lower.startsWith("/api/") || lower.startsWith("/webhooks/")) return "json";
  return "page";
}
