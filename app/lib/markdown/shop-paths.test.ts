import { describe, expect, it } from "vitest";
import routes from "../../routes.ts";
import { INFO_PAGES, markdownPath, SHOP_PATHS } from "./shop-paths.ts";

/** The route table's patterns as expressions, the catch-all left out (it would match anything). */
const patterns = routes
  .map((entry) => entry.path ?? "")
  .filter((path) => path !== "*")
  .map((path) => new RegExp(`^/${path.replace(/:[^/]+/g, "[^/]+")}$`));

function isRouted(path: string): boolean {
  const pathname = new URL(path, "http://localhost").pathname;
  return patterns.some((pattern) => pattern.test(pathname));
}

describe("shop paths", () => {
  it("names only addresses the route table of app/routes.ts serves", () => {
    const paths = [
      SHOP_PATHS.home,
      SHOP_PATHS.ages,
      SHOP_PATHS.age("6-8-ans"),
      SHOP_PATHS.themes,
      SHOP_PATHS.theme("romans"),
      SHOP_PATHS.subject("dinosaures"),
      SHOP_PATHS.search,
      SHOP_PATHS.product("le-petit-prince"),
      SHOP_PATHS.sitemap,
      ...INFO_PAGES.map((page) => page.path),
    ];
    expect(paths.filter((path) => !isRouted(path))).toEqual([]);
  });

  it("encodes a product handle so it stays one path segment", () => {
    expect(SHOP_PATHS.product("a/b c")).toBe("/produit/a%2Fb%20c");
  });

  it("writes a page's Markdown address with .md before the query (issue 50)", () => {
    expect(markdownPath("/faq")).toBe("/faq.md");
    expect(markdownPath(SHOP_PATHS.product("le-loup"))).toBe("/produit/le-loup.md");
    expect(markdownPath("/recherche?q=loup&prix_max=8")).toBe("/recherche.md?q=loup&prix_max=8");
    expect(markdownPath("/")).toBe("/index.md");
  });
});
