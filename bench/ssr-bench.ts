import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { startShopProcess } from "../e2e/support/shop-process.ts";
import { createTestDatabase, type TestDatabase } from "../e2e/support/test-database.ts";
import {
  BROWSER_ACCEPT_ENCODING,
  type LoadResult,
  measure,
  type PageWeight,
  pageWeight,
  SAFARI_ACCEPT_ENCODING,
} from "./latency.ts";
import { memoryOf } from "./process-memory.ts";

/**
 * SSR throughput and latency of the home, a product, a listing and a search page, and of every product in turn, on a
 * fresh production shop started
 * as its own process (restarted once its demo catalogue is created, as a host runs it), as browsers receive them
 * (Chromium's `Accept-Encoding`: zstd; Safari's: Brotli) and uncompressed; with each page's HTML size and the
 * server's resident memory at the end.
 *
 *   npm run bench:ssr -- [--count 3200] [--duration 10] [--connections 10]
 *                        [--only home|product|listing|search|search-none|products]
 *                        [--baseline <checkout>] [--database-url postgres://… [--instances 2]]
 *
 * A page asked again is sent from the pages the shop keeps (decision 028); `products` asks each product page of the
 * sitemap in turn, one after the other, so that nearly every view is rendered: the cost when nothing is kept.
 * `--baseline` measures another checkout too (built with `npm run build`, its node_modules installed): both shops run
 * side by side, and each page is measured on one then the other, the baseline first, in the same run.
 * `--database-url` runs on a fresh database of that PostgreSQL server instead of PGlite; `--instances N` then starts N
 * instances sharing it (the production topology, one per core), loaded at once, each with its share of the
 * connections: the table gives their summed throughput and the worst of their percentiles.
 */
const { values } = parseArgs({
  options: {
    count: { type: "string", default: "3200" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    /**
     * Measure only these pages: `home`, `product`, `listing`, `search`, `search-none` (a search without a book for
     * sale), `products` (repeatable); all by default.
     */
    only: { type: "string", multiple: true },
    baseline: { type: "string" },
    "database-url": { type: "string" },
    instances: { type: "string", default: "1" },
  },
});
const count = Number(values.count);
const durationSeconds = Number(values.duration);
const connections = Number(values.connections);
const instances = Number(values.instances);
const serverUrl = values["database-url"];
if (instances > 1 && !serverUrl)
  throw new Error("--instances demande --database-url : PGlite n'ouvre sa base qu'à un processus");

type Instance = { url: string; pid: number; stop(): Promise<void> };
type Shop = {
  name: string;
  instances: Instance[];
  productPath: string;
  /** Every product page of the sitemap, in its order. */
  productPaths: string[];
  stop(): Promise<void>;
};

async function startShop(name: string, dir: string): Promise<Shop> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bouquinerie-bench-"));
  const database: TestDatabase | null = serverUrl ? await createTestDatabase(serverUrl, "bench_ssr") : null;
  const env: Record<string, string> = { DATA_DIR: dataDir, DEMO_CATALOGUE_SIZE: String(count) };
  if (database) env.DATABASE_URL = database.url;
  // A first process creates the demo catalogue and stops: the measured instances start on it as a host restarts
  // them, without the creation's garbage in their heap and memory.
  const created = performance.now();
  await (await startShopProcess(env, { cwd: dir, startMs: 600_000 })).stop();
  const started = performance.now();
  const running: Instance[] = [];
  for (let i = 0; i < instances; i++) {
    const shop = await startShopProcess(env, { cwd: dir });
    running.push({ url: shop.url, pid: shop.process.pid ?? 0, stop: shop.stop });
  }
  console.log(
    `${name} : catalogue de démonstration créé en ${Math.round(started - created)} ms ; ${instances} instance(s) prête(s) (${count} livres, ${database ? "PostgreSQL" : "PGlite"}) en ${Math.round(performance.now() - started)} ms`,
  );
  const home = await (await fetch(`${running[0]?.url}/`)).text();
  const productPath = /href="(\/produit\/[^"]+)"/.exec(home)?.[1];
  if (!productPath) throw new Error(`${name} : aucun lien produit sur la page d'accueil`);
  const sitemap = await (await fetch(`${running[0]?.url}/sitemap.xml`)).text();
  const productPaths = [...sitemap.matchAll(/<loc>[^<]*?(\/produit\/[^<]+)<\/loc>/g)].map(
    (match) => match[1] as string,
  );
  return {
    name,
    instances: running,
    productPath,
    productPaths,
    async stop() {
      for (const instance of running) await instance.stop();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every instance loaded at once, each with its share of the connections; throughput summed, worst percentiles. */
async function measureShop(
  shop: Shop,
  page: string,
  acceptEncoding?: string | null,
  nextPath?: () => string,
): Promise<LoadResult> {
  const share = Math.max(1, Math.round(connections / shop.instances.length));
  const results = await Promise.all(
    shop.instances.map((instance) =>
      measure(instance.url, page, {
        durationSeconds,
        connections: share,
        acceptEncoding,
        nextPath,
      }),
    ),
  );
  const worst = (key: "p50" | "p95" | "p99") => Math.max(...results.map((result) => result[key]));
  return {
    path: page,
    requestsPerSecond: Math.round(results.reduce((sum, result) => sum + result.requestsPerSecond, 0) * 10) / 10,
    p50: worst("p50"),
    p95: worst("p95"),
    p99: worst("p99"),
    errors: results.reduce((sum, result) => sum + result.errors, 0),
  };
}

// Started one after the other: two demo catalogues created at once would share the two cores.
const shops: Shop[] = [];
if (values.baseline) shops.push(await startShop(`référence (${path.basename(values.baseline)})`, values.baseline));
shops.push(await startShop("ce build", process.cwd()));
const memoryAtStart = new Map(shops.map((shop) => [shop, shop.instances.map((instance) => memoryOf(instance.pid))]));

const EVERY_PRODUCT = "/produit/… (chacune tour à tour)";
const pages = {
  home: () => "/",
  product: (shop: Shop) => shop.productPath,
  listing: () => "/age/6-8-ans?tri=price-asc",
  search: () => "/recherche?q=dinosaures",
  // A search that finds no book for sale: the page proposes books for sale and counts it for the owner (issue 39).
  "search-none": () => "/recherche?q=zorglub+spatial",
  products: () => EVERY_PRODUCT,
};

/** The shop's product pages one after the other, going on where the previous pass stopped. */
function productsInTurn(shop: Shop): () => string {
  let next = 0;
  return () => shop.productPaths[next++ % shop.productPaths.length] as string;
}
const names = (values.only?.length ? values.only : Object.keys(pages)) as (keyof typeof pages)[];
if (names.some((name) => !(name in pages))) throw new Error(`--only accepte : ${Object.keys(pages).join(", ")}`);

type Row = { shop: Shop; weight: PageWeight; browser: LoadResult; safari: LoadResult; plain: LoadResult };
const rows: Row[] = [];
for (const name of names) {
  for (const shop of shops) {
    const page = pages[name](shop);
    const nextPath = page === EVERY_PRODUCT ? productsInTurn(shop) : undefined;
    for (const instance of shop.instances) await measure(instance.url, page, { durationSeconds: 2, nextPath }); // warm-up
    const weight = await pageWeight(shop.instances[0]?.url ?? "", nextPath ? shop.productPath : page);
    const browser = await measureShop(shop, page, undefined, nextPath);
    const safari = await measureShop(shop, page, SAFARI_ACCEPT_ENCODING, nextPath);
    const plain = await measureShop(shop, page, null, nextPath);
    rows.push({ shop, weight, browser, safari, plain });
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
console.log(
  `\nSSR, ${count} livres, ${connections} connexion(s), ${durationSeconds} s par page et par mode — ${os.cpus().length} cœurs, Node ${process.version}`,
);
console.log(
  `Navigateur (Chromium) : Accept-Encoding « ${BROWSER_ACCEPT_ENCODING} » ; Safari : « ${SAFARI_ACCEPT_ENCODING} » ; sans compression : aucun Accept-Encoding.`,
);
console.log(
  "| build | page | HTML (Ko) | reçu (Ko) | navigateur req/s | p50 (ms) | p95 (ms) | p99 (ms) | Safari req/s | p50 (ms) | p95 (ms) | sans compression req/s | p50 (ms) | p95 (ms) | erreurs |",
);
console.log("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|");
for (const { shop, weight, browser, safari, plain } of rows) {
  console.log(
    `| ${shop.name} | ${browser.path} | ${kb(weight.rawBytes)} | ${kb(weight.wireBytes)} ${weight.encoding} | ${browser.requestsPerSecond} | ${browser.p50} | ${browser.p95} | ${browser.p99} | ${safari.requestsPerSecond} | ${safari.p50} | ${safari.p95} | ${plain.requestsPerSecond} | ${plain.p50} | ${plain.p95} | ${browser.errors + safari.errors + plain.errors} |`,
  );
}

console.log("\nMémoire résidente de chaque instance (Mo) : après le démarrage, après le banc, pic");
for (const shop of shops) {
  shop.instances.forEach((instance, i) => {
    const end = memoryOf(instance.pid);
    console.log(`| ${shop.name} #${i + 1} | ${memoryAtStart.get(shop)?.[i]?.rss} | ${end.rss} | ${end.peak} |`);
  });
}

for (const shop of shops) await shop.stop();
