import { describe, expect, it } from "vitest";
import { markdownRendition, pageMarkdown } from "./page-markdown.server.ts";

const SITE = "https://bouquinerie.example";
const matches = (leaf: string) => [{ route: { id: "root" } }, { route: { id: leaf } }];

describe("page Markdown", () => {
  it("writes product, listing, search and FAQ pages from data, the other information pages from their HTML, no other", () => {
    for (const id of [
      "routes/product",
      "routes/age",
      "routes/ages",
      "routes/theme",
      "routes/themes",
      "routes/category",
    ]) {
      expect(markdownRendition(matches(id)), id).toBe("data");
    }
    expect(markdownRendition(matches("routes/search"))).toBe("data");
    expect(markdownRendition(matches("routes/faq"))).toBe("data");
    for (const id of ["routes/terms", "routes/legal-notices", "routes/condition-grades", "routes/about"]) {
      expect(markdownRendition(matches(id)), id).toBe("page");
      expect(pageMarkdown({ matches: matches(id), loaderData: {}, errors: null }, 200, SITE)).toBeUndefined();
    }
    for (const id of ["routes/home", "routes/cart", "routes/checkout", "routes/contact", "routes/not-found"]) {
      expect(markdownRendition(matches(id)), id).toBeUndefined();
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
