import { afterEach, describe, expect, it } from "vitest";
import type { ProductsChange } from "../events/products-changed.ts";
import { startCatalogueReconciliation } from "./catalogue-reconciliation.ts";

const MINUTE = 60_000;

function setUp(answers: Array<boolean | null | Error>) {
  let clock = Date.parse("2026-11-25T10:00:00Z");
  const asked: Date[] = [];
  const reconciled: ProductsChange[] = [];
  const errors: string[] = [];
  const reconciliation = startCatalogueReconciliation({
    storefront: {
      async productsUpdatedSince(since) {
        asked.push(since);
        const answer = answers.length > 0 ? (answers.shift() as boolean | null | Error) : false;
        if (answer instanceof Error) throw answer;
        return answer;
      },
    },
    freshness: {
      async reconcile(change) {
        reconciled.push(change);
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
  return { reconciliation, asked, reconciled, errors, advance };
}

let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
});

describe("catalogue reconciliation (Shopify mode)", () => {
  it("re-reads the catalogue when the store says a product was updated since the last look, and not otherwise", async () => {
    const { reconciliation, asked, reconciled, advance } = setUp([false, true]);
    stop = reconciliation.stop;
    advance(5 * MINUTE);
    await reconciliation.checkNow();
    expect(reconciled).toEqual([]);
    advance(5 * MINUTE);
    await reconciliation.checkNow();
    expect(reconciled.map((change) => change.reason)).toEqual(["reconciliation:updated_at"]);
    // Each look reaches back to the previous one, with two minutes of slack for the clocks.
    expect(asked.map((since) => since.toISOString())).toEqual(["2026-11-25T09:58:00.000Z", "2026-11-25T10:03:00.000Z"]);
  });

  it("re-reads the whole catalogue at the slower pace even when nothing says it changed (stock, removals)", async () => {
    const { reconciliation, reconciled, advance } = setUp([]);
    stop = reconciliation.stop;
    advance(60 * MINUTE);
    await reconciliation.checkNow();
    expect(reconciled.map((change) => change.reason)).toEqual(["reconciliation"]);
    advance(5 * MINUTE);
    await reconciliation.checkNow();
    expect(reconciled).toHaveLength(1);
  });

  it("re-reads when the store cannot say, and after a failed look asks again from the last good one", async () => {
    const { reconciliation, asked, reconciled, errors, advance } = setUp([new Error("réseau"), null]);
    stop = reconciliation.stop;
    advance(5 * MINUTE);
    await reconciliation.checkNow();
    expect(errors).toHaveLength(1);
    advance(5 * MINUTE);
    await reconciliation.checkNow();
    expect(asked.map((since) => since.toISOString())).toEqual(["2026-11-25T09:58:00.000Z", "2026-11-25T09:58:00.000Z"]);
    expect(reconciled.map((change) => change.reason)).toEqual(["reconciliation:updated_at"]);
  });
});
