/**
 * Catalogue text (titles, publishers, descriptions) written into Markdown as text only: every character Markdown could
 * read as syntax is escaped, so a title like `[Promo](https://ailleurs)` or `*Noël*` stays words, never a link or
 * emphasis, and a line break cannot open a heading or a list (issue 41).
 */
export function markdownText(text: string): string {
  return lineStart(escapeInline(text).replace(/\s+/g, " ").trim());
}

/** Text escaped where it stands inside a line: spaces kept as they are, so pieces can be joined. */
export function escapeInline(text: string): string {
  return (
    text
      .replace(/[\\`*_[\]<>|~]/g, "\\$&")
      // GFM turns bare addresses into links: breaking `www.` and `://` keeps them plain text.
      .replace(/\b(www)\./gi, "$1\\.")
      .replace(/:\/\//g, "\\://")
  );
}

/** A line's start escaped where it would open a heading, a list or a setext heading (a quote's `>` always is). */
export function lineStart(line: string): string {
  return line.replace(/^([-+=#])/, "\\$1").replace(/^(\d+)([.)])/, "$1\\$2");
}

/** A link whose text is escaped and whose address cannot end early (a `)` or a space in a handle). */
export function markdownLink(text: string, url: string): string {
  return `[${markdownText(text)}](${markdownAddress(url)})`;
}

/** An address written in a link: the characters that would end it early, percent-encoded. */
export function markdownAddress(url: string): string {
  return url.replace(/[()\s<>]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
}

/** Paragraphs of text, each escaped, separated by blank lines. */
export function markdownParagraphs(paragraphs: readonly string[]): string {
  return paragraphs
    .map(markdownText)
    .filter((paragraph) => paragraph !== "")
    .join("\n\n");
}

/** A whole document: blocks joined by blank lines, empty ones left out, one final newline. */
export function markdownDocument(blocks: ReadonlyArray<string | null | false>): string {
  return `${blocks.filter((block): block is string => typeof block === "string" && block !== "").join("\n\n")}\n`;
}
