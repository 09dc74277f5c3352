import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { startShopProcess } from "../e2e/support/shop-process.ts";
import { BROWSER_ACCEPT_ENCODING, type LoadResult, measure, type PageWeight, pageWeight } from "./latency.ts";

/**
 * SSR throughput and latency of the home, a product, a listing and a search page on a fresh production shop started
 * as its own process, as browsers receive them (`Accept-Encoding` of Chromium: Brotli) and, second, uncompressed;
 * with each page's HTML size and the server's resident memory at the end.
 *
 *   npm run bench:ssr -- [--count 3200] [--duration 10] [--connections 10] [--only home|product|listing|search]
 *                        [--baseline <checkout>]
 *
 * `--baseline` measures another checkout too (built with `npm run build`, its node_modules installed): both shops run
 * side by side, and each page is measured on one then the other, the baseline first, in the same run.
 */
const { values } = parseArgs({
  options: {
    count: { type: "string", default: "3200" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    /** Measure only these pages: `home`, `product`, `listing`, `search` (repeatable); all four by default. */
    only: { type: "string", multiple: true },
    baseline: { type: "string" },
  },
});
const count = Number(values.count);
const durationSeconds = Number(values.duration);
const connections = Number(values.connections);

type Shop = { name: string; url: string; productPath: string; pid: number; stop(): Promise<void> };

async function startShop(name: string, dir: string): Promise<Shop> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bouquinerie-bench-"));
  const started = performance.now();
  const shop = await startShopProcess({ DATA_DIR: dataDir, DEMO_CATALOGUE_SIZE: String(count) }, { cwd: dir });
  console.log(`${name} : prête (${count} livres) en ${Math.round(performance.now() - started)} ms sur ${shop.url}`);
  const home = await (await fetch(`${shop.url}/`)).text();
  const productPath = /href="(\/produit\/[^"]+)"/.exec(home)?.[1];
  if (!productPath) throw new Error(`${name} : aucun lien produit sur la page d'accueil`);
  return {
    name,
    url: shop.url,
    productPath,
    pid: shop.process.pid ?? 0,
    async stop() {
      await shop.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resident memory of a process and its peak, in MB (Linux). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN);
  return { rss: Math.round(kb("VmRSS") / 1024), peak: Math.round(kb("VmHWM") / 1024) };
}

// Started one after the other: two demo catalogues created at once would share the two cores.
const shops: Shop[] = [];
if (values.baseline) shops.push(await startShop(`référence (${path.basename(values.baseline)})`, values.baseline));
shops.push(await startShop("ce build", process.cwd()));
const memoryAtStart = new Map(shops.map((shop) => [shop, memoryOf(shop.pid)]));

const pages = {
  home: () => "/",
  product: (shop: Shop) => shop.productPath,
  listing: () => "/age/6-8-ans?tri=price-asc",
  search: () => "/recherche?q=dinosaures",
};
const names = (values.only?.length ? values.only : Object.keys(pages)) as (keyof typeof pages)[];
if (names.some((name) => !(name in pages))) throw new Error(`--only accepte : ${Object.keys(pages).join(", ")}`);

type Row = { shop: Shop; weight: PageWeight; browser: LoadResult; plain: LoadResult };
const rows: Row[] = [];
for (const name of names) {
  for (const shop of shops) {
    const page = pages[name](shop);
    await measure(shop.url, page, { durationSeconds: 2 }); // warm-up
    const weight = await pageWeight(shop.url, page);
    const browser = await measure(shop.url, page, { durationSeconds, connections });
    const plain = await measure(shop.url, page, { durationSeconds, connections, acceptEncoding: null });
    rows.push({ shop, weight, browser, plain });
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
console.log(
  `\nSSR, ${count} livres, ${connections} connexion(s), ${durationSeconds} s par page et par mode — ${os.cpus().length} cœurs, Node ${process.version}`,
);
console.log(`Navigateur : Accept-Encoding « ${BROWSER_ACCEPT_ENCODING} » ; sans compression : aucun Accept-Encoding.`);
console.log(
  "| build | page | HTML (Ko) | reçu (Ko) | navigateur req/s | p50 (ms) | p95 (ms) | p99 (ms) | sans compression req/s | p50 (ms) | p95 (ms) | erreurs |",
);
console.log("|---|---|---|---|---|---|---|---|---|---|---|---|");
for (const { shop, weight, browser, plain } of rows) {
  console.log(
    `| ${shop.name} | ${weight.path} | ${kb(weight.rawBytes)} | ${kb(weight.wireBytes)} ${weight.encoding} | ${browser.requestsPerSecond} | ${browser.p50} | ${browser.p95} | ${browser.p99} | ${plain.requestsPerSecond} | ${plain.p50} | ${plain.p95} | ${browser.errors + plain.errors} |`,
  );
}

console.log("\nMémoire résidente du serveur (Mo) : après le démarrage, après le banc, pic");
for (const shop of shops) {
  const end = memoryOf(shop.pid);
  console.log(`| ${shop.name} | ${memoryAtStart.get(shop)?.rss} | ${end.rss} | ${end.peak} |`);
}

for (const shop of shops) await shop.stop();
