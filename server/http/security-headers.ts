import { randomBytes, randomUUID } from "node:crypto";
import type { RequestHandler, Response } from "express";
import helmet from "helmet";

/** A fresh CSP nonce and request id for every response (read by the SSR handler and the error log). */
export const assignRequestIdentity: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  res.locals.requestId = randomUUID();
  // The id the server log carries: a visitor reporting a problem can quote it.
  res.setHeader("X-Request-Id", res.locals.requestId);
  next();
};

export function securityHeaders(options: { production: boolean; development: boolean }): RequestHandler {
  return helmet({
    // Vite's dev server injects inline scripts of its own; the policy applies to the built shop.
    contentSecurityPolicy: options.development
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as unknown as Response).locals.cspNonce}'`],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", "data:", "https:"],
            fontSrc: ["'self'", "data:"],
            connectSrc: ["'self'"],
            formAction: ["'self'", "https:"],
            frameAncestors: ["'none'"],
            baseUri: ["'self'"],
            objectSrc: ["'none'"],
          },
        },
    strictTransportSecurity: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
}
