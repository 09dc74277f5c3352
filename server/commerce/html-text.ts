import { decodeHtmlEntities } from "../../core/catalogue/html-entities.ts";

/** Description HTML turned into text, for Shopify's `Product.description`, search and covers (one implementation). */

const BLOCK_TAGS = /<\/?(?:p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|blockquote|section|article|header|footer)\b[^>]*>/gi;

/** The text a reader sees: tags dropped, entities decoded, each paragraph or block on its own line. */
export function htmlToLines(html: string): string {
  return decodeHtmlEntities(
    html
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
      .replace(/<!--[\s\S]*?-->/g, " ")
      .replace(BLOCK_TAGS, "\n")
      .replace(/<[^>]*>/g, ""),
  )
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter((line) => line !== "")
    .join("\n");
}

/** The plain text as Shopify's `Product.description` gives it: one line, no tags. */
export function htmlToPlainText(html: string): string {
  return htmlToLines(html).replace(/\n/g, " ");
}

/** Cuts a text to `length` characters at most, the last one being an ellipsis when something was cut. */
export function truncateText(text: string, length: number | null | undefined): string {
  if (length === null || length === undefined || length < 0) return text;
  const characters = Array.from(text);
  if (characters.length <= length) return text;
  if (length === 0) return "";
  return `${characters
    .slice(0, length - 1)
    .join("")
    .trimEnd()}…`;
}
