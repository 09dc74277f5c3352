import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../server/config.ts";
import { startShop } from "../server/start-shop.ts";
import { measure, printTable } from "./latency.ts";

/** SSR throughput and latency of the home, a product, a listing and a search page on a fresh local shop. */
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

const rows = [];
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
  rows.push(await measure(shop.url, page, { durationSeconds, connections }));
}
printTable(
  `SSR, ${count} livres, ${connections} connexion(s), ${durationSeconds} s par page — ${os.cpus().length} cœurs, Node ${process.version}`,
  rows,
);

await shop.close();
rmSync(dataDir, { recursive: true, force: true });
