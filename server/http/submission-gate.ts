import type { RequestHandler } from "express";
import { GENERIC_MESSAGES } from "../../core/messages/generic.ts";
import { refuse } from "./refusal.ts";
import { originOf, requestOrigin } from "./request-origin.ts";
import { type SubmissionKind, submissionKindOf } from "./submission-kind.ts";

/**
 * The methods the shop answers. Its forms post, its pages and files are read, and its JSON endpoints may also update
 * (PUT) or remove (DELETE) what they made (a shared list); React Router would run a page's action for PUT, PATCH or
 * DELETE too, and `new Request` throws on TRACE or CONNECT (a 500): every other method, and PUT or DELETE anywhere
 * but a JSON endpoint, is a 405.
 */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS"] as const;
const ALLOW_HEADER = "GET, HEAD, POST";
const JSON_ALLOW_HEADER = "GET, HEAD, POST, PUT, DELETE";

const CONTENT_TYPES: Record<SubmissionKind, readonly string[]> = {
  "storefront-api": ["application/json", "application/graphql"],
  "one-click": ["application/x-www-form-urlencoded", "multipart/form-data"],
  agent: ["application/json"],
  json: ["application/json"],
  // What an HTML form sends (`text/plain`, the third encoding a form may use, is how a page elsewhere posts JSON).
  page: ["application/x-www-form-urlencoded", "multipart/form-data"],
};

export type SubmissionGateOptions = {
  /** SITE_URL: the public origin the shop's pages are served from, behind whatever proxy. */
  siteUrl?: string;
};

/**
 * One gate in front of every route, before every rate limiter (decision 030): an unknown method, a post from another
 * origin and a body in a type its endpoint does not take are answered here, in French, without a log line, and never
 * spend a visitor's budget. Accepted origins: SITE_URL's and the request's own (the shop reached as `127.0.0.1` or on
 * a LAN address), each compared on scheme, host and port. A post without `Origin` comes from no browser (a script,
 * Shopify): it holds no visitor's cookie to abuse, and the rate limits count it.
 */
export function submissionGate(options: SubmissionGateOptions = {}): RequestHandler {
  const siteOrigin = options.siteUrl ? new URL(options.siteUrl).origin : null;
  return (req, res, next) => {
    if (req.method === "OPTIONS") {
      res
        .status(204)
        .set("Allow", submissionKindOf(req.path) === "json" ? JSON_ALLOW_HEADER : ALLOW_HEADER)
        .end();
      return;
    }
    if (!(ALLOWED_METHODS as readonly string[]).includes(req.method)) {
      res.set("Allow", ALLOW_HEADER);
      refuse(req, res, 405, GENERIC_MESSAGES.methodNotAllowed);
      return;
    }
    if (req.method === "GET" || req.method === "HEAD") {
      next();
      return;
    }
    const kind = submissionKindOf(req.path);
    if (req.method !== "POST" && kind !== "json") {
      res.set("Allow", ALLOW_HEADER);
      refuse(req, res, 405, GENERIC_MESSAGES.methodNotAllowed);
      return;
    }
    const origin = req.get("origin");
    if (kind !== "storefront-api" && kind !== "one-click" && kind !== "agent" && origin !== undefined) {
      const given = originOf(origin);
      if (given === null || (given !== siteOrigin && given !== requestOrigin(req))) {
        refuse(req, res, 403, GENERIC_MESSAGES.crossOrigin);
        return;
      }
    }
    const type = (req.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
    if (!CONTENT_TYPES[kind].includes(type)) {
      refuse(req, res, 415, GENERIC_MESSAGES.unsupportedContent);
      return;
    }
    next();
  };
}
