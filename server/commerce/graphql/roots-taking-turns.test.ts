import type { GraphQLResolveInfo } from "graphql";
import { describe, expect, it } from "vitest";
import { createTurns, rootsTakingTurns } from "./roots-taking-turns.ts";
import type { StorefrontContext } from "./storefront-context.ts";
import { startTurnCounter } from "./turn-counter.test-helper.ts";

const context = {} as StorefrontContext;
const info = {} as GraphQLResolveInfo;

function holdThread(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe("createTurns", () => {
  it("waits twice as long as the previous stretch held the thread before the next one", async () => {
    const turns = createTurns();
    await turns.take();
    holdThread(20);
    const started = performance.now();
    await turns.take();
    expect(performance.now() - started).toBeGreaterThanOrEqual(38);
  });
});

describe("rootsTakingTurns", () => {
  it("runs root fields one after the other, each in an event-loop turn of its own", async () => {
    const counter = startTurnCounter();
    const seenAt: number[] = [];
    const roots = rootsTakingTurns({ shop: () => seenAt.push(counter.now()) }, createTurns());
    // GraphQL starts every root field of a document at once: so do we.
    await Promise.all([0, 1, 2, 3].map(() => roots.shop?.({}, context, info)));
    counter.stop();
    expect(seenAt).toHaveLength(4);
    for (let i = 1; i < seenAt.length; i++) expect(seenAt[i]).toBeGreaterThan(seenAt[i - 1] as number);
  });

  it("keeps each field's answer, and a failing field does not stop the next", async () => {
    const roots = rootsTakingTurns(
      {
        shop: (args) => ({ name: args.name }),
        product: async () => {
          throw new Error("échec voulu");
        },
      },
      createTurns(),
    );
    const first = roots.shop?.({ name: "A" }, context, info);
    const failing = roots.product?.({}, context, info);
    const last = roots.shop?.({ name: "B" }, context, info);
    await expect(failing).rejects.toThrow("échec voulu");
    expect(await first).toEqual({ name: "A" });
    expect(await last).toEqual({ name: "B" });
  });
});
