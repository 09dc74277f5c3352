import { describe, expect, it } from "vitest";
import type { ProductSummary } from "../../core/catalogue/catalogue-types.ts";
import { buildSnapshot, type CatalogueSnapshot, patchSnapshot } from "./catalogue-snapshot.ts";

function book(n: number, overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id: `gid://shopify/Product/${n}`,
    handle: `livre-${n}`,
    title: `Livre ${n}`,
    vendor: n % 2 === 0 ? "Nathan" : "Milan",
    productType: "Album",
    tags: n % 3 === 0 ? ["6-8 ans", "Romans", "CE1"] : ["4-6 ans", "Contes et histoires"],
    price: 2 + (n % 7),
    priceVaries: false,
    grades: n % 2 === 0 ? ["tres-bon-etat"] : [],
    image: null,
    availableForSale: true,
    firstVariantId: null,
    description: `Une histoire numéro ${n}.`,
    variants: [],
    ...overrides,
  };
}

/** Every part of a snapshot but the text index, which is compared by what it finds. */
function parts(snapshot: CatalogueSnapshot) {
  const { textSearch: _, ...rest } = snapshot;
  return rest;
}

const titlesFound = (snapshot: CatalogueSnapshot, text: string) =>
  [...snapshot.textSearch.search(text).positions].map((position) => snapshot.products[position]?.title);

describe("catalogue snapshot patch", () => {
  it("gives the snapshot built from scratch: replaced products at their positions, new ones after", () => {
    const before = Array.from({ length: 40 }, (_, i) => book(i + 1));
    const changes = [
      // Retitled, repriced, moved from tales to novels, renamed handle, another publisher and grade.
      {
        position: 4,
        product: book(5, { title: "Abricot le dragon", price: 19.9, handle: "abricot", vendor: "Nathan" }),
      },
      { position: 9, product: book(10, { tags: ["10 ans et +", "Romans", "CM2"], grades: ["etat-correct"] }) },
      // A publisher no book had before: the publishers are numbered again, as a new snapshot numbers them.
      { position: 40, product: book(41, { title: "Zébulon", tags: ["Noël"], price: 1.9, vendor: "Bayard" }) },
      { position: 41, product: book(42) },
    ];
    const after = [...before];
    for (const { position, product } of changes) after[position] = product;

    const patched = patchSnapshot(buildSnapshot(before), changes);
    const built = buildSnapshot(after);
    expect(parts(patched)).toEqual(parts(built));
    for (const text of ["abricot", "dragon", "zebulon", "livre", "histoire", "milan", "romans"]) {
      expect(titlesFound(patched, text)).toEqual(titlesFound(built, text));
    }
    expect(titlesFound(patched, "abricot")).toEqual(["Abricot le dragon"]);
    // Its old publisher no longer finds it.
    expect(titlesFound(patched, "milan")).not.toContain("Abricot le dragon");
  });

  it("answers searches of the new snapshot fresh, not from the cache of the one it was patched from", () => {
    const before = buildSnapshot([book(1), book(2)]);
    expect(titlesFound(before, "dragon")).toEqual([]);
    const patched = patchSnapshot(before, [{ position: 1, product: book(2, { title: "Le dragon" }) }]);
    expect(titlesFound(patched, "dragon")).toEqual(["Le dragon"]);
  });
});
