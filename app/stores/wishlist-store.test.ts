import { describe, expect, it } from "vitest";
import type { ProductCardData, ProductSummary } from "../../core/catalogue/catalogue-types.ts";
import { restoreWishlist } from "./restore-wishlist.ts";
import { useWishlist } from "./wishlist-store.ts";

const book: ProductCardData = {
  id: "gid://shopify/Product/1",
  handle: "livre-1",
  title: "Livre 1",
  vendor: "Nathan",
  price: 4.5,
  priceVaries: false,
  image: null,
  availableForSale: true,
  firstVariantId: "gid://shopify/ProductVariant/1",
};

/** A favourite as it was saved before cards were trimmed: the whole summary. */
const savedSummary: ProductSummary = {
  ...book,
  productType: "Album",
  tags: ["age-6-8-ans"],
  grades: ["bon-etat"],
  description: "Une longue description qui n'a rien à faire dans le navigateur.",
  variants: [],
};

describe("restoreWishlist", () => {
  it("keeps well-formed favourites, each product once", () => {
    expect(restoreWishlist({ items: [book, book] })).toEqual([book]);
  });

  it("reads a favourite saved before grades existed as one price", () => {
    const { priceVaries: _varies, ...saved } = book;
    expect(restoreWishlist({ items: [saved] })).toEqual([book]);
    expect(restoreWishlist({ items: [{ ...book, priceVaries: true }] })).toEqual([{ ...book, priceVaries: true }]);
  });

  it("reads a favourite saved as a whole summary back as its card, description and tags dropped", () => {
    expect(restoreWishlist({ items: [savedSummary] })).toEqual([book]);
  });

  it("discards a corrupted or foreign value instead of crashing", () => {
    expect(restoreWishlist("n'importe quoi")).toBeNull();
    expect(restoreWishlist({ items: [{ id: 3 }] })).toBeNull();
    expect(restoreWishlist({ state: { cart: [] } })).toBeNull();
    expect(restoreWishlist(null)).toBeNull();
  });
});

describe("useWishlist", () => {
  it("keeps a book's card only, even when given the product page's whole product", () => {
    useWishlist.getState().clear();
    expect(useWishlist.getState().toggle(savedSummary)).toBe("added");
    expect(useWishlist.getState().items).toEqual([book]);
    expect(useWishlist.getState().toggle(savedSummary)).toBe("removed");
    expect(useWishlist.getState().items).toEqual([]);
  });

  it("adds a book once however often it is asked to (a page that adds on arrival, reloaded)", () => {
    useWishlist.getState().clear();
    expect(useWishlist.getState().add(savedSummary)).toBe(true);
    expect(useWishlist.getState().add(book)).toBe(false);
    expect(useWishlist.getState().items).toEqual([book]);
  });
});
