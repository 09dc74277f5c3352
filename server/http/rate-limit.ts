import type { Express, Request, RequestHandler, Response } from "express";
import { rateLimit } from "express-rate-limit";
import { GENERIC_MESSAGES } from "../../core/messages/generic.ts";

export type RateLimitOptions = {
  windowMs: number;
  limit: number;
  /** A second budget over a day (submissions only): what a client may make the database keep. */
  perDay?: number;
};

/** How an endpoint that speaks its own protocol (JSON-RPC for agents) refuses. */
export type RateLimitAnswer = {
  refuse?: (req: Request, res: Response, windowMs: number) => void;
};

/** The shop's 429: its French message, as JSON to API callers, as text to a browser form posted without JavaScript. */
export function refuseInFrench(req: Request, res: Response) {
  const message = GENERIC_MESSAGES.tooManyRequests;
  if (req.accepts(["json", "html"]) === "html") res.status(429).type("text/plain; charset=utf-8").send(message);
  else res.status(429).json({ error: message });
}

/**
 * A per-client limit (keyed on `req.ip`, so on the socket's address unless TRUST_PROXY is set) answering 429 with the
 * shop's French message: as JSON to API callers, as text to a browser form posted without JavaScript, unless the
 * endpoint refuses its own way.
 */
export function createRateLimit({ windowMs, limit }: RateLimitOptions, answer: RateLimitAnswer = {}): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    // Ignoring X-Forwarded-For without TRUST_PROXY is the point (a forged one must not open a new budget), not a
    // misconfiguration to report on every start.
    validate: { xForwardedForHeader: false },
    handler(req, res) {
      if (answer.refuse) answer.refuse(req, res, windowMs);
      else refuseInFrench(req, res);
    },
  });
}

/**
 * A budget of the whole instance, whatever the address: what a crowd of addresses (a botnet, no per-client limit holds
 * it) may make an endpoint do in a window. Refused as cheaply as a per-client limit, before any database work.
 */
export function createInstanceLimit(
  { windowMs, limit }: RateLimitOptions,
  answer: RateLimitAnswer = {},
): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: false,
    legacyHeaders: false,
    keyGenerator: () => "instance",
    validate: { xForwardedForHeader: false, keyGeneratorIpFallback: false },
    handler(req, res) {
      if (answer.refuse) answer.refuse(req, res, windowMs);
      else refuseInFrench(req, res);
    },
  });
}

/** The methods for which React Router runs a route's action. */
const ACTION_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * A budget of submissions: its limit per window and, when it has one, per day. One budget can be mounted on several
 * endpoints, which then count together (the shop's checkouts and the carts agents make, issue 41).
 */
export function submissionBudget(options: RateLimitOptions, answer: RateLimitAnswer = {}): RequestHandler[] {
  const limits = [createRateLimit(options, answer)];
  if (options.perDay) limits.push(createRateLimit({ windowMs: 24 * 60 * 60_000, limit: options.perDay }, answer));
  return limits;
}

/**
 * A limit on the submissions to a React Router route: its action runs for any of those methods, at the page's path and
 * at its `.data` path (a submission made through React Router), so the limit counts them all, in one budget. Only what
 * the submission gate let through reaches it (POST, from the shop's origin, in its endpoint's body type): a refused
 * request spends nothing (submission-gate.ts).
 */
export function limitSubmissions(app: Express, path: string, budget: RateLimitOptions | RequestHandler[]) {
  const limits = Array.isArray(budget) ? budget : submissionBudget(budget);
  for (const limit of limits) {
    app.all([path, `${path}.data`], (req, res, next) => {
      if (ACTION_METHODS.has(req.method)) limit(req, res, next);
      else next();
    });
  }
}
