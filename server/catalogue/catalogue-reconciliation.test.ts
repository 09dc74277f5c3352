import { afterEach, describe, expect, it } from "vitest";
import type { ProductSummary } from "../../core/catalogue/catalogue-types.ts";
import { testProduct } from "../../core/catalogue/product.test-helper.ts";
import type { ProductsChange } from "../events/products-changed.ts";
import type { ProductsPage } from "../storefront/storefront-client.ts";
import { startCatalogueReconciliation } from "./catalogue-reconciliation.ts";

const MINUTE = 60_000;

/** What the store answers to one look: the products updated since, in pages of two, or no answer, or a failure. */
type Answer = ProductSummary[] | null | Error;

const book = (n: number) => testProduct({ id: `gid://shopify/Product/${n}`, handle: `livre-${n}` });

function setUp(answers: Answer[]) {
  let clock = Date.parse("2026-11-25T10:00:00Z");
  const asked: Array<{ since: string; after: string | null }> = [];
  const reconciled: ProductsChange[] = [];
  const merged: Array<{ reason: string; handles: string[] }> = [];
  const errors: string[] = [];
  let current: ProductSummary[] = [];
  const reconciliation = startCatalogueReconciliation({
    storefront: {
      async productsUpdatedSince(since, after): Promise<ProductsPage | null> {
        asked.push({ since: since.toISOString(), after });
        if (after === null) {
          const answer = answers.length > 0 ? (answers.shift() as Answer) : [];
          if (answer instanceof Error) throw answer;
          if (answer === null) return null;
          current = answer;
        }
        const start = after ? Number(after) : 0;
        const end = start + 2;
        return { products: current.slice(start, end), hasNextPage: end < current.length, endCursor: String(end) };
      },
    },
    freshness: {
      async reconcile(change) {
        reconciled.push(change);
      },
      async merge(change, products) {
        merged.push({ reason: change.reason, handles: products.map((product) => product.handle) });
      },
    },
    checkEveryMs: 5 * MINUTE,
    fullEveryMs: 60 * MINUTE,
    now: () => clock,
    logError: (message) => errors.push(message),
  });
  const advance = (ms: number) => {
    clock += ms;
  };
  return { reconciliation, asked, reconciled, merged, errors, advance };
}

let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
});

describe("catalogue reconciliation (Shopify mode)", () => {
  it("merges every product updated since the last look, page after page, and nothing when none was", async () => {
    const { reconciliation, asked, reconciled, merged, advance } = setUp([[], [book(1), book(2), book(3)]]);
    stop = reconciliation.stop;
    advance(5 * MINUTE);
    await reconciliation.checkNow();
    expect(merged).toEqual([]);
    advance(5 * MINUTE);
    await reconciliation.checkNow();
    expect(merged).toEqual([{ reason: "reconciliation:updated_at", handles: ["livre-1", "livre-2", "livre-3"] }]);
    expect(reconciled).toEqual([]);
    // Each look reaches back to the previous one, with two minutes of slack for the clocks.
    expect(asked).toEqual([
      { since: "2026-11-25T09:58:00.000Z", after: null },
      { since: "2026-11-25T10:03:00.000Z", after: null },
      { since: "2026-11-25T10:03:00.000Z", after: "2" },
    ]);
  });

  it("re-reads the whole catalogue at the slower pace even when nothing says it changed (stock, removals)", async () => {
    const { reconciliation, reconciled, merged, asked, advance } = setUp([]);
    stop = reconciliation.stop;
    advance(60 * MINUTE);
    await reconciliation.checkNow();
    expect(reconciled.map((change) => change.reason)).toEqual(["reconciliation"]);
    expect(asked).toEqual([]);
    advance(5 * MINUTE);
    await reconciliation.checkNow();
    expect(reconciled).toHaveLength(1);
    expect(merged).toEqual([]);
  });

  it("re-reads the whole catalogue when the store cannot say, and after a failed look asks again from the last good one", async () => {
    const { reconciliation, asked, reconciled, errors, advance } = setUp([new Error("réseau"), null]);
    stop = reconciliation.stop;
    advance(5 * MINUTE);
    await reconciliation.checkNow();
    expect(errors).toHaveLength(1);
    advance(5 * MINUTE);
    await reconciliation.checkNow();
    expect(asked.map((look) => look.since)).toEqual(["2026-11-25T09:58:00.000Z", "2026-11-25T09:58:00.000Z"]);
    expect(reconciled.map((change) => change.reason)).toEqual(["reconciliation:updated_at"]);
  });

  it("re-reads the whole catalogue rather than page through more than 40 pages of changes (a bulk edit)", async () => {
    const bulk = Array.from({ length: 81 }, (_, i) => book(i + 1));
    const { reconciliation, reconciled, merged, advance } = setUp([bulk]);
    stop = reconciliation.stop;
    advance(5 * MINUTE);
    await reconciliation.checkNow();
    expect(merged).toEqual([]);
    expect(reconciled.map((change) => change.reason)).toEqual(["reconciliation:updated_at"]);
  });
});
