import { randomBytes, randomUUID } from "node:crypto";
import type { RequestHandler, Response } from "express";
import helmet from "helmet";
import { runWithRequestId } from "../request-scope.ts";

/**
 * A fresh CSP nonce and request id for every response (read by the SSR handler and the error log); the rest of the
 * request runs with its id in scope (server/request-scope.ts), so the storefront's in-process calls log it too.
 */
export const assignRequestIdentity: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  res.locals.requestId = randomUUID();
  // The id the server log carries: a visitor reporting a problem can quote it.
  res.setHeader("X-Request-Id", res.locals.requestId);
  runWithRequestId(res.locals.requestId, next);
};

/** One year, subdomains included: only ever sent over HTTPS, where a browser honours it. */
const HSTS = "max-age=31536000; includeSubDomains";

export function securityHeaders(options: { production: boolean; development: boolean }): RequestHandler {
  const headers = helmet({
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
    strictTransportSecurity: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
  return (req, res, next) => {
    // `req.secure` is the socket's TLS, or X-Forwarded-Proto from a trusted proxy (TRUST_PROXY).
    if (options.production && req.secure) res.setHeader("Strict-Transport-Security", HSTS);
    headers(req, res, next);
  };
}
