import { setImmediate as nextTurn } from "node:timers/promises";
import type { RootField, RootFields } from "./storefront-executor.ts";

/**
 * The root fields of one document, run one after the other, each in a turn of the event loop of its own. GraphQL
 * starts every root field at once and their reads chain through microtasks, so a document of four `products(first:
 * 250)` held the shop's only thread ≈ 150 ms in one stretch and every page waited behind it (bench:abuse). Taking
 * turns, the longest stretch is one root field and the requests waiting meanwhile are served between two.
 * For documents received over HTTP: the shop's own documents are small, and on PostgreSQL their root fields may read
 * in parallel.
 */
export function rootsTakingTurns(fields: RootFields): RootFields {
  let previous: Promise<unknown> = Promise.resolve();
  const settled = () => undefined;
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]): [string, RootField] => [
      name,
      (args, context, info) => {
        const turn = previous.then(() => nextTurn()).then(() => field(args, context, info));
        previous = turn.then(settled, settled);
        return turn;
      },
    ]),
  );
}
