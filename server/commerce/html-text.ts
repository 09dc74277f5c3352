/** Description HTML turned into text, for Shopify's `Product.description`, search and covers (one implementation). */

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  laquo: "«",
  raquo: "»",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
  hellip: "…",
  ndash: "–",
  mdash: "—",
  euro: "€",
  oelig: "œ",
  OElig: "Œ",
  aelig: "æ",
  AElig: "Æ",
  ccedil: "ç",
  Ccedil: "Ç",
  eacute: "é",
  Eacute: "É",
  egrave: "è",
  Egrave: "È",
  ecirc: "ê",
  Ecirc: "Ê",
  euml: "ë",
  agrave: "à",
  Agrave: "À",
  acirc: "â",
  Acirc: "Â",
  icirc: "î",
  Icirc: "Î",
  iuml: "ï",
  ocirc: "ô",
  Ocirc: "Ô",
  ugrave: "ù",
  ucirc: "û",
  uuml: "ü",
  yuml: "ÿ",
  deg: "°",
  copy: "©",
  reg: "®",
};

const BLOCK_TAGS = /<\/?(?:p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|blockquote|section|article|header|footer)\b[^>]*>/gi;

/** The text a reader sees: tags dropped, entities decoded, each paragraph or block on its own line. */
export function htmlToLines(html: string): string {
  return decodeEntities(
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

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (entity, body: string) => {
    if (body.startsWith("#")) {
      const code = body[1] === "x" || body[1] === "X" ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[body] ?? entity;
  });
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
