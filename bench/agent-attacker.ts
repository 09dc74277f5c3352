import { parentPort, workerData } from "node:worker_threads";
import { agentCall, BENCH_AGENT_META } from "./agent-call.ts";

/**
 * The loops of an agent attack (abuse-bench.ts), in a thread of their own: run in the bench's thread, reading their
 * answers (146 KB of JSON each, decompressed) delayed the page measurer's own timings, counted as the shop's.
 * `search_catalog` of 50 books as fast as answers come, from one address or a new one each call, until told to stop;
 * then the count of answers by status goes back to the bench.
 */
type Orders = { url: string; loops: number; rotate: boolean };

const { url, loops, rotate } = workerData as Orders;
let attacking = true;
parentPort?.on("message", () => {
  attacking = false;
});

const statuses = new Map<number, number>();
let sent = 0;
let forwarded = 0;
await Promise.all(
  Array.from({ length: loops }, async () => {
    while (attacking) {
      forwarded = (forwarded + 1) % 250;
      const response = await agentCall(url, {
        id: ++sent,
        name: "search_catalog",
        arguments: {
          meta: BENCH_AGENT_META,
          catalog: { query: sent % 2 ? "livre" : "", pagination: { limit: 50 } },
        },
        from: rotate ? `198.51.100.${forwarded + 1}` : "198.51.100.1",
      }).catch(() => null);
      await response?.arrayBuffer();
      const status = response?.status ?? 0;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  }),
);
parentPort?.postMessage({ sent, statuses: [...statuses] });
