import { describe, expect, it } from "vitest";
import { createCatalogueFreshness } from "./catalogue-freshness.ts";

const change = (reason: string) => ({ reason, at: "2026-11-23T10:00:00.000Z" });

function slowCatalogue() {
  let refreshes = 0;
  let release: (() => void) | null = null;
  return {
    get refreshes() {
      return refreshes;
    },
    finishRefresh() {
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
    const freshness = createCatalogueFreshness({ refresh: async () => ({ count: 1, durationMs: 1 }) }, (c) =>
      told.push(c.reason),
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
    catalogue.finishRefresh();
    await new Promise((resolve) => setTimeout(resolve, 0));
    catalogue.finishRefresh();
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
      { refresh: async () => ({ count: 1, durationMs: 1, changed: results.shift() ?? false }) },
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
    catalogue.finishRefresh();
    await new Promise((resolve) => setTimeout(resolve, 0));
    catalogue.finishRefresh();
    await first;
    await freshness.idle();
    expect(told).toEqual(["import", "stock"]);
  });
});
