import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { startShopProcess } from "../e2e/support/shop-process.ts";
import { agentCall, BENCH_AGENT_META } from "./agent-call.ts";
import { SEARCH_WORDS } from "./search-words.ts";

/**
 * Issue 41: what a shopping agent's call costs, seen from the agent over HTTP, on a production shop of `count` books
 * (its own process). `search_catalog` as agents call it (10 books, default page) over distinct searches (cold: each
 * once) then the same again (warm: the books kept); the largest page (50 books); `lookup_catalog` of 50 ids. Each
 * call from its own address (X-Forwarded-For, trusted from loopback) so the per-client limit does not stop the bench.
 */
const { values } = parseArgs({ options: { count: { type: "string", default: "50000" } } });
const count = Number(values.count);

/**
 * A distinct search per call, then the same again: the catalogue benchmark's searches but the last twenty, which warm
 * the process up first, as the searches before them warm a shop that has been running (words searched at warm-up
 * are not measured: their books would come from the cache).
 */
const WARM_UP = SEARCH_WORDS.slice(-20);
const SEARCHES = SEARCH_WORDS.slice(0, -20);

const started = performance.now();
const dataDir = mkdtempSync(path.join(os.tmpdir(), "bouquinerie-bench-agents-"));
const env = { DATA_DIR: dataDir, DEMO_CATALOGUE_SIZE: String(count), TRUST_PROXY: "loopback" };
// A first process creates the demo catalogue and stops: the measured instance starts on it as a host restarts one,
// without the creation's garbage in its heap (as bench:ssr does).
await (await startShopProcess(env, { startMs: 600_000 })).stop();
const restarted = performance.now();
const shop = await startShopProcess(env, { startMs: 600_000 });
console.log(
  `Boutique de ${count} livres créée en ${((restarted - started) / 1000).toFixed(0)} s, redémarrée en ${((performance.now() - restarted) / 1000).toFixed(0)} s`,
);

let address = 0;
let id = 0;
async function call(
  name: string,
  args: Record<string, unknown>,
): Promise<{ ms: number; bytes: number; body: unknown }> {
  address = (address + 1) % 250;
  const begun = performance.now();
  const response = await agentCall(shop.url, { id: ++id, name, arguments: args, from: `198.51.100.${address + 1}` });
  const text = await response.text();
  const ms = performance.now() - begun;
  if (response.status !== 200) throw new Error(`${name} : HTTP ${response.status} ${text.slice(0, 200)}`);
  return { ms, bytes: Buffer.byteLength(text), body: JSON.parse(text) };
}

function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(1);
  return `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`;
}

async function series(label: string, run: (i: number) => Promise<{ ms: number; bytes: number }>, repeat: number) {
  const samples: number[] = [];
  let bytes = 0;
  for (let i = 0; i < repeat; i++) {
    const answer = await run(i);
    samples.push(answer.ms);
    bytes += answer.bytes;
  }
  console.log(
    `${label} — ${repeat} appels : ${percentiles(samples)} ; ${Math.round(bytes / repeat / 1024)} Ko de JSON par réponse`,
  );
}

const search = (query: string, limit?: number) =>
  call("search_catalog", { meta: BENCH_AGENT_META, catalog: { query, ...(limit ? { pagination: { limit } } : {}) } });

// Warm-up of the process (JIT, the catalogue's first listing), not counted.
for (const query of WARM_UP) await search(query);
await series(
  "search_catalog, recherches distinctes (froid), 10 livres",
  (i) => search(SEARCHES[i] as string),
  SEARCHES.length,
);
await series(
  "search_catalog, mêmes recherches (livres gardés), 10 livres",
  (i) => search(SEARCHES[i % SEARCHES.length] as string),
  100,
);
await series(
  "search_catalog, tout le catalogue par pages de 10 (curseur)",
  async (i) => {
    const cursor = Buffer.from(JSON.stringify({ o: i * 10 })).toString("base64url");
    // A browse of the whole catalogue names a filter: an empty search is refused (issue 50).
    return call("search_catalog", {
      meta: BENCH_AGENT_META,
      catalog: { filters: { available: true }, pagination: { cursor } },
    });
  },
  50,
);
await series(
  "search_catalog, 50 livres par page (le plus coûteux accepté)",
  (i) => search(SEARCHES[i % SEARCHES.length] as string, 50),
  50,
);
const page = (await search("", 50)).body as { result: { structuredContent: { products: Array<{ id: string }> } } };
const ids = page.result.structuredContent.products.map((product) => product.id);
await series(
  "lookup_catalog de 50 identifiants",
  () => call("lookup_catalog", { meta: BENCH_AGENT_META, catalog: { ids } }),
  50,
);

await shop.stop();
rmSync(dataDir, { recursive: true, force: true });
