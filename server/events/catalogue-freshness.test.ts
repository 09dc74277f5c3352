import { describe, expect, it } from "vitest";
import type { ProductSummary } from "../../core/catalogue/catalogue-types.ts";
import { testProduct } from "../../core/catalogue/product.test-helper.ts";
import { createCatalogueFreshness } from "./catalogue-freshness.ts";

const change = (reason: string) => ({ reason, at: "2026-11-23T10:00:00.000Z" });

/** A catalogue that merges nothing: most tests here are about full refreshes. */
const noMerge = {
  merge: () => ({ count: 0, durationMs: 0, changed: false }),
  refreshProducts: async () => ({ count: 0, durationMs: 0, changed: false }),
};

function slowCatalogue() {
  let refreshes = 0;
  let release: (() => void) | null = null;
  const merged: string[][] = [];
  const read: string[][] = [];
  return {
    merged,
    read,
    async refreshProducts(ids: readonly string[]) {
      read.push([...ids]);
      return { count: ids.length, durationMs: 1, changed: true };
    },
    merge(products: readonly ProductSummary[]) {
      merged.push(products.map((product) => product.handle));
      return { count: products.length, durationMs: 1, changed: true };
    },
    get refreshes() {
      return refreshes;
    },
    finishRefresh() {
      release?.();
    },
    /** Ends the refresh under way, then the follow-up one that the changes folded into. */
    async finishTwoRefreshes() {
      release?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
      release?.();
    },
    refresh() {
      refreshes++;
      return new Promise<{ count: number; durationMs: number }>((resolve) => {
        release = () => resolve({ count: 1, durationMs: 1 });
      });
    },
  };
}

describe("createCatalogueFreshness", () => {
  it("refreshes the catalogue then tells the pages, for each change", async () => {
    const told: string[] = [];
    const freshness = createCatalogueFreshness(
      { ...noMerge, refresh: async () => ({ count: 1, durationMs: 1 }) },
      (c) => told.push(c.reason),
    );
    await freshness.changed(change("import"));
    await freshness.changed(change("stock"));
    expect(told).toEqual(["import", "stock"]);
  });

  it("folds the changes that arrive during a refresh into one follow-up refresh", async () => {
    const catalogue = slowCatalogue();
    const told: string[] = [];
    const freshness = createCatalogueFreshness(catalogue, (c) => told.push(c.reason));
    const first = freshness.changed(change("a"));
    for (const reason of ["b", "c", "d"]) void freshness.changed(change(reason));
    await catalogue.finishTwoRefreshes();
    await first;
    await freshness.idle();
    expect(catalogue.refreshes).toBe(2);
    expect(told).toEqual(["a", "d"]);
  });

  it("logs a failed refresh and keeps serving later changes", async () => {
    const errors: string[] = [];
    let fail = true;
    const freshness = createCatalogueFreshness(
      {
        ...noMerge,
        refresh: async () => {
          if (fail) throw new Error("storefront down");
          return { count: 1, durationMs: 1 };
        },
      },
      () => {},
      (message) => errors.push(message),
    );
    await freshness.changed(change("a"));
    fail = false;
    await freshness.changed(change("b"));
    expect(errors).toHaveLength(1);
  });

  it("tells the pages of a reconciliation only when the catalogue really changed", async () => {
    const results = [false, true];
    const told: string[] = [];
    const freshness = createCatalogueFreshness(
      { ...noMerge, refresh: async () => ({ count: 1, durationMs: 1, changed: results.shift() ?? false }) },
      (c) => told.push(c.reason),
    );
    await freshness.reconcile(change("reconciliation"));
    expect(told).toEqual([]);
    await freshness.reconcile(change("reconciliation"));
    expect(told).toEqual(["reconciliation"]);
  });

  it("still tells the pages of an event folded together with a reconciliation", async () => {
    const catalogue = slowCatalogue();
    const told: string[] = [];
    const freshness = createCatalogueFreshness(catalogue, (c) => told.push(c.reason));
    const first = freshness.changed(change("import"));
    void freshness.changed(change("stock"));
    void freshness.reconcile(change("reconciliation"));
    await catalogue.finishTwoRefreshes();
    await first;
    await freshness.idle();
    expect(told).toEqual(["import", "stock"]);
  });

  it("merges updated products after the refresh under way, and tells the pages only when they changed", async () => {
    const catalogue = slowCatalogue();
    const told: string[] = [];
    const freshness = createCatalogueFreshness(catalogue, (c) => told.push(c.reason));
    const first = freshness.changed(change("stock"));
    void freshness.merge(change("reconciliation:updated_at"), [testProduct({ handle: "livre-1" })]);
    void freshness.merge(change("reconciliation:updated_at"), [testProduct({ handle: "livre-2" })]);
    expect(catalogue.merged).toEqual([]);
    catalogue.finishRefresh();
    await first;
    await freshness.idle();
    expect(catalogue.refreshes).toBe(1);
    expect(catalogue.merged).toEqual([["livre-1", "livre-2"]]);
    expect(told).toEqual(["stock", "reconciliation:updated_at"]);

    const unchanged = createCatalogueFreshness({ ...noMerge, refresh: catalogue.refresh }, (c) => told.push(c.reason));
    await unchanged.merge(change("reconciliation:updated_at"), [testProduct({ handle: "livre-1" })]);
    expect(told).toHaveLength(2);
  });

  it("leaves updated products to a full re-read already waiting, which reads them anyway", async () => {
    const catalogue = slowCatalogue();
    const told: string[] = [];
    const freshness = createCatalogueFreshness(catalogue, (c) => told.push(c.reason));
    const first = freshness.changed(change("import"));
    void freshness.changed(change("stock"));
    void freshness.merge(change("reconciliation:updated_at"), [testProduct({ handle: "livre-1" })]);
    await catalogue.finishTwoRefreshes();
    await first;
    await freshness.idle();
    expect(catalogue.refreshes).toBe(2);
    expect(catalogue.merged).toEqual([]);
    expect(told).toEqual(["import", "stock"]);
  });

  it("reads again only the products a sale names, and tells the pages", async () => {
    const catalogue = slowCatalogue();
    const told: string[] = [];
    const freshness = createCatalogueFreshness(catalogue, (c) => told.push(c.reason));
    await freshness.changed({ ...change("stock"), products: ["gid://shopify/Product/1", "gid://shopify/Product/2"] });
    expect(catalogue.refreshes).toBe(0);
    expect(catalogue.read).toEqual([["gid://shopify/Product/1", "gid://shopify/Product/2"]]);
    expect(told).toEqual(["stock"]);
  });

  it("folds the products of sales during a refresh into one read, and leaves them to a full re-read waiting", async () => {
    const catalogue = slowCatalogue();
    const freshness = createCatalogueFreshness(catalogue, () => {});
    const first = freshness.changed(change("import"));
    void freshness.changed({ ...change("stock"), products: ["gid://shopify/Product/1"] });
    void freshness.changed({ ...change("stock"), products: ["gid://shopify/Product/2", "gid://shopify/Product/1"] });
    catalogue.finishRefresh();
    await first;
    await freshness.idle();
    expect(catalogue.refreshes).toBe(1);
    expect(catalogue.read).toEqual([["gid://shopify/Product/1", "gid://shopify/Product/2"]]);

    const waiting = freshness.changed(change("import"));
    void freshness.changed(change("webhook"));
    void freshness.changed({ ...change("stock"), products: ["gid://shopify/Product/3"] });
    await catalogue.finishTwoRefreshes();
    await waiting;
    await freshness.idle();
    expect(catalogue.refreshes).toBe(3);
    expect(catalogue.read).toHaveLength(1);
  });

  it("reads the whole catalogue again once the products waiting are too many to read one by one", async () => {
    const catalogue = slowCatalogue();
    const freshness = createCatalogueFreshness(catalogue, () => {});
    const first = freshness.changed(change("import"));
    for (let sale = 0; sale < 6; sale++) {
      const products = Array.from({ length: 50 }, (_, i) => `gid://shopify/Product/${sale * 50 + i}`);
      void freshness.changed({ ...change("stock"), products });
    }
    await catalogue.finishTwoRefreshes();
    await first;
    await freshness.idle();
    expect(catalogue.refreshes).toBe(2);
    expect(catalogue.read).toEqual([]);
  });
});
