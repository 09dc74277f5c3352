import type { RequestHandler } from "express";
import { rateLimit } from "express-rate-limit";
import { GENERIC_MESSAGES } from "../../app/lib/messages/generic.ts";

export type RateLimitOptions = { windowMs: number; limit: number };

/**
 * A per-client limit (keyed on `req.ip`, so on the socket's address unless TRUST_PROXY is set) answering 429 with the
 * shop's French message: as JSON to API callers, as text to a browser form posted without JavaScript.
 */
export function createRateLimit({ windowMs, limit }: RateLimitOptions): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    handler(req, res) {
      const message = GENERIC_MESSAGES.tooManyRequests;
      if (req.accepts(["json", "html"]) === "html") res.status(429).type("text/plain; charset=utf-8").send(message);
      else res.status(429).json({ error: message });
    },
  });
}
