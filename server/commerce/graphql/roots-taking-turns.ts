import { setImmediate as nextTurn, setTimeout as sleep } from "node:timers/promises";
import type { RootField, RootFields } from "./root-fields.ts";

/** After a stretch of t ms for an outside client, it waits PAUSE_FACTOR × t: a third of the thread at most. */
const PAUSE_FACTOR = 2;

/**
 * The work of one document from an outside client, in stretches: each starts in an event-loop turn of its own, after
 * a pause twice as long as the previous stretch held the thread. A document of four `products(first: 250)` held
 * the shop's only thread ≈ 150 ms in one stretch, and an attacker looping it from many addresses kept every page
 * waiting (bench:abuse); in stretches, a page waits at most for one, and gets two thirds of the thread.
 */
export type Turns = { take(): Promise<void> };

export function createTurns(): Turns {
  let started: number | null = null;
  return {
    async take() {
      // A turn of its own first: what the previous stretch queued as microtasks (GraphQL completing a field's answer)
      // runs before, and counts in it.
      await nextTurn();
      if (started !== null) await sleep((performance.now() - started) * PAUSE_FACTOR);
      started = performance.now();
    },
  };
}

/**
 * The root fields of a document, run one after the other, each in turns: one to read, one for GraphQL to complete
 * its answer. GraphQL starts every root field at once and their reads chain through microtasks, without a turn
 * between them. For documents received over HTTP: the shop's own are small, and on PostgreSQL their root fields may
 * read in parallel.
 */
export function rootsTakingTurns(fields: RootFields, turns: Turns): RootFields {
  let previous: Promise<unknown> = Promise.resolve();
  const settled = () => undefined;
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]): [string, RootField] => [
      name,
      (args, context, info) => {
        const turn = previous
          .then(() => turns.take())
          .then(() => field(args, context, info))
          .then(async (value) => {
            await turns.take();
            return value;
          });
        previous = turn.then(settled, settled);
        return turn;
      },
    ]),
  );
}
