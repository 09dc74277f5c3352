import type { Request } from "express";

/**
 * The origin (scheme, host and port) this request was addressed to, built as React Router's Express adapter builds
 * the request URL it hands to the router: `req.protocol` and the host, both read from X-Forwarded-* only behind a
 * trusted proxy (TRUST_PROXY). `rejectInvalidHost` has already refused a host that makes no URL.
 */
export function requestOrigin(req: Request): string {
  const forwarded = req.app.enabled("trust proxy") ? req.get("x-forwarded-host")?.split(":")[1] : undefined;
  const own = req.get("host")?.split(":")[1];
  const port = [forwarded, own].map((value) => Number.parseInt(value ?? "", 10)).find(Number.isSafeInteger);
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  return new URL(`${req.protocol}://${hostname}${port === undefined ? "" : `:${port}`}`).origin;
}

/**
 * The origin an `Origin` header names, normalised (`https://shop:443` is `https://shop`), or null when it names none
 * a browser would send for a page of ours (`null`, not a URL, not http or https).
 */
export function originOf(header: string): string | null {
  if (!URL.canParse(header)) return null;
  const url = new URL(header);
  return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
}
