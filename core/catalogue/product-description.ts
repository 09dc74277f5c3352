import { SHORT_DESCRIPTION_FALLBACK_LENGTH } from "../shop-constants.ts";
import { decodeHtmlEntities } from "./html-entities.ts";

/** docs/product.md §3: what the product page reads out of a description's HTML. */
export type ParsedDescription = {
  shortDescription: string;
  /** Plain text of the paragraphs that are neither the short description nor labelled values. */
  description: string;
  /** Those same paragraphs as HTML fragments (`<p>…</p>`), to be sanitised before rendering. */
  descriptionHtml: string;
  author: string | null;
  pages: number | null;
  /** Centimetres. */
  height: number | null;
  width: number | null;
  thickness: number | null;
  /** Kilograms, as the label writes it. */
  weight: number | null;
  isbn: string | null;
  collection: string | null;
};

type Paragraph = { html: string; text: string; bold: boolean };

type LabelField = "author" | "pages" | "height" | "width" | "thickness" | "weight" | "isbn" | "collection";

/** docs/product.md §3 labels, keyed by their accent-free lower-case form so `Epaisseur` or `AUTEUR` still count. */
const LABELS: Readonly<Record<string, LabelField>> = {
  auteur: "author",
  "nombre de pages": "pages",
  hauteur: "height",
  largeur: "width",
  epaisseur: "thickness",
  poids: "weight",
  isbn: "isbn",
  collection: "collection",
};

const LABELLED = /^([\p{L} ]{3,20}?)\s*:\s*(.*)$/u;

/** Tags that end a paragraph: each block, list item or line break is a paragraph of its own. */
const BLOCK_BOUNDARY = /<\/?(?:p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|blockquote|section|article)\b[^>]*>/gi;

/** Parses a product's description HTML (docs/product.md §3). Tolerates messy HTML: stray tags, entities, odd spacing. */
export function parseProductDescription(html: string): ParsedDescription {
  const paragraphs = splitParagraphs(html);
  const parsed: ParsedDescription = {
    shortDescription: "",
    description: "",
    descriptionHtml: "",
    author: null,
    pages: null,
    height: null,
    width: null,
    thickness: null,
    weight: null,
    isbn: null,
    collection: null,
  };
  const free: Paragraph[] = [];
  let short: Paragraph | null = null;
  for (const paragraph of paragraphs) {
    if (readLabel(paragraph.text, parsed)) continue;
    if (!short && paragraph.bold) {
      short = paragraph;
      continue;
    }
    free.push(paragraph);
  }
  parsed.description = free.map((paragraph) => paragraph.text).join("\n");
  parsed.descriptionHtml = free.map((paragraph) => `<p>${paragraph.html}</p>`).join("");
  parsed.shortDescription = short
    ? short.text
    : firstCharacters(free.map((p) => p.text).join(" "), SHORT_DESCRIPTION_FALLBACK_LENGTH);
  return parsed;
}

/** Dimensions as the 'Détails du produit' table shows them: `L x H x É cm`, or null when one is missing. */
export function formatDimensions(parsed: Pick<ParsedDescription, "width" | "height" | "thickness">): string | null {
  const { width, height, thickness } = parsed;
  if (width === null || height === null || thickness === null) return null;
  return `${frenchNumber(width)} x ${frenchNumber(height)} x ${frenchNumber(thickness)} cm`;
}

function frenchNumber(value: number): string {
  return String(value).replace(".", ",");
}

function splitParagraphs(html: string): Paragraph[] {
  const cleaned = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ").replace(/<!--[\s\S]*?-->/g, " ");
  return cleaned
    .split(BLOCK_BOUNDARY)
    .map((fragment) => {
      const inline = keepInlineTags(fragment).trim();
      return { html: inline, text: textOf(fragment), bold: /<(?:strong|b)(?:\s[^>]*)?>/i.test(fragment) };
    })
    .filter((paragraph) => paragraph.text !== "");
}

/** Inline markup a description paragraph may keep (the server's sanitiser has the last word). */
function keepInlineTags(fragment: string): string {
  return fragment.replace(/<(\/?)([a-z][a-z0-9]*)\b[^>]*>/gi, (_tag, slash: string, name: string) =>
    /^(?:strong|b|em|i|u)$/i.test(name) ? `<${slash}${name.toLowerCase()}>` : "",
  );
}

function textOf(fragment: string): string {
  return decodeHtmlEntities(fragment.replace(/<\/?[a-z][^>]*>/gi, ""))
    .replace(/[\s\u00a0]+/g, " ")
    .trim();
}

function readLabel(text: string, into: ParsedDescription): boolean {
  const match = LABELLED.exec(text);
  if (!match) return false;
  const field = LABELS[fold(match[1] as string)];
  if (!field) return false;
  const value = (match[2] as string).trim();
  switch (field) {
    case "pages":
      into.pages = integerIn(value);
      break;
    case "height":
    case "width":
    case "thickness":
    case "weight":
      into[field] = decimalIn(value);
      break;
    default:
      into[field] = value === "" ? null : value;
  }
  return true;
}

function fold(label: string): string {
  return label
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

function integerIn(value: string): number | null {
  const match = /\d+/.exec(value.replace(/(\d)[\s.](?=\d{3}\b)/g, "$1"));
  return match ? Number(match[0]) : null;
}

function decimalIn(value: string): number | null {
  const match = /\d+(?:[.,]\d+)?/.exec(value);
  return match ? Number(match[0].replace(",", ".")) : null;
}

function firstCharacters(text: string, length: number): string {
  const characters = Array.from(text);
  return characters.length <= length ? text : characters.slice(0, length).join("").trimEnd();
}
