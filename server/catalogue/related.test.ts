import { describe, expect, it } from "vitest";
import type { ProductSummary } from "../../core/catalogue/catalogue-types.ts";
import { buildSnapshot } from "./catalogue-snapshot.ts";
import { createRelatedFinder } from "./related.ts";

function book(id: number, vendor: string, collection: string | null, availableForSale = true): ProductSummary {
  const tail = collection ? ` Collection : ${collection}` : "";
  return {
    id: `gid://shopify/Product/${id}`,
    handle: `livre-${id}`,
    title: `Livre ${id}`,
    vendor,
    productType: "Album",
    tags: [],
    price: 5,
    priceVaries: false,
    grades: [],
    image: null,
    availableForSale,
    firstVariantId: `gid://shopify/ProductVariant/${id}`,
    description: `Accroche. Auteur : Claire Nombre de pages : 32 ISBN : 978-2-${id}${tail}`,
    variants: [],
  };
}

describe("related books (product page tabs)", () => {
  const snapshot = buildSnapshot([
    book(1, "Nathan", "Mes premiers docs"),
    book(2, "Nathan", "Mes premiers docs", false),
    book(3, "Gallimard", "Mes premiers docs"),
    book(4, "Nathan", "Mes premiers docs et jeux"),
    book(5, "Nathan", null),
    book(6, "Nathan", "Mes premiers docs"),
    book(7, "Nathan", "Mes premiers docs"),
    book(8, "Nathan", "Mes premiers docs"),
    book(9, "Milan", null),
  ]);
  const related = createRelatedFinder();

  it("lists up to 4 books of the same collection, current one excluded, those for sale first", () => {
    const result = related(snapshot, { handle: "livre-1", vendor: "Nathan" }, "Mes premiers docs", 4);
    expect(result.sameCollection.map((p) => p.handle)).toEqual(["livre-3", "livre-6", "livre-7", "livre-8"]);
  });

  it("does not take a collection whose name only starts like this one", () => {
    const result = related(snapshot, { handle: "livre-1", vendor: "Nathan" }, "Mes premiers docs", 10);
    expect(result.sameCollection.map((p) => p.handle)).not.toContain("livre-4");
    expect(result.sameCollection.map((p) => p.handle)).toContain("livre-2");
  });

  it("lists books of the same publisher, whatever the case or accents of its name", () => {
    const result = related(snapshot, { handle: "livre-5", vendor: "NATHAN" }, null, 4);
    expect(result.samePublisher.map((p) => p.handle)).toEqual(["livre-1", "livre-4", "livre-6", "livre-7"]);
    expect(result.sameCollection).toEqual([]);
  });

  it("answers empty lists when the book is alone in its collection and publisher", () => {
    const result = related(snapshot, { handle: "livre-9", vendor: "Milan" }, "Inconnue", 4);
    expect(result).toEqual({ sameCollection: [], samePublisher: [] });
  });

  it("hands the page cards only: the books' descriptions and tags stay on the server", () => {
    const result = related(snapshot, { handle: "livre-1", vendor: "Nathan" }, "Mes premiers docs", 4);
    for (const card of [...result.sameCollection, ...result.samePublisher]) {
      for (const field of ["description", "tags", "productType", "grades"]) expect(card).not.toHaveProperty(field);
      expect(card.title).toMatch(/^Livre/);
    }
  });

  it("reads a new snapshot afresh: what it remembered belongs to the snapshot it came from", () => {
    const finder = createRelatedFinder();
    const before = finder(snapshot, { handle: "livre-9", vendor: "Milan" }, "Mes premiers docs", 10);
    expect(before.samePublisher).toEqual([]);
    // The same three publishers, so the same publisher numbers: only the positions differ.
    const refreshed = buildSnapshot([
      book(10, "Milan", "Mes premiers docs"),
      book(3, "Gallimard", null),
      book(1, "Nathan", "Mes premiers docs"),
      book(9, "Milan", null),
    ]);
    const after = finder(refreshed, { handle: "livre-9", vendor: "Milan" }, "Mes premiers docs", 10);
    expect(after.samePublisher.map((p) => p.handle)).toEqual(["livre-10"]);
    expect(after.sameCollection.map((p) => p.handle)).toEqual(["livre-10", "livre-1"]);
  });

  it("escapes collection names with special characters", () => {
    const result = related(snapshot, { handle: "x", vendor: "Milan" }, "Mes (premiers) docs.*", 4);
    expect(result.sameCollection).toEqual([]);
  });
});
