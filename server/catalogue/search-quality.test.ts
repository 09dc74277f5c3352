import { beforeAll, describe, expect, it } from "vitest";
import type { ProductSummary } from "../../core/catalogue/catalogue-types.ts";
import { parseListingParams } from "../../core/catalogue/listing-params.server.ts";
import { slugify } from "../../core/catalogue/slug.ts";
import { tagSlug } from "../../core/catalogue/taxonomy.ts";
import { demoCatalogueIndex } from "../chat/demo-catalogue-index.ts";
import type { CatalogueIndex } from "./catalogue-index.ts";
import type { Listing } from "./listing.ts";
import { PARENT_QUERIES, type ParentQuery } from "./parent-queries.test-helper.ts";

/** What the search page shows first: a row and a half of cards on a phone, two rows on a desk. */
const FIRST = 8;
const GOOD_SHARE_TARGET = 0.95;

function slugsOf(product: ProductSummary): Set<string> {
  return new Set([...product.tags.map(tagSlug), `type:${slugify(product.productType)}`]);
}

function relevant(query: ParentQuery, product: ProductSummary): boolean {
  const slugs = slugsOf(product);
  if (query.ages && !query.ages.some((age) => slugs.has(age))) return false;
  return (query.tags ?? []).every((group) => group.split("|").some((slug) => slugs.has(slug)));
}

type Judged = { query: ParentQuery; total: number; relevantFirst: number; held: number; good: boolean; note: string };

function judge(query: ParentQuery, listing: Listing, catalogue: readonly ProductSummary[]): Judged {
  const first = listing.products.slice(0, FIRST);
  const report = listing.search?.report;
  if (query.answerable === false) {
    // Nothing of the kind: no results, or results the page labels as near spellings, never as matches.
    const good = listing.total === 0 || report?.approximate === true;
    return { query, total: listing.total, relevantFirst: 0, held: 0, good, note: good ? "" : "montré comme résultats" };
  }
  if (query.firstIsbn) {
    const book = catalogue.find((product) => product.description.includes(query.firstIsbn as string));
    const good = book !== undefined && first[0]?.id === book.id;
    return { query, total: listing.total, relevantFirst: good ? 1 : 0, held: 1, good, note: "" };
  }
  const held = catalogue.filter((product) => relevant(query, product)).length;
  const relevantFirst = first.filter((product) => relevant(query, product)).length;
  const good = relevantFirst >= Math.min(6, held) && listing.total > 0;
  return { query, total: listing.total, relevantFirst, held, good, note: report?.approximate ? "approché" : "" };
}

describe("parents' own words find the right books (decision 036)", () => {
  let index: CatalogueIndex;
  let products: ProductSummary[];
  let judged: Judged[];

  beforeAll(async () => {
    ({ index, products } = await demoCatalogueIndex(3_200));
    judged = [];
    for (const query of PARENT_QUERIES) {
      const params = parseListingParams(new URLSearchParams({ q: query.q }));
      judged.push(judge(query, await index.listing({ kind: "search", text: query.q }, params), products));
    }
    const answerable = judged.filter((entry) => entry.query.answerable !== false);
    const empty = answerable.filter((entry) => entry.total === 0).length;
    const good = judged.filter((entry) => entry.good).length;
    const lines = judged
      .filter((entry) => !entry.good)
      .map(
        (entry) =>
          `  ✗ « ${entry.query.q} » : ${entry.relevantFirst}/${FIRST} pertinents, ${entry.total} résultats ${entry.note}`,
      );
    console.info(
      [
        `Recherche en mots de parents : ${judged.length} requêtes sur ${products.length} livres`,
        `  sans résultat alors que le catalogue répond : ${empty} sur ${answerable.length} (${((100 * empty) / answerable.length).toFixed(1)} %)`,
        `  bonnes (au moins 6 pertinents dans les ${FIRST} premiers, ou tous ceux que le catalogue a) : ${good} sur ${judged.length} (${((100 * good) / judged.length).toFixed(1)} %)`,
        ...lines,
      ].join("\n"),
    );
  }, 120_000);

  it("holds at least 100 queries in parents' words", () => {
    expect(PARENT_QUERIES.length).toBeGreaterThanOrEqual(100);
  });

  it("leaves no query the catalogue can answer without a result", () => {
    const empty = judged.filter((entry) => entry.query.answerable !== false && entry.total === 0);
    expect(empty.map((entry) => entry.query.q)).toEqual([]);
  });

  it("shows at least 6 relevant books in the first 8 for 95 % of the queries", () => {
    const good = judged.filter((entry) => entry.good).length;
    expect(good / judged.length).toBeGreaterThanOrEqual(GOOD_SHARE_TARGET);
  });
});

describe("the header's suggestions read the words as the search page does (decision 036)", () => {
  it("suggests books of the topic at the age asked, and the age's and the topic's pages", async () => {
    const { index, products } = await demoCatalogueIndex(3_200);
    const suggestions = index.suggest("dinosaures 4 ans");
    expect(suggestions.products.length).toBeGreaterThan(0);
    for (const suggested of suggestions.products) {
      const book = products.find((product) => product.handle === suggested.handle);
      expect(book?.tags).toEqual(expect.arrayContaining(["4-6 ans", "Dinosaures"]));
    }
    expect(suggestions.categories).toEqual(
      expect.arrayContaining([
        { label: "Livres 4-6 ans", href: "/age/4-6-ans" },
        { label: "Dinosaures", href: "/categorie/dinosaures" },
      ]),
    );
  });

  it("puts an exact title first, and labels a name the catalogue lacks as near spellings", async () => {
    const { index, products } = await demoCatalogueIndex(3_200);
    const title = (products[0] as ProductSummary).title;
    const exact = await index.listing({ kind: "search", text: title }, parseListingParams(new URLSearchParams()));
    expect(exact.products[0]?.title).toBe(title);
    expect(exact.search?.report.approximate).toBe(false);
    const nearMiss = await index.listing(
      { kind: "search", text: "Tchoupi" },
      parseListingParams(new URLSearchParams()),
    );
    expect(nearMiss.search?.report.approximate).toBe(true);
    const typo = await index.listing({ kind: "search", text: "dinosores" }, parseListingParams(new URLSearchParams()));
    expect(typo.total).toBeGreaterThan(0);
    expect(typo.search?.report.approximate).toBe(false);
  });
});
