import type { RequestHandler } from "express";

/** RFC 3986 §2.3: letters, digits, '-', '.', '_' and '~' mean the same written as themselves or percent-encoded. */
const ENCODED_UNRESERVED = /%(?:[46][1-9A-F]|[57][0-9A]|3[0-9]|2D|2E|5F|7E)/gi;

/**
 * The path as React Router will match it: dot segments resolved (`/a/../contact`, `/a/%2e%2e/contact`), as the URL
 * parser does for React Router, and percent-encoded unreserved characters decoded (`/cont%61ct`), as React Router
 * decodes each segment. The query is left as it came.
 */
export function canonicalUrl(url: string): string {
  // Only origin-form request targets ('/path?query'); an absolute-form one reaches neither router as a shop path.
  if (!url.startsWith("/")) return url;
  const parsed = new URL(`http://canonical${url}`);
  return parsed.pathname.replace(ENCODED_UNRESERVED, (encoded) => decodeURIComponent(encoded)) + parsed.search;
}

/**
 * Express then routes the same path React Router will serve: a rate limit mounted on `/contact` cannot be dodged by
 * writing the path another way that React Router reads as `/contact`. `originalUrl` keeps what the client sent.
 */
export const canonicalPath: RequestHandler = (req, _res, next) => {
  req.url = canonicalUrl(req.url);
  next();
};
