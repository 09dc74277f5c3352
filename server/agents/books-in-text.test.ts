import { describe, expect, it } from "vitest";
import { formatPrice } from "../../core/format.ts";
import { booksInText } from "./books-in-text.ts";

describe("a page of books in a few lines, for clients that read only the text", () => {
  it("gives each book's title, price, availability, link and id, the copies for sale, the count, the cursor and the messages (issue 50)", () => {
    const text = booksInText({
      products: [
        {
          id: "gid://shopify/Product/1",
          title: "Le Loup",
          url: "https://boutique.test/produit/le-loup",
          price_range: { min: { amount: 450 }, max: { amount: 690 } },
          variants: [
            {
              id: "gid://shopify/ProductVariant/11",
              availability: { available: true },
              price: { amount: 450 },
              options: [{ name: "État", label: "Bon état" }],
            },
            { id: "gid://shopify/ProductVariant/12", availability: { available: false }, price: { amount: 690 } },
          ],
        },
        {
          id: "gid://shopify/Product/2",
          title: "La Baleine",
          price_range: { min: { amount: 300 }, max: { amount: 300 } },
          variants: [{ id: "gid://shopify/ProductVariant/21", availability: { available: false } }],
        },
      ],
      pagination: { has_next_page: true, total_count: 12, cursor: "eyJvIjoxMH0" },
      messages: [{ content: "gid://shopify/Product/9" }],
    });
    expect(text.split("\n")).toEqual([
      "2 livre(s) sur 12.",
      `- Le Loup — dès ${formatPrice(4.5)} — en stock — https://boutique.test/produit/le-loup — id gid://shopify/Product/1`,
      `  exemplaires en vente : gid://shopify/ProductVariant/11 (Bon état, ${formatPrice(4.5)})`,
      `- La Baleine — ${formatPrice(3)} — épuisé — id gid://shopify/Product/2`,
      "Page suivante : pagination.cursor = eyJvIjoxMH0",
      "gid://shopify/Product/9",
    ]);
  });
});
