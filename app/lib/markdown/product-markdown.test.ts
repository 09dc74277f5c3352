import { describe, expect, it } from "vitest";
import type { ProductVariant } from "../../../core/catalogue/catalogue-types.ts";
import { testProduct } from "../../../core/catalogue/product.test-helper.ts";
import { parseProductDescription } from "../../../core/catalogue/product-description.ts";
import type { ProductPageData } from "../../../core/catalogue/product-page-types.ts";
import { productMarkdown } from "./product-markdown.ts";

const SITE = "https://bouquinerie.example";

function copy(id: number, grade: string, price: number, quantity: number | null, forSale = true): ProductVariant {
  return {
    id: `gid://shopify/ProductVariant/${id}`,
    title: grade,
    sku: null,
    price,
    availableForSale: forSale,
    backOrder: false,
    quantityAvailable: quantity,
    weight: null,
    weightUnit: "GRAMS",
    selectedOptions: [{ name: "État", value: grade }],
  };
}

function page(
  overrides: Partial<ProductPageData> = {},
  variants = [copy(11, "Très bon état", 6.9, 2)],
): ProductPageData {
  const {
    descriptionHtml: _html,
    description: _text,
    ...product
  } = testProduct({
    title: "Le *Petit* Poucet [édition](https://ailleurs.example)",
    price: Math.min(...variants.map((variant) => variant.price)),
    priceVaries: new Set(variants.map((variant) => variant.price)).size > 1,
    availableForSale: variants.some((variant) => variant.availableForSale),
  });
  return {
    product: { ...product, variants },
    details: parseProductDescription(
      "<p><strong>Un conte à lire le soir.</strong></p><p>Auteur : Charles Perrault</p><p>ISBN : 978-2-09-123456-7</p><p>Sept frères perdus dans la forêt.</p>",
    ),
    stock: Object.fromEntries(
      variants.map((variant) => [
        variant.id,
        { availableForSale: variant.availableForSale, quantityAvailable: variant.quantityAvailable ?? 0 },
      ]),
    ),
    related: { sameCollection: [], samePublisher: [] },
    forSaleInstead: [],
    ...overrides,
  };
}

describe("productMarkdown", () => {
  it("gives the title escaped, the author, the price in euros as the page writes it and each copy's grade and stock", () => {
    const markdown = productMarkdown(
      page({}, [copy(11, "Très bon état", 6.9, 2), copy(12, "bon etat", 4.5, 1), copy(13, "Correct", 2.9, 0, false)]),
      SITE,
    );
    expect(markdown).toMatch(/^# Le \\\*Petit\\\* Poucet \\\[édition\\\]\(https\\:\/\/ailleurs\.example\)\n/);
    expect(markdown).not.toContain("](https://ailleurs");
    expect(markdown).toContain("- Auteur : Charles Perrault");
    expect(markdown).toContain("- Éditeur : Nathan");
    expect(markdown).toContain("**Prix : dès 2,90\u00a0€** — En stock");
    expect(markdown).toContain(
      `- Très bon état — 6,90\u00a0€ — En stock (2 exemplaires) — [choisir cet exemplaire](${SITE}/produit/le-petit-poucet?variant=11)`,
    );
    expect(markdown).toContain("- Bon état — 4,50\u00a0€ — En stock (1 exemplaire) — [choisir");
    expect(markdown).toContain("- État correct — 2,90\u00a0€ — Épuisé\n");
    expect(markdown).toContain(`(${SITE}/etats-des-livres)`);
    expect(markdown).toContain("Un conte à lire le soir.");
    expect(markdown).toContain("## Description\n\nSept frères perdus dans la forêt.");
  });

  it("says a sold-out title is « Épuisé » and lists the books for sale instead, with absolute links", () => {
    const markdown = productMarkdown(
      page(
        {
          forSaleInstead: [
            {
              id: "gid://shopify/Product/2",
              handle: "le-chat-botte",
              title: "Le Chat botté",
              vendor: "Gallimard",
              price: 3.5,
              priceVaries: true,
              image: null,
              availableForSale: true,
              firstVariantId: null,
            },
          ],
        },
        [copy(11, "Très bon état", 6.9, 0, false)],
      ),
      SITE,
    );
    expect(markdown).toContain("**Prix : 6,90\u00a0€** — Épuisé");
    expect(markdown).toContain("- Très bon état — 6,90\u00a0€ — Épuisé");
    expect(markdown).not.toContain("choisir cet exemplaire");
    expect(markdown).toContain(
      `- [Le Chat botté](${SITE}/produit/le-chat-botte) — Gallimard — dès 3,50\u00a0€ — En stock`,
    );
  });
});
