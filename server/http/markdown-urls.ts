import type { RequestHandler } from "express";

/** What a page's `.md` address asks for: its Markdown rendition, whatever the client's own Accept says. */
const MARKDOWN_ACCEPT = "text/markdown";

/**
 * The page a `.md` address names (issue 50): `/faq.md` is `/faq`, `/produit/le-loup.md` is `/produit/le-loup`, and
 * `/.md` or `/index.md` is the home page. Files and API paths are no pages (`/robots.txt.md`, `/api/chat.md`): their
 * resource routes would answer as themselves, so they name nothing. `undefined` for an address not ending in `.md`.
 */
export function markdownPagePath(path: string): string | null | undefined {
  if (!path.endsWith(".md")) return undefined;
  if (path === "/.md" || path === "/index.md") return "/";
  const page = path.slice(0, -".md".length);
  if (page.endsWith("/") || page.startsWith("/api/") || /\.[^/]*$/.test(page)) return null;
  return page;
}

/**
 * Agents that cannot set `Accept` (a link in llms.txt, a fetch tool) ask for a page's Markdown by its address: the
 * request is served as the page with `Accept: text/markdown`, so it takes the one path the Accept header takes
 * (app/entry.server.tsx), written before the kept pages are read and never kept with them: neither rendition is sent
 * for the other. `markdownUrl` has that path answer 404 in Markdown where the page has no rendition; an address that
 * names no page keeps its path, which React Router answers as an unknown page. Mounted just before React Router:
 * files, covers and the API never see a rewritten path.
 */
export const markdownUrls: RequestHandler = (req, res, next) => {
  const page = req.method === "GET" || req.method === "HEAD" ? markdownPagePath(req.path) : undefined;
  if (page === undefined) {
    next();
    return;
  }
  if (page !== null) {
    const at = req.url.indexOf("?");
    const url = page + (at === -1 ? "" : req.url.slice(at));
    // React Router builds its request from `originalUrl` and `headers` (@react-router/express).
    req.url = url;
    req.originalUrl = url;
  }
  req.headers.accept = MARKDOWN_ACCEPT;
  res.locals.markdownUrl = true;
  next();
};
