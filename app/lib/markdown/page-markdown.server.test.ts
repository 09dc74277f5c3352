import { describe, expect, it } from "vitest";
import { hasMarkdownRendition, pageMarkdown } from "./page-markdown.server.ts";

const SITE = "https://bouquinerie.example";
const matches = (leaf: string) => [{ route: { id: "root" } }, { route: { id: leaf } }];

describe("page Markdown", () => {
  it("has a rendition for product, listing, search and FAQ pages only", () => {
    for (const id of ["routes/product", "routes/age", "routes/ages", "routes/theme", "routes/themes"]) {
      expect(hasMarkdownRendition(matches(id)), id).toBe(true);
    }
    for (const id of ["routes/category", "routes/search", "routes/faq"])
      expect(hasMarkdownRendition(matches(id))).toBe(true);
    for (const id of ["routes/home", "routes/cart", "routes/checkout", "routes/contact", "routes/not-found"]) {
      expect(hasMarkdownRendition(matches(id)), id).toBe(false);
      expect(pageMarkdown({ matches: matches(id), loaderData: {}, errors: null }, 200, SITE)).toBeUndefined();
    }
  });

  it("writes the page from its own route's loader data", () => {
    const markdown = pageMarkdown(
      {
        matches: matches("routes/faq"),
        loaderData: { root: {}, "routes/faq": { supportEmail: "a@b.example" } },
        errors: null,
      },
      200,
      SITE,
    );
    expect(markdown).toMatch(/^# Foire aux questions/);
  });

  it("answers the shop's French message when the page failed: an unknown book, a server error", () => {
    const notFound = { matches: matches("routes/product"), loaderData: {}, errors: { "routes/product": {} } };
    expect(pageMarkdown(notFound, 404, SITE)).toBe(
      "# Produit non trouvé\n\nLa page que vous cherchez n'a pas été trouvée.\n",
    );
    expect(pageMarkdown({ ...notFound, matches: matches("routes/age") }, 404, SITE)).toMatch(/^# Page introuvable\n/);
    expect(pageMarkdown(notFound, 500, SITE)).toMatch(/^# Oups !\n/);
  });
});
