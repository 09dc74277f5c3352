import { describe, expect, it } from "vitest";
import { testProduct } from "../../../core/catalogue/product.test-helper.ts";
import { productOffers } from "./product-meta.ts";

const url = "https://bouquinerie.example/produit/le-petit-poucet";

describe("productOffers (JSON-LD)", () => {
  it("gives a single copy one Offer on the product's own URL, with its grade, SKU and refurbished condition", () => {
    const product = testProduct(
      {},
      { sku: "BQ-000001", price: 6.9, selectedOptions: [{ name: "État", value: "Très bon état" }] },
    );
    expect(productOffers(product, url)).toEqual([
      {
        "@type": "Offer",
        url,
        sku: "BQ-000001",
        name: "Très bon état",
        price: "6.90",
        priceCurrency: "EUR",
        availability: "https://schema.org/InStock",
        itemCondition: "https://schema.org/RefurbishedCondition",
      },
    ]);
  });

  it("gives each copy its own Offer with its price, availability and a URL that opens the page on it", () => {
    const base = testProduct();
    const copy = base.variants[0];
    if (!copy) throw new Error("testProduct has a variant");
    const product = {
      variants: [
        {
          ...copy,
          id: "gid://shopify/ProductVariant/11",
          sku: null,
          price: 8.9,
          selectedOptions: [{ name: "Condition", value: "Good" }],
        },
        {
          ...copy,
          id: "gid://shopify/ProductVariant/12",
          sku: "BQ-12",
          price: 4.9,
          availableForSale: false,
          selectedOptions: [{ name: "État", value: "État correct" }],
        },
      ],
    };
    const offers = productOffers(product, url);
    expect(offers.map(({ url, sku, name, price, availability }) => [url, sku, name, price, availability])).toEqual([
      [`${url}?variant=11`, "gid://shopify/ProductVariant/11", "Bon état", "8.90", "https://schema.org/InStock"],
      [`${url}?variant=12`, "BQ-12", "État correct", "4.90", "https://schema.org/OutOfStock"],
    ]);
  });

  it("says BackOrder for a copy sold while out of stock", () => {
    const product = testProduct({}, { backOrder: true, quantityAvailable: 0 });
    expect(productOffers(product, url)[0]?.availability).toBe("https://schema.org/BackOrder");
  });
});
