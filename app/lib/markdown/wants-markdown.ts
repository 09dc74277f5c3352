import Negotiator from "negotiator";

// HTML first: a tie (any type, any text type, or both named at one weight) keeps the page a browser expects.
const PAGE_TYPES = ["text/html", "text/markdown;charset=utf-8"] as const;

/**
 * Whether a page request asks for its Markdown rendition (issue 41 item 5): only when `text/markdown` weighs more than
 * HTML in its `Accept`. A browser's Accept (HTML first, any type at q=0.8), any type alone or no header at all keep
 * getting HTML.
 */
export function wantsMarkdown(accept: string | null): boolean {
  if (!accept || !/markdown/i.test(accept)) return false;
  return new Negotiator({ headers: { accept } }).mediaType(PAGE_TYPES) === PAGE_TYPES[1];
}
