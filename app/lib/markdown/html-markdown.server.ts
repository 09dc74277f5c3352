import type { ChildNode, Element } from "domhandler";
import { parseDocument } from "htmlparser2";
import { escapeInline, lineStart, markdownAddress } from "./markdown-text.ts";

/** What carries no text for a reader: controls, pictures, scripts, and what the page hides. */
const SKIPPED = new Set([
  "script",
  "style",
  "svg",
  "button",
  "input",
  "select",
  "textarea",
  "noscript",
  "template",
  "img",
]);
const HEADINGS: Readonly<Record<string, number>> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };
const PARAGRAPHS = new Set(["p", "dd", "legend", "figcaption", "blockquote", "address"]);
const CONTAINERS = new Set([
  "main",
  "article",
  "section",
  "div",
  "aside",
  "header",
  "footer",
  "nav",
  "form",
  "fieldset",
  "dl",
  "figure",
  "table",
  "thead",
  "tbody",
  "tr",
  "td",
  "th",
]);

/**
 * An information page's `<main>` in Markdown (issue 41 item 5): its text lives in its component, not in loader data,
 * so its rendition is read off the page React rendered — the same words, never a second copy to keep in step. Links
 * become absolute; text is escaped as catalogue text is.
 */
export function htmlMarkdown(html: string, pageUrl: string): string | undefined {
  const main = findElement(parseDocument(html).children, "main");
  if (!main) return undefined;
  const blocks = blocksOf(main.children, pageUrl);
  return blocks.length > 0 ? `${blocks.join("\n\n")}\n` : undefined;
}

function blocksOf(nodes: readonly ChildNode[], pageUrl: string): string[] {
  const blocks: string[] = [];
  let inline = "";
  const flush = () => {
    const paragraph = paragraphOf(inline);
    if (paragraph) blocks.push(paragraph);
    inline = "";
  };
  for (const node of nodes) {
    if (node.type === "text") {
      inline += escapeInline(node.data);
      continue;
    }
    if (!isElement(node) || isSkipped(node)) continue;
    const name = node.name;
    const level = HEADINGS[name];
    if (level !== undefined) {
      flush();
      const title = paragraphOf(inlineOf(node.children, pageUrl)).replace(/\\\n/g, " ");
      if (title) blocks.push(`${"#".repeat(level)} ${title}`);
    } else if (name === "ul" || name === "ol") {
      flush();
      const list = listOf(node, pageUrl);
      if (list) blocks.push(list);
    } else if (name === "dt") {
      flush();
      const term = paragraphOf(inlineOf(node.children, pageUrl));
      if (term) blocks.push(`**${term}**`);
    } else if (PARAGRAPHS.has(name)) {
      flush();
      const paragraph = paragraphOf(inlineOf(node.children, pageUrl));
      if (paragraph) blocks.push(paragraph);
    } else if (CONTAINERS.has(name) || name === "li") {
      flush();
      blocks.push(...blocksOf(node.children, pageUrl));
    } else {
      inline += inlineOf([node], pageUrl);
    }
  }
  flush();
  return blocks;
}

function inlineOf(nodes: readonly ChildNode[], pageUrl: string): string {
  let text = "";
  for (const node of nodes) {
    if (node.type === "text") text += escapeInline(node.data);
    else if (isElement(node) && !isSkipped(node)) text += inlineElement(node, pageUrl);
  }
  return text;
}

function inlineElement(element: Element, pageUrl: string): string {
  if (element.name === "br") return "\n";
  const inner = inlineOf(element.children, pageUrl);
  switch (element.name) {
    case "a": {
      const address = absoluteAddress(element.attribs.href, pageUrl);
      const label = inner.replace(/\s+/g, " ").trim();
      return address && label ? `[${label}](${markdownAddress(address)})` : inner;
    }
    case "strong":
    case "b":
      return wrapped(inner, "**");
    case "em":
    case "i":
      return wrapped(inner, "*");
    default:
      return inner;
  }
}

/** Emphasis around the words only: `** mot **` would not be emphasis. */
function wrapped(inner: string, mark: string): string {
  const match = /^(\s*)([\s\S]*?)(\s*)$/.exec(inner);
  if (!match?.[2]) return inner;
  return `${match[1]}${mark}${match[2]}${mark}${match[3]}`;
}

function listOf(list: Element, pageUrl: string): string {
  const items = list.children.filter((child): child is Element => isElement(child) && child.name === "li");
  return items
    .map((item, index) => {
      const marker = list.name === "ol" ? `${index + 1}. ` : "- ";
      const [first = "", ...rest] = blocksOf(item.children, pageUrl);
      const indent = " ".repeat(marker.length);
      const body = [first, ...rest].join("\n\n").replace(/\n(?=.)/g, `\n${indent}`);
      return `${marker}${body}`;
    })
    .filter((item) => item.trim() !== "-" && item.trim() !== "")
    .join("\n");
}

/** Inline text as a paragraph: spaces folded, each line of a `<br>` a hard break, no line opening a block. */
function paragraphOf(inline: string): string {
  return inline
    .split("\n")
    .map((line) => lineStart(line.replace(/\s+/g, " ").trim()))
    .filter((line) => line !== "")
    .join("\\\n");
}

function absoluteAddress(href: string | undefined, pageUrl: string): string | undefined {
  if (!href) return undefined;
  if (/^(mailto|tel):/i.test(href)) return href;
  try {
    const url = new URL(href, pageUrl);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function isElement(node: ChildNode): node is Element {
  return node.type === "tag" || node.type === "script" || node.type === "style";
}

function isSkipped(element: Element): boolean {
  return SKIPPED.has(element.name) || element.attribs["aria-hidden"] === "true" || "hidden" in element.attribs;
}

function findElement(nodes: readonly ChildNode[], name: string): Element | undefined {
  for (const node of nodes) {
    if (!isElement(node)) continue;
    if (node.name === name) return node;
    const found = findElement(node.children, name);
    if (found) return found;
  }
  return undefined;
}
