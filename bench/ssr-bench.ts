import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../server/config.ts";
import { startShop } from "../server/start-shop.ts";
import { BROWSER_ACCEPT_ENCODING, type LoadResult, measure, type PageWeight, pageWeight } from "./latency.ts";

/**
 * SSR throughput and latency of the home, a product, a listing and a search page on a fresh local shop, as browsers
 * receive them (`Accept-Encoding` of Chromium: Brotli) and, second, uncompressed; with each page's HTML size.
 */
const { values } = parseArgs({
  options: {
    count: { type: "string", default: "3200" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    /** Measure only these pages: `home`, `product`, `listing`, `search` (repeatable); all four by default. */
    only: { type: "string", multiple: true },
  },
});
const count = Number(values.count);
const durationSeconds = Number(values.duration);
const connections = Number(values.connections);

const dataDir = mkdtempSync(path.join(os.tmpdir(), "bouquinerie-bench-"));
const config = loadConfig({
  ...process.env,
  NODE_ENV: "production",
  PORT: "0",
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  DEMO_CATALOGUE_SIZE: String(count),
});
const started = performance.now();
const shop = await startShop(config, () => {});
console.log(`Boutique prête (${count} livres) en ${Math.round(performance.now() - started)} ms sur ${shop.url}`);

const home = await (await fetch(`${shop.url}/`)).text();
const productPath = /href="(\/produit\/[^"]+)"/.exec(home)?.[1];
if (!productPath) throw new Error("aucun lien produit sur la page d'accueil");

const rows: Array<{ weight: PageWeight; browser: LoadResult; plain: LoadResult }> = [];
const pages = {
  home: "/",
  product: productPath,
  listing: "/age/6-8-ans?tri=price-asc",
  search: "/recherche?q=dinosaures",
};
const chosen = values.only?.length
  ? values.only.map((name) => pages[name as keyof typeof pages])
  : Object.values(pages);
if (chosen.some((page) => page === undefined)) throw new Error(`--only accepte : ${Object.keys(pages).join(", ")}`);
for (const page of chosen as string[]) {
  await measure(shop.url, page, { durationSeconds: 2 }); // warm-up
  const weight = await pageWeight(shop.url, page);
  const browser = await measure(shop.url, page, { durationSeconds, connections });
  const plain = await measure(shop.url, page, { durationSeconds, connections, acceptEncoding: null });
  rows.push({ weight, browser, plain });
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
console.log(
  `\nSSR, ${count} livres, ${connections} connexion(s), ${durationSeconds} s par page et par mode — ${os.cpus().length} cœurs, Node ${process.version}`,
);
console.log(`Navigateur : Accept-Encoding « ${BROWSER_ACCEPT_ENCODING} » ; sans compression : aucun Accept-Encoding.`);
console.log(
  "| page | HTML (Ko) | reçu (Ko) | navigateur req/s | p50 (ms) | p95 (ms) | p99 (ms) | sans compression req/s | p50 (ms) | p95 (ms) | erreurs |",
);
console.log("|---|---|---|---|---|---|---|---|---|---|---|");
for (const { weight, browser, plain } of rows) {
  console.log(
    `| ${weight.path} | ${kb(weight.rawBytes)} | ${kb(weight.wireBytes)} ${weight.encoding} | ${browser.requestsPerSecond} | ${browser.p50} | ${browser.p95} | ${browser.p99} | ${plain.requestsPerSecond} | ${plain.p50} | ${plain.p95} | ${browser.errors + plain.errors} |`,
  );
}

await shop.close();
rmSync(dataDir, { recursive: true, force: true });
