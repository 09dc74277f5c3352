import sanitizeHtml from "sanitize-html";
import { type ParsedDescription, parseProductDescription } from "../../../core/catalogue/product-description.ts";

/** Markup a description may keep when rendered: paragraphs and emphasis, nothing that runs or links. */
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "ul", "ol", "li"],
  allowedAttributes: {},
  disallowedTagsMode: "discard",
};

export function sanitizeDescriptionHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE_OPTIONS);
}

/**
 * The description as the product page and quick view show it: parsed from sanitised HTML, and the HTML it hands
 * back sanitised again, so the browser only ever receives markup from the allow-list (docs/architecture.md §8).
 */
export function productDescriptionForPage(html: string): ParsedDescription {
  const parsed = parseProductDescription(sanitizeDescriptionHtml(html));
  return { ...parsed, descriptionHtml: sanitizeDescriptionHtml(parsed.descriptionHtml) };
}
