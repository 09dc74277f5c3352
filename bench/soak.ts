import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { startShopProcess } from "../e2e/support/shop-process.ts";
import { createTestDatabase } from "../e2e/support/test-database.ts";
import { measure } from "./latency.ts";
import { memoryOf } from "./process-memory.ts";

/**
 * Endurance: a production shop (its own process) browsed without a pause for `--minutes`, the home, product pages,
 * listings and searches in turn, as browsers ask for them (Brotli). Prints the server's resident memory and JS heap
 * every `--every` seconds: a leak shows as a line that keeps rising once the first minutes have passed.
 *
 *   npm run bench:soak -- [--minutes 20] [--every 60] [--count 3200] [--connections 2] [--database-url postgres://…]
 *
 * `--database-url` runs on a fresh database of that PostgreSQL server, dropped at the end, instead of PGlite.
 */
const { values } = parseArgs({
  options: {
    minutes: { type: "string", default: "20" },
    every: { type: "string", default: "60" },
    count: { type: "string", default: "3200" },
    connections: { type: "string", default: "2" },
    "database-url": { type: "string" },
  },
});
const everySeconds = Number(values.every);
const rounds = Math.max(1, Math.round((Number(values.minutes) * 60) / everySeconds));
const connections = Number(values.connections);

const secondsPerPage = (paths: readonly string[]) => Math.max(1, Math.round(everySeconds / paths.length));

const dataDir = mkdtempSync(path.join(os.tmpdir(), "bouquinerie-soak-"));
const database = values["database-url"] ? await createTestDatabase(values["database-url"], "bench_soak") : null;
const env: Record<string, string> = { DATA_DIR: dataDir, DEMO_CATALOGUE_SIZE: values.count };
if (database) env.DATABASE_URL = database.url;
const shop = await startShopProcess(env);
const pid = shop.process.pid ?? 0;

const residentMb = () => memoryOf(pid).rss;

// Many product pages, not one: the pages the shop keeps and the index's caches fill as with real visitors.
const home = await (await fetch(`${shop.url}/`)).text();
const products = [...new Set([...home.matchAll(/href="(\/produit\/[^"]+)"/g)].map((match) => match[1] as string))];
const listingPaths = ["/age/0-4-ans", "/age/6-8-ans?tri=price-asc", "/theme/contes-et-histoires?page=2"];
const searches = ["dinosaures", "noel", "pirates", "princesse", "espace", "chevaux"].map((q) => `/recherche?q=${q}`);
const paths = ["/", ...products, ...listingPaths, ...searches];

console.log(
  `Endurance : ${values.count} livres, ${values.minutes} min, ${connections} connexion(s), ${paths.length} pages en alternance, base ${values["database-url"] ? "PostgreSQL" : "PGlite"}`,
);
console.log("| minute | pages servies | req/s | p50 (ms) | p95 (ms) | erreurs | mémoire résidente (Mo) |");
console.log("|---|---|---|---|---|---|---|");
console.log(`| 0 | 0 | – | – | – | – | ${residentMb()} |`);
let served = 0;
for (let round = 1; round <= rounds; round++) {
  const perPage = secondsPerPage(paths);
  let requests = 0;
  let errors = 0;
  const p50s: number[] = [];
  const p95s: number[] = [];
  for (const page of paths) {
    const result = await measure(shop.url, page, { connections, durationSeconds: perPage });
    requests += result.requestsPerSecond * perPage;
    errors += result.errors;
    p50s.push(result.p50);
    p95s.push(result.p95);
  }
  served += requests;
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
  console.log(
    `| ${((round * perPage * paths.length) / 60).toFixed(1)} | ${Math.round(served)} | ${Math.round(requests / (perPage * paths.length))} | ${median(p50s)} | ${median(p95s)} | ${errors} | ${residentMb()} |`,
  );
}

await shop.stop();
await database?.drop();
rmSync(dataDir, { recursive: true, force: true });
