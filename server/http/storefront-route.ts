import express, { type Request, type RequestHandler, type Response } from "express";
import { COMMERCE_MESSAGES } from "../commerce/graphql/messages.ts";
import { PUBLISHED_LOCAL_STOREFRONT_TOKEN } from "../config.ts";
import { CLIENT_HEADER, REQUEST_ID_HEADER } from "../storefront/storefront-headers.ts";
import { clientKey } from "./client-key.ts";
import { sendFetchResponse, toFetchRequest } from "./fetch-adapter.ts";
import { createRateLimit, type RateLimitOptions } from "./rate-limit.ts";
import { RATE_LIMITS } from "./rate-limits.ts";

type FetchHandler = (request: globalThis.Request) => Promise<globalThis.Response>;

/** Largest GraphQL request body accepted, like a generous Shopify client would send. */
const GRAPHQL_BODY_LIMIT = "1mb";

/**
 * GraphQL documents from HTTP clients run one at a time per instance, a few more wait, the rest answer 503. With
 * PGlite the database runs in the shop's own thread: two documents at once from an attacker held every page up
 * (bench:abuse); one at a time, taking turns with the pages (roots-taking-turns.ts), a page waits at most for one
 * short stretch of the one under way. The storefront's own in-process calls never queue here.
 */
export const STOREFRONT_HTTP_CONCURRENCY = { running: 1, waiting: 16 };

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
  options: { served: boolean; rateLimit?: RateLimitOptions; concurrency?: typeof STOREFRONT_HTTP_CONCURRENCY },
): RequestHandler[] {
  const gate = createGate(options.concurrency ?? STOREFRONT_HTTP_CONCURRENCY);
  if (!options.served) {
    return [
      (_req, res) => {
        res.status(404).json({ errors: [{ message: COMMERCE_MESSAGES.notServedOverHttp }] });
      },
    ];
  }
  return [
    createRateLimit(options.rateLimit ?? RATE_LIMITS.storefrontHttp),
    express.raw({ type: () => true, limit: GRAPHQL_BODY_LIMIT }),
    async (req, res) => {
      const turn = await gate.enter();
      if (!turn) {
        res
          .status(503)
          .set("Retry-After", "1")
          .json({ errors: [{ message: COMMERCE_MESSAGES.busy }] });
        return;
      }
      try {
        await serve(req, res);
      } finally {
        turn.leave();
      }
    },
  ];

  async function serve(req: Request, res: Response) {
    const request = toFetchRequest(req);
    request.headers.set(REQUEST_ID_HEADER, String(res.locals.requestId ?? ""));
    // Always ours, never the client's: its carts count against its address's quota (an IPv6 /56 as one address).
    request.headers.set(CLIENT_HEADER, clientKey(req));
    await sendFetchResponse(res, await storefront(request));
  }
}

/** At most `running` holders at once, `waiting` more in line (first come, first served), the rest refused. */
function createGate(limits: { running: number; waiting: number }) {
  let running = 0;
  const queue: Array<() => void> = [];
  const leave = () => {
    const next = queue.shift();
    if (next) next();
    else running--;
  };
  return {
    async enter(): Promise<{ leave(): void } | null> {
      if (running < limits.running) running++;
      else if (queue.length < limits.waiting) await new Promise<void>((resolve) => queue.push(resolve));
      else return null;
      // Let the requests already received (pages) take their turn before this document runs.
      await new Promise((resolve) => setImmediate(resolve));
      return { leave };
    },
  };
}
