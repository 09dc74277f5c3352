import { describe, expect, it } from "vitest";
import { SUBJECTS } from "../../../core/catalogue/taxonomy.ts";
import { HOME_NAVIGATION_ENTRIES, homeStructuredData, jsonLdText } from "./home-structured-data.ts";

describe("homeStructuredData", () => {
  const data = homeStructuredData({ siteUrl: "https://boutique.example", shopName: "Bouquinerie" });
  const [website, navigation] = data["@graph"];

  it("publishes a WebSite whose search action targets /recherche?q=", () => {
    expect(website?.["@type"]).toBe("WebSite");
    expect(website).toMatchObject({
      url: "https://boutique.example/",
      potentialAction: {
        "@type": "SearchAction",
        target: { urlTemplate: "https://boutique.example/recherche?q={search_term_string}" },
        "query-input": "required name=search_term_string",
      },
    });
  });

  it("lists the browse entry points that exist: /age, /theme, every subject and /contact", () => {
    const urls = (navigation as { itemListElement: Array<{ url: string; position: number }> }).itemListElement;
    expect(urls[0]).toMatchObject({ url: "https://boutique.example/age", position: 1 });
    expect(urls[1]?.url).toBe("https://boutique.example/theme");
    expect(urls.at(-1)?.url).toBe("https://boutique.example/contact");
    expect(urls).toHaveLength(SUBJECTS.length + 3);
    expect(urls.map((u) => u.url)).toContain("https://boutique.example/categorie/dinosaures");
    expect(HOME_NAVIGATION_ENTRIES.some((entry) => entry.path === "/produits" || entry.path === "/categories")).toBe(
      false,
    );
  });
});

describe("jsonLdText", () => {
  it("escapes < so a value cannot close the script element, and stays valid JSON", () => {
    const text = jsonLdText({ name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});
