import { describe, expect, it } from "vitest";
import { testProduct } from "../../core/catalogue/product.test-helper.ts";
import { cents, REFURBISHED_CONDITION, ucpProduct } from "./ucp-products.ts";

const FACTS = { origin: "https://boutique.test", shopName: "Bouquinerie" };

/** A book with two copies: one in « Très bon état » for sale, one in « Bon état » sold out. */
function twoCopies() {
  const base = testProduct(
    {
      tags: ["6-8 ans", "Dinosaures"],
      images: [{ url: "/api/covers/le-petit-poucet/1.svg", altText: "Couverture", width: 400, height: 600 }],
      options: [{ name: "Condition", values: ["Comme neuf", "Bon état"] }],
    },
    { price: 7.1, selectedOptions: [{ name: "Condition", value: "Comme neuf" }], sku: "LPP-1" },
  );
  return {
    ...base,
    variants: [
      ...base.variants,
      {
        ...(base.variants[0] as (typeof base.variants)[number]),
        id: "gid://shopify/ProductVariant/2",
        price: 4.5,
        availableForSale: false,
        quantityAvailable: 0,
        selectedOptions: [{ name: "Condition", value: "Bon état" }],
      },
    ],
  };
}

describe("a book as UCP's catalog describes it (issue 41)", () => {
  it("gives each copy as a variant: the grade as the option « État » in the shop's words, the refurbished condition stated", () => {
    const product = ucpProduct(FACTS, twoCopies(), twoCopies().variants);
    expect(product?.options).toEqual([{ name: "État", values: [{ label: "Très bon état" }, { label: "Bon état" }] }]);
    expect(product?.variants.map((variant) => [variant.title, variant.options, variant.availability])).toEqual([
      ["Très bon état", [{ name: "État", label: "Très bon état" }], { available: true, status: "in_stock" }],
      ["Bon état", [{ name: "État", label: "Bon état" }], { available: false, status: "out_of_stock" }],
    ]);
    for (const variant of product?.variants ?? []) {
      expect(variant.metadata?.item_condition).toBe(REFURBISHED_CONDITION);
      // Each lands on its section's title (sectionHref, as the pages render them).
      expect(variant.seller?.links?.find((link) => link.type === "shipping_policy")?.url).toBe(
        "https://boutique.test/faq#livraison-et-commandes-titre",
      );
      expect(variant.seller?.links?.map((link) => link.type)).toEqual([
        "terms_of_service",
        "refund_policy",
        "shipping_policy",
        "privacy_policy",
        "faq",
      ]);
    }
  });

  it("writes prices in cents of euros, exactly, and the range across copies", () => {
    expect(cents(7.1)).toBe(710);
    expect(cents(0.1 + 0.2)).toBe(30);
    const product = ucpProduct(FACTS, twoCopies(), twoCopies().variants);
    expect(product?.variants[0]?.price).toEqual({ amount: 710, currency: "EUR" });
    expect(product?.price_range).toEqual({
      min: { amount: 450, currency: "EUR" },
      max: { amount: 710, currency: "EUR" },
    });
  });

  it("makes every URL absolute on SITE_URL's origin and files the tags under the taxonomy's slugs", () => {
    const product = ucpProduct(FACTS, twoCopies(), twoCopies().variants);
    expect(product?.url).toBe("https://boutique.test/produit/le-petit-poucet");
    expect(product?.media?.[0]).toEqual({
      type: "image",
      url: "https://boutique.test/api/covers/le-petit-poucet/1.svg",
      alt_text: "Couverture",
      width: 400,
      height: 600,
    });
    expect(product?.categories).toEqual([
      { value: "6-8-ans", taxonomy: "merchant" },
      { value: "dinosaures", taxonomy: "merchant" },
    ]);
  });

  it("says a copy sold ahead of restocking is on back order, and gives no product without copies", () => {
    const backOrder = testProduct({}, { backOrder: true });
    expect(ucpProduct(FACTS, backOrder, backOrder.variants)?.variants[0]?.availability).toEqual({
      available: true,
      status: "backorder",
    });
    expect(ucpProduct(FACTS, backOrder, [])).toBeNull();
  });

  it("offers as options only the grades of the copies it lists (a search filtered on a grade)", () => {
    const book = twoCopies();
    const product = ucpProduct(FACTS, book, book.variants.slice(1));
    expect(product?.options).toEqual([{ name: "État", values: [{ label: "Bon état" }] }]);
    expect(product?.price_range.min).toEqual({ amount: 450, currency: "EUR" });
  });

  it("describes a book of the catalogue index by its cover alone, and by all its pictures when they were read", () => {
    const { images, descriptionHtml, ...summary } = twoCopies();
    expect(descriptionHtml).toBeTypeOf("string");
    const fromIndex = ucpProduct(FACTS, { ...summary, image: images[0] ?? null }, twoCopies().variants);
    expect(fromIndex?.media?.map((picture) => picture.url)).toEqual([
      "https://boutique.test/api/covers/le-petit-poucet/1.svg",
    ]);
    expect(fromIndex?.description.html).toBeUndefined();
  });
});

describe("each copy carries its edition's ISBN as a barcode (issue 50)", () => {
  it("reads the book's « ISBN : » for every copy, and a copy's SKU when it is an ISBN", () => {
    const book = twoCopies();
    const described = { ...book, description: `${book.description} ISBN : 978-2-7404-4757-4` };
    const product = ucpProduct(FACTS, described, described.variants);
    expect(product?.variants.map((variant) => variant.barcodes)).toEqual([
      [{ type: "ISBN", value: "9782740447574" }],
      [{ type: "ISBN", value: "9782740447574" }],
    ]);
    const filedByIsbn = {
      ...book,
      variants: book.variants.map((variant, i) => (i === 1 ? { ...variant, sku: "2-07-061275-9" } : variant)),
    };
    // One copy filed under its edition's ISBN names the book's edition, so the other copy's too.
    expect(ucpProduct(FACTS, filedByIsbn, filedByIsbn.variants)?.variants.map((variant) => variant.barcodes)).toEqual([
      [{ type: "ISBN", value: "9782070612758" }],
      [{ type: "ISBN", value: "9782070612758" }],
    ]);
  });
});
