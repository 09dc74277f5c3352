import { describe, expect, it } from "vitest";
import type { ProductSummary } from "../../core/catalogue/catalogue-types.ts";
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
  };
}

/** A storefront that pages a fixed catalogue `pageSize` at a time, as the Storefront API does with cursors. */
function pagingStorefront(all: ProductSummary[], pageSize: number) {
  const calls: Array<string | null> = [];
  return {
    calls,
    async productsPage(after: string | null): Promise<ProductsPage> {
      calls.push(after);
      const start = after ? Number(after) : 0;
      const end = start + pageSize;
      return { products: all.slice(start, end), hasNextPage: end < all.length, endCursor: String(end) };
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
});
