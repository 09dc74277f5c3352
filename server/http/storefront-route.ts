import express, { type RequestHandler } from "express";
import { CLIENT_HEADER, REQUEST_ID_HEADER } from "../commerce/graphql/local-storefront-handler.ts";
import { COMMERCE_MESSAGES } from "../commerce/graphql/messages.ts";
import { PUBLISHED_LOCAL_STOREFRONT_TOKEN } from "../config.ts";
import { sendFetchResponse, toFetchRequest } from "./fetch-adapter.ts";
import { createRateLimit, type RateLimitOptions } from "./rate-limit.ts";

type FetchHandler = (request: Request) => Promise<Response>;

/** Largest GraphQL request body accepted, like a generous Shopify client would send. */
const GRAPHQL_BODY_LIMIT = "1mb";

/**
 * GraphQL requests over HTTP per client and minute. The storefront's own calls are in process and never count; a
 * tool reading the whole catalogue needs 13 pages of 250, a script looping a costly document is slowed to 2 a second.
 */
export const STOREFRONT_HTTP_RATE_LIMIT: RateLimitOptions = { windowMs: 60_000, limit: 120 };

/**
 * Whether the local Storefront endpoint is served over HTTP. In production only with a token of the shop's own: the
 * default one is published in the README, so with it the endpoint stays in process (the storefront's own calls).
 */
export function storefrontServedOverHttp(env: "development" | "production" | "test", token: string): boolean {
  return env !== "production" || token !== PUBLISHED_LOCAL_STOREFRONT_TOKEN;
}

/**
 * The Express handlers of `/api/{version}/graphql.json`: a per-client rate limit, the body read up to 1 MB, then the
 * same fetch handler the storefront calls in process (with the request id, for its logs). When not served, a 404
 * that says why, in French.
 */
export function storefrontHttpRoute(
  storefront: FetchHandler,
  options: { served: boolean; rateLimit?: RateLimitOptions },
): RequestHandler[] {
  if (!options.served) {
    return [
      (_req, res) => {
        res.status(404).json({ errors: [{ message: COMMERCE_MESSAGES.notServedOverHttp }] });
      },
    ];
  }
  return [
    createRateLimit(options.rateLimit ?? STOREFRONT_HTTP_RATE_LIMIT),
    express.raw({ type: () => true, limit: GRAPHQL_BODY_LIMIT }),
    async (req, res) => {
      const request = toFetchRequest(req);
      request.headers.set(REQUEST_ID_HEADER, String(res.locals.requestId ?? ""));
      // Always ours, never the client's: its carts count against its address's quota.
      request.headers.set(CLIENT_HEADER, req.ip ?? "inconnu");
      await sendFetchResponse(res, await storefront(request));
    },
  ];
}
