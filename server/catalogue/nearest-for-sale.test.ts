import { describe, expect, it } from "vitest";
import type { ProductSummary } from "../../core/catalogue/catalogue-types.ts";
import { buildSnapshot } from "./catalogue-snapshot.ts";
import { closenessOf, createNearestFinder } from "./nearest-for-sale.ts";

function book(
  id: number,
  { tags = [] as string[], author = "Claire Dubois", collection = null as string | null, forSale = true } = {},
): ProductSummary {
  return {
    id: `gid://shopify/Product/${id}`,
    handle: `livre-${id}`,
    title: `Livre ${id}`,
    vendor: "Nathan",
    productType: "Album",
    tags,
    price: 5,
    priceVaries: false,
    grades: [],
    image: null,
    availableForSale: forSale,
    firstVariantId: `gid://shopify/ProductVariant/${id}`,
    description: `Accroche. Auteur : ${author} Nombre de pages : 32${collection ? ` Collection : ${collection}` : ""}`,
    variants: [],
  };
}

describe("the books for sale closest to a sold-out one", () => {
  const soldOut = book(1, { tags: ["4-6 ans", "Dinosaures"], collection: "Mes premiers docs", forSale: false });
  const snapshot = buildSnapshot([
    soldOut,
    book(2, { tags: ["8-10 ans", "Pirates"], author: "Paul Martin" }),
    book(3, { tags: ["4-6 ans", "Dinosaures"], author: "Paul Martin" }),
    book(4, { tags: ["4-6 ans"], author: "Paul Martin" }),
    book(5, { tags: ["8-10 ans", "Dinosaures"], author: "Paul Martin" }),
    book(6, { tags: ["10 ans et +"], author: "Claire Dubois" }),
    book(7, { tags: ["Pirates"], author: "Paul Martin", collection: "Mes premiers docs" }),
    book(8, { tags: ["4-6 ans", "Dinosaures"], collection: "Mes premiers docs", forSale: false }),
  ]);
  const nearest = createNearestFinder();
  const handles = (limit: number) =>
    nearest(snapshot, "livre-1", closenessOf(soldOut), limit).map((product) => product.handle);

  it("reads the collection and author from the description", () => {
    expect(closenessOf(soldOut)).toEqual({ collection: "Mes premiers docs", author: "Claire Dubois" });
    expect(closenessOf(book(9))).toEqual({ collection: null, author: "Claire Dubois" });
  });

  it("takes the same collection first, then the same author, then shared subjects before shared ages", () => {
    expect(handles(10)).toEqual(["livre-7", "livre-6", "livre-3", "livre-5", "livre-4"]);
  });

  it("never proposes the book itself nor a sold-out one, and stops at the limit", () => {
    expect(handles(2)).toEqual(["livre-7", "livre-6"]);
    expect(handles(10)).not.toContain("livre-8");
    expect(handles(10)).not.toContain("livre-1");
  });

  it("does without a collection or an author when the book has none", () => {
    const found = nearest(snapshot, "livre-1", { collection: null, author: null }, 3).map((p) => p.handle);
    expect(found).toEqual(["livre-3", "livre-5", "livre-4"]);
  });
});
