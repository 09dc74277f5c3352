import { describe, expect, it } from "vitest";
import { AGE_GROUPS, SUBJECTS, THEME_LIST } from "../../../core/catalogue/taxonomy.ts";
import { llmsTxt } from "./llms-txt.ts";
import { markdownText } from "./markdown-text.ts";
import { INFO_PAGES } from "./shop-paths.ts";

const SITE = "https://bouquinerie.example";
const text = llmsTxt(SITE, "Bouquinerie");
const lines = text.split("\n");

/** The sections of the llms.txt format: their heading and their lines. */
function sections(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of lines) {
    if (line.startsWith("## ")) {
      current = [];
      found.set(line.slice(3), current);
    } else if (current && line !== "") current.push(line);
  }
  return found;
}

describe("llms.txt", () => {
  it("follows the llmstxt.org format: one H1 first, a summary quote, then H2 sections of link lists, Optional last", () => {
    expect(lines[0]).toBe("# Bouquinerie");
    expect(lines.filter((line) => line.startsWith("# "))).toHaveLength(1);
    expect(lines[2]).toMatch(/^> \S/);
    const found = sections();
    expect([...found.keys()].at(-1)).toBe("Optional");
    for (const [title, items] of found) {
      expect(items.length, title).toBeGreaterThan(0);
      for (const item of items)
        expect(item, title).toMatch(/^- \[[^\]]+\]\(https:\/\/bouquinerie\.example\/[^)\s]*\)(: .+)?$/);
    }
    expect(text.endsWith("\n")).toBe(true);
    expect(text).toContain("`text/markdown`");
    expect(text).toContain("`.md`");
  });

  it("lists every age, theme and subject of the taxonomy at the absolute address of its Markdown (issue 50)", () => {
    const found = sections();
    const links = (title: string) => found.get(title)?.join("\n") ?? "";
    for (const age of AGE_GROUPS) expect(links("Âges")).toContain(`(${SITE}/age/${age.slug}.md)`);
    for (const theme of THEME_LIST) {
      expect(links("Thèmes")).toContain(`- [${markdownText(theme.label)}](${SITE}/theme/${theme.slug}.md)`);
    }
    for (const subject of SUBJECTS) {
      expect(links("Sujets")).toContain(`- [${markdownText(subject.label)}](${SITE}/categorie/${subject.slug}.md)`);
    }
    expect(found.get("Sujets")).toHaveLength(SUBJECTS.length);
  });

  it("says how to search with the listing parameters, and links the information pages, the UCP profile and the sitemap", () => {
    const found = sections();
    const search = found.get("Recherche")?.join("\n") ?? "";
    for (const name of ["q=", "prix_max", "prix_min", "age", "niveau", "etat", "editeur", "tri", "page"]) {
      expect(search).toContain(name);
    }
    expect(search).toContain(`(${SITE}/recherche.md?q=dinosaures)`);
    for (const page of INFO_PAGES) {
      // The forms have no Markdown rendition: their page is linked as it is.
      const path = page.html ? page.path : `${page.path}.md`;
      expect(found.get("Informations")?.join("\n")).toContain(`(${SITE}${path})`);
    }
    expect(found.get("Informations")?.join("\n")).toContain(`(${SITE}/faq.md)`);
    expect(found.get("Agents")?.join("\n")).toContain(`(${SITE}/.well-known/ucp)`);
    expect(found.get("Agents")?.join("\n")).toContain("MCP");
    expect(found.get("Optional")?.join("\n")).toContain(`(${SITE}/sitemap.xml)`);
  });
});
