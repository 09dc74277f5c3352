import { parentPort, workerData } from "node:worker_threads";
import { UCP_MCP_PATH } from "../server/agents/ucp-version.ts";
import { agentCall, BENCH_AGENT_META } from "./agent-call.ts";
import { BROWSER_ACCEPT_ENCODING } from "./latency.ts";

/**
 * The loops of an agent attack (abuse-bench.ts), in a thread of their own: run in the bench's thread, reading their
 * answers (146 KB of JSON each, decompressed) delayed the page measurer's own timings, counted as the shop's.
 * `search_catalog` of 50 books (or, `batch`, a batch of 100 of them) as fast as answers come, from one address or a new
 * one each call, until told to stop;
 * then the count of answers by status goes back to the bench.
 */
type Orders = { url: string; loops: number; rotate: boolean; batch?: boolean };

const { url, loops, rotate, batch = false } = workerData as Orders;

/** The audit's attack (issue 51): 100 `tools/call` in one JSON-RPC batch, 22 KB, refused by the shop before any runs. */
function batchOf100(id: number, from: string): Promise<Response> {
  const calls = Array.from({ length: 100 }, (_, i) => ({
    jsonrpc: "2.0",
    id: id * 100 + i,
    method: "tools/call",
    params: {
      name: "search_catalog",
      arguments: { meta: BENCH_AGENT_META, catalog: { query: "livre", pagination: { limit: 50 } } },
    },
  }));
  return fetch(`${url}${UCP_MCP_PATH}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      "accept-encoding": BROWSER_ACCEPT_ENCODING,
      "x-forwarded-for": from,
    },
    body: JSON.stringify(calls),
  });
}
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
      const from = rotate ? `198.51.100.${forwarded + 1}` : "198.51.100.1";
      const response = await (batch
        ? batchOf100(++sent, from)
        : agentCall(url, {
            id: ++sent,
            name: "search_catalog",
            arguments: {
              meta: BENCH_AGENT_META,
              // Words, or a whole-catalogue browse (an empty query needs a filter, issue 50).
              catalog:
                sent % 2
                  ? { query: "livre", pagination: { limit: 50 } }
                  : { query: "", filters: { available: true }, pagination: { limit: 50 } },
            },
            from,
          })
      ).catch(() => null);
      await response?.arrayBuffer();
      const status = response?.status ?? 0;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  }),
);
parentPort?.postMessage({ sent, statuses: [...statuses] });
