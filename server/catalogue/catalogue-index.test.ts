import { describe, expect, it } from "vitest";
import type { ProductSummary } from "../../core/catalogue/catalogue-types.ts";
import { parseListingParams } from "../../core/catalogue/listing-params.server.ts";
import type { ProductsPage } from "../storefront/storefront-client.ts";
import { createCatalogueIndex } from "./catalogue-index.ts";

function product(id: number, tags: string[] = []): ProductSummary {
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
    availableForSale: true,
    firstVariantId: `gid://shopify/ProductVariant/${id}`,
    description: "",
    variants: [],
  };
}

/**
 * A storefront that pages a fixed catalogue `pageSize` at a time, as the Storefront API does with cursors, and reads
 * products by id (null for an id it does not hold).
 */
function pagingStorefront(all: ProductSummary[], pageSize: number) {
  const calls: Array<string | null> = [];
  const byIds: string[][] = [];
  return {
    calls,
    byIds,
    async productsPage(after: string | null): Promise<ProductsPage> {
      calls.push(after);
      const start = after ? Number(after) : 0;
      const end = start + pageSize;
      return { products: all.slice(start, end), hasNextPage: end < all.length, endCursor: String(end) };
    },
    async productsByIds(ids: readonly string[]): Promise<Array<ProductSummary | null>> {
      byIds.push([...ids]);
      return ids.map((id) => all.find((product) => product.id === id) ?? null);
    },
  };
}

describe("catalogue index", () => {
  it("reads the whole catalogue, page after page, not only the first 250", async () => {
    const all = Array.from({ length: 1_234 }, (_, i) => product(i + 1));
    const storefront = pagingStorefront(all, 250);
    const index = createCatalogueIndex(storefront);
    await expect(index.refresh()).resolves.toMatchObject({ count: 1_234 });
    expect(storefront.calls).toEqual([null, "250", "500", "750", "1000"]);
    expect(index.size()).toBe(1_234);
    expect(index.productByHandle("livre-1234")?.title).toBe("Livre 1234");
    expect(index.productByHandle("inconnu")).toBeUndefined();
  });

  it("says whether a refresh read anything different from the last one", async () => {
    const all = [product(1), product(2)];
    const index = createCatalogueIndex(pagingStorefront(all, 250));
    expect((await index.refresh()).changed).toBe(true);
    expect((await index.refresh()).changed).toBe(false);
    all[1] = { ...product(2), availableForSale: false };
    expect((await index.refresh()).changed).toBe(true);
    expect(index.productByHandle("livre-2")?.availableForSale).toBe(false);
  });

  it("matches tags by slug, ignoring case and accents", async () => {
    const index = createCatalogueIndex(pagingStorefront([product(1, ["Noël", "4-6 ans", "10 ans et +"])], 250));
    await index.refresh();
    const [first] = index.firstProducts(1);
    expect(first && index.hasTag(first, "noel")).toBe(true);
    expect(first && index.hasTag(first, "4-6-ans")).toBe(true);
    expect(first && index.hasTag(first, "10-plus")).toBe(true);
    expect(first && index.hasTag(first, "romans")).toBe(false);
  });

  it("draws the Christmas selection from the first 50 products only, at most 12, each tagged Noël", async () => {
    const all = Array.from({ length: 200 }, (_, i) => product(i + 1, i % 3 === 0 ? ["Noël"] : ["Romans"]));
    const index = createCatalogueIndex(pagingStorefront(all, 250));
    await index.refresh();
    const selection = index.christmasSelection();
    expect(selection).toHaveLength(12);
    for (const item of selection) {
      expect(item.tags).toContain("Noël");
      expect(Number(item.handle.replace("livre-", ""))).toBeLessThanOrEqual(50);
    }
    expect(new Set(selection.map((p) => p.id)).size).toBe(12);
  });

  it("shuffles the Christmas selection with the random source it is given", async () => {
    const all = Array.from({ length: 50 }, (_, i) => product(i + 1, ["Noël"]));
    const index = createCatalogueIndex(pagingStorefront(all, 250));
    await index.refresh();
    const orderWith = (value: number) => index.christmasSelection(() => value).map((p) => p.handle);
    expect(orderWith(0.01)).not.toEqual(orderWith(0.99));
  });

  describe("reading again the products a sale names", () => {
    it("reads only those products and merges them, without reading the catalogue again", async () => {
      const all = Array.from({ length: 300 }, (_, i) => product(i + 1));
      const storefront = pagingStorefront(all, 250);
      const index = createCatalogueIndex(storefront);
      await index.refresh();
      all[41] = { ...product(42), availableForSale: false };
      const outcome = await index.refreshProducts(["gid://shopify/Product/42", "gid://shopify/Product/7"]);
      expect(outcome).toMatchObject({ count: 1, changed: true });
      expect(storefront.calls).toHaveLength(2);
      expect(storefront.byIds).toEqual([["gid://shopify/Product/42", "gid://shopify/Product/7"]]);
      expect(index.productByHandle("livre-42")?.availableForSale).toBe(false);
    });

    it("reads the whole catalogue again when a named product is gone: only a full read removes one", async () => {
      const all = Array.from({ length: 3 }, (_, i) => product(i + 1));
      const storefront = pagingStorefront(all, 250);
      const index = createCatalogueIndex(storefront);
      await index.refresh();
      all.splice(1, 1);
      expect(await index.refreshProducts(["gid://shopify/Product/2"])).toMatchObject({ count: 2, changed: true });
      expect(storefront.calls).toHaveLength(2);
      expect(index.productByHandle("livre-2")).toBeUndefined();
    });
  });

  describe("merging the products updated at the store (Shopify mode's reconciliation)", () => {
    const listing = (index: ReturnType<typeof createCatalogueIndex>, query = "") =>
      index.listing({ kind: "all" }, parseListingParams(new URLSearchParams(query)));

    it("replaces a changed product's entry, adds a new one, leaves the others untouched, and search and facets see it", async () => {
      const all = Array.from({ length: 300 }, (_, i) => product(i + 1, ["4-6 ans"]));
      const storefront = pagingStorefront(all, 250);
      const index = createCatalogueIndex(storefront);
      await index.refresh();
      const untouched = index.productByHandle("livre-7");
      expect((await listing(index)).facets.publishers).toEqual([{ slug: "nathan", label: "Nathan", count: 300 }]);

      const changed = { ...product(12, ["8-10 ans"]), title: "Le dragon de Lila", vendor: "Milan", price: 19.9 };
      const added = { ...product(301, ["0-4 ans"]), title: "Abricot et les nuages" };
      expect(index.merge([changed, added])).toMatchObject({ count: 2, changed: true });

      expect(storefront.calls).toHaveLength(2); // the store was not read again
      expect(index.size()).toBe(301);
      expect(index.productByHandle("livre-12")).toEqual(changed);
      expect(index.productByHandle("livre-301")).toEqual(added);
      expect(index.productByHandle("livre-7")).toBe(untouched);
      expect(
        index
          .firstProducts(301)
          .map((p) => p.handle)
          .slice(10, 13),
      ).toEqual(["livre-11", "livre-12", "livre-13"]);
      expect(index.firstProducts(301).at(-1)?.handle).toBe("livre-301");

      expect(index.suggest("dragon").products.map((p) => p.handle)).toEqual(["livre-12"]);
      expect(index.suggest("abricot").products.map((p) => p.handle)).toEqual(["livre-301"]);
      const search = await index.listing(
        { kind: "search", text: "Livre 12" },
        parseListingParams(new URLSearchParams()),
      );
      expect(search.products.map((p) => p.handle)).not.toContain("livre-12");
      const facets = (await listing(index)).facets;
      expect(facets.publishers).toEqual([
        { slug: "nathan", label: "Nathan", count: 300 },
        { slug: "milan", label: "Milan", count: 1 },
      ]);
      expect(facets.ages.filter((age) => age.count > 0).map((age) => [age.slug, age.count])).toEqual([
        ["0-4-ans", 1],
        ["4-6-ans", 299],
        ["8-10-ans", 1],
      ]);
      expect((await listing(index, "tri=price-desc")).products[0]?.handle).toBe("livre-12");
    });

    it("changes nothing and announces nothing when the products read are those it holds", async () => {
      const all = [product(1), product(2)];
      const index = createCatalogueIndex(pagingStorefront(all, 250));
      await index.refresh();
      expect(index.merge([product(2)])).toMatchObject({ count: 0, changed: false });
      expect(index.merge([])).toMatchObject({ count: 0, changed: false });
    });

    it("holds after a merge what a full read of the same catalogue gives, so the next full read finds no change", async () => {
      const all = [product(2), product(5), product(9)];
      const index = createCatalogueIndex(pagingStorefront(all, 250));
      await index.refresh();
      // A product republished at the store keeps its older id: it takes its place in the store's ID order.
      const republished = product(4);
      const renamed = { ...product(9), title: "Neuf" };
      index.merge([renamed, republished]);
      expect(index.firstProducts(4).map((p) => p.handle)).toEqual(["livre-2", "livre-4", "livre-5", "livre-9"]);
      all.splice(1, 0, republished);
      all[3] = renamed;
      expect((await index.refresh()).changed).toBe(false);
    });
  });
});

describe("what a search proposes when it finds no book for sale (issue 39)", () => {
  function titled(id: number, title: string, tags: string[], forSale: boolean): ProductSummary {
    return { ...product(id, tags), title, handle: `livre-${id}`, availableForSale: forSale };
  }
  const all = [
    titled(1, "Le dinosaure rose", ["4-6 ans", "Dinosaures"], false),
    titled(2, "Dinosaures du monde", ["4-6 ans", "Dinosaures"], true),
    titled(3, "La licorne bleue", ["4-6 ans", "Licornes"], true),
    titled(4, "Pirates des mers", ["8-10 ans", "Pirates"], true),
  ];

  async function ready() {
    const index = createCatalogueIndex(pagingStorefront(all, 250));
    await index.refresh();
    return index;
  }

  it("says a search found books for sale, and proposes nothing", async () => {
    expect(await (await ready()).searchInstead("licorne", 4)).toEqual({ outcome: "found", forSale: [] });
  });

  it("says a search found only sold-out books, and proposes the closest for sale", async () => {
    const answer = await (await ready()).searchInstead("dinosaure rose", 2);
    expect(answer.outcome).toBe("sold-out");
    expect(answer.forSale[0]?.handle).toBe("livre-2");
    expect(answer.forSale.every((p) => p.availableForSale)).toBe(true);
  });

  it("counts as found a search whose other words find books for sale, one word found nowhere (decision 036)", async () => {
    expect(await (await ready()).searchInstead("licornne volante", 4)).toEqual({ outcome: "found", forSale: [] });
  });

  it("proposes books for sale even when no word matches anything", async () => {
    const answer = await (await ready()).searchInstead("zzzz qqqq", 3);
    expect(answer.outcome).toBe("none");
    expect(answer.forSale).toHaveLength(3);
    expect(answer.forSale.every((p) => p.availableForSale)).toBe(true);
  });

  it("finds a product by its Storefront id (an alert's title)", async () => {
    const index = await ready();
    expect(index.productById("gid://shopify/Product/3")?.title).toBe("La licorne bleue");
    expect(index.productById("gid://shopify/Product/99")).toBeUndefined();
  });
});
