import { describe, expect, it } from "vitest";
import { formatPrice } from "../../core/format.ts";
import { booksInText } from "./books-in-text.ts";

describe("a page of books in a few lines, for clients that read only the text", () => {
  it("gives each book's title, price, availability and link, the count and the messages", () => {
    const text = booksInText({
      products: [
        {
          title: "Le Loup",
          url: "https://boutique.test/produit/le-loup",
          price_range: { min: { amount: 450 }, max: { amount: 690 } },
          variants: [{ availability: { available: true } }],
        },
        {
          title: "La Baleine",
          price_range: { min: { amount: 300 }, max: { amount: 300 } },
          variants: [{ availability: { available: false } }],
        },
      ],
      pagination: { has_next_page: true, total_count: 12 },
      messages: [{ content: "gid://shopify/Product/9" }],
    });
    expect(text.split("\n")).toEqual([
      "2 livre(s) sur 12.",
      `- Le Loup — dès ${formatPrice(4.5)} — en stock — https://boutique.test/produit/le-loup`,
      `- La Baleine — ${formatPrice(3)} — épuisé`,
      "Page suivante : reprenez pagination.cursor.",
      "gid://shopify/Product/9",
    ]);
  });
});
