import { describe, expect, it } from "vitest";
import type { ProductSummary } from "../../core/catalogue/catalogue-types.ts";
import { parseListingParams } from "../../core/catalogue/listing-params.server.ts";
import { buildSnapshot } from "./catalogue-snapshot.ts";
import { featuredOrder } from "./featured-order.ts";
import { runListing } from "./listing.ts";

function book(n: number, overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id: `gid://shopify/Product/${n}`,
    handle: `livre-${n}`,
    title: `Livre ${n}`,
    vendor: n % 2 === 0 ? "Nathan" : "Gallimard Jeunesse",
    productType: "Album",
    tags: ["4-6 ans", "Contes et histoires"],
    price: n,
    priceVaries: false,
    grades: [],
    image: null,
    availableForSale: true,
    firstVariantId: null,
    description: "",
    variants: [],
    ...overrides,
  };
}

const catalogue = [
  ...Array.from({ length: 80 }, (_, i) => book(i + 1)),
  book(81, { title: "Émile à l'école", tags: ["6-8 ans", "Romans", "CE1"], price: 7.5, vendor: "Milan" }),
  book(82, { title: "Zoé et les zèbres", tags: ["8-10 ans", "Romans", "CM1"], price: 12.9, vendor: "Milan" }),
  book(83, { title: "abricot", tags: ["0-4 ans", "Tout-petits", "Imagiers"], price: 3.2 }),
];
const snapshot = buildSnapshot(catalogue);
const order = featuredOrder(catalogue.length, 42);
const list = (query: string, scope: Parameters<typeof runListing>[1] = { kind: "all" }) =>
  runListing(snapshot, scope, parseListingParams(new URLSearchParams(query)), order);

describe("catalogue listing", () => {
  it("pages 36 books at a time and clamps a page past the end to the last one", () => {
    const first = list("");
    expect(first).toMatchObject({ total: 83, page: 1, pageCount: 3 });
    expect(first.products).toHaveLength(36);
    expect(list("page=99999")).toMatchObject({ page: 3 });
    expect(list("page=99999").products).toHaveLength(11);
  });

  it("scopes by tag slug and narrows with category or sub", () => {
    expect(list("", { kind: "tag", slug: "romans" }).total).toBe(2);
    expect(list("sub=cm1", { kind: "tag", slug: "romans" }).products.map((p) => p.title)).toEqual([
      "Zoé et les zèbres",
    ]);
    expect(list("", { kind: "tag", slug: "inconnu" }).total).toBe(0);
  });

  it("filters by publisher, age, school level and price range", () => {
    expect(list("editeur=milan").total).toBe(2);
    expect(list("age=0-4-ans").products.map((p) => p.title)).toEqual(["abricot"]);
    expect(list("niveau=ce1").products.map((p) => p.title)).toEqual(["Émile à l'école"]);
    expect(
      list("prix_min=10&prix_max=12")
        .products.map((p) => p.price)
        .sort((a, b) => a - b),
    ).toEqual([10, 11, 12]);
    expect(list("prix_min=12&prix_max=10").total).toBe(3);
  });

  it("counts each facet with the other filters applied", () => {
    const listing = list("editeur=milan");
    expect(listing.facets.publishers.find((f) => f.slug === "nathan")?.count).toBe(40);
    expect(listing.facets.ages.find((a) => a.slug === "6-8-ans")?.count).toBe(1);
    expect(listing.facets.ages.find((a) => a.slug === "8-10-ans")?.levels.find((l) => l.slug === "cm1")?.count).toBe(1);
  });

  it("shows school levels only when a book of the scope is a novel", () => {
    expect(list("").facets.showLevels).toBe(true);
    expect(list("", { kind: "tag", slug: "tout-petits" }).facets.showLevels).toBe(false);
  });

  it("sets the price ceiling to the highest price rounded up, 40 when empty", () => {
    expect(list("", { kind: "tag", slug: "romans" }).priceCeiling).toBe(13);
    expect(list("", { kind: "tag", slug: "inconnu" }).priceCeiling).toBe(40);
  });

  it("sorts by price and by title with French collation", () => {
    const byPrice = list("tri=price-asc").products.map((p) => p.price);
    expect(byPrice.slice(0, 3)).toEqual([1, 2, 3]);
    expect(list("tri=price-desc").products[0]?.price).toBe(80);
    const titles = list("tri=title-asc&age=0-4-ans&age=6-8-ans&age=8-10-ans").products.map((p) => p.title);
    expect(titles).toEqual(["abricot", "Émile à l'école", "Zoé et les zèbres"]);
    expect(list("tri=title-desc&age=0-4-ans&age=6-8-ans&age=8-10-ans").products[0]?.title).toBe("Zoé et les zèbres");
  });

  it("keeps the featured order stable for a seed and shows each book once across pages", () => {
    const pages = [1, 2, 3].flatMap((page) => list(`page=${page}`).products.map((p) => p.handle));
    expect(new Set(pages).size).toBe(83);
    expect(list("page=2").products).toEqual(list("page=2").products);
    const otherDay = runListing(
      snapshot,
      { kind: "all" },
      parseListingParams(new URLSearchParams()),
      featuredOrder(83, 7),
    );
    expect(otherDay.products.map((p) => p.handle)).not.toEqual(list("").products.map((p) => p.handle));
  });

  it("orders search results by relevance under 'Pertinence'", () => {
    const results = list("", { kind: "search", text: "zèbre" });
    expect(results.products.map((p) => p.title)).toEqual(["Zoé et les zèbres"]);
  });
});

describe("condition facet (decision 019)", () => {
  const graded = [
    book(1, { grades: ["tres-bon-etat"], vendor: "Milan" }),
    book(2, { grades: ["tres-bon-etat", "bon-etat"], vendor: "Nathan" }),
    book(3, { grades: ["bon-etat", "etat-correct"], vendor: "Nathan" }),
    book(4, { grades: ["etat-correct"], vendor: "Milan" }),
    book(5, { grades: [], vendor: "Milan" }),
  ];
  const gradedSnapshot = buildSnapshot(graded);
  const listGraded = (query: string) =>
    runListing(gradedSnapshot, { kind: "all" }, parseListingParams(new URLSearchParams(query)), featuredOrder(5, 1));
  const counts = (query: string) =>
    Object.fromEntries(listGraded(query).facets.grades.map((facet) => [facet.label, facet.count]));

  it("counts the books that come in each grade, a book with two grades in both", () => {
    expect(counts("")).toEqual({ "Très bon état": 2, "Bon état": 2, "État correct": 2 });
  });

  it("keeps books with a copy in any of the grades ticked", () => {
    expect(
      listGraded("etat=tres-bon-etat")
        .products.map((p) => p.handle)
        .sort(),
    ).toEqual(["livre-1", "livre-2"]);
    expect(listGraded("etat=tres-bon-etat&etat=etat-correct").total).toBe(4);
  });

  it("counts grades with the other filters applied, and the other facets with the grade applied", () => {
    expect(counts("editeur=milan")).toEqual({ "Très bon état": 1, "Bon état": 0, "État correct": 1 });
    expect(counts("etat=bon-etat")).toEqual({ "Très bon état": 2, "Bon état": 2, "État correct": 2 });
    const publishers = listGraded("etat=bon-etat").facets.publishers;
    expect(publishers.map((facet) => [facet.label, facet.count])).toEqual([["Nathan", 2]]);
  });

  it("ignores an unknown grade in the URL instead of failing", () => {
    expect(listGraded("etat=comme-neuf").total).toBe(5);
    expect(listGraded("etat=%3Cscript%3E&etat=bon-etat").total).toBe(2);
  });
});

describe("featuredOrder", () => {
  it("is a permutation that depends only on the seed", () => {
    const a = featuredOrder(500, 123);
    expect(new Set(a).size).toBe(500);
    expect([...a]).toEqual([...featuredOrder(500, 123)]);
    expect([...a]).not.toEqual([...featuredOrder(500, 124)]);
  });
});

describe("catalogue listing read by offset (an agent's cursor, issue 41)", () => {
  const byWindow = (window: Parameters<typeof runListing>[4], query = "") =>
    runListing(snapshot, { kind: "all" }, parseListingParams(new URLSearchParams(query)), order, window);

  it("reads `size` books from `offset`, in the same order as the pages", () => {
    const pages = [...list("").products, ...list("page=2").products].map((p) => p.id);
    expect(byWindow({ offset: 30, size: 10 }).products.map((p) => p.id)).toEqual(pages.slice(30, 40));
    expect(byWindow({ offset: 80, size: 10 }).products).toHaveLength(3);
    expect(byWindow({ offset: 500, size: 10 })).toMatchObject({ products: [], total: 83 });
  });

  it("keeps only the books for sale, or those carrying one of the given tags", () => {
    const withSoldOut = buildSnapshot([...catalogue, book(84, { availableForSale: false })]);
    const read = (window: Parameters<typeof runListing>[4]) =>
      runListing(withSoldOut, { kind: "all" }, parseListingParams(new URLSearchParams()), order, window);
    expect(read({ offset: 0, size: 100 }).total).toBe(84);
    expect(read({ offset: 0, size: 100, availableOnly: true }).total).toBe(83);
    expect(
      byWindow({ offset: 0, size: 100, anyTags: ["romans", "imagiers"] })
        .products.map((p) => p.title)
        .sort(),
    ).toEqual(["abricot", "Zoé et les zèbres", "Émile à l'école"].sort());
  });
});
