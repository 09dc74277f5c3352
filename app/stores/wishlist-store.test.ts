import { describe, expect, it } from "vitest";
import type { ProductSummary } from "../lib/catalogue-types.ts";
import { restoreWishlist } from "./restore-wishlist.ts";

const book: ProductSummary = {
  id: "gid://shopify/Product/1",
  handle: "livre-1",
  title: "Livre 1",
  vendor: "Nathan",
  productType: "Album",
  tags: [],
  price: 4.5,
  priceVaries: false,
  grades: [],
  image: null,
  availableForSale: true,
  firstVariantId: "gid://shopify/ProductVariant/1",
  description: "",
};

describe("restoreWishlist", () => {
  it("keeps well-formed favourites, each product once", () => {
    expect(restoreWishlist({ items: [book, book] })).toEqual([book]);
  });

  it("reads a favourite saved before grades existed as one price and no grade, and drops an unknown grade", () => {
    const { priceVaries: _varies, grades: _grades, ...saved } = book;
    expect(restoreWishlist({ items: [saved] })).toEqual([book]);
    expect(restoreWishlist({ items: [{ ...book, grades: ["comme-neuf"] }] })).toEqual([book]);
    expect(restoreWishlist({ items: [{ ...book, priceVaries: true, grades: ["bon-etat"] }] })).toEqual([
      { ...book, priceVaries: true, grades: ["bon-etat"] },
    ]);
  });

  it("discards a corrupted or foreign value instead of crashing", () => {
    expect(restoreWishlist("n'importe quoi")).toBeNull();
    expect(restoreWishlist({ items: [{ id: 3 }] })).toBeNull();
    expect(restoreWishlist({ state: { cart: [] } })).toBeNull();
    expect(restoreWishlist(null)).toBeNull();
  });
});
