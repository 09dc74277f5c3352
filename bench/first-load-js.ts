import os from "node:os";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startBenchShop } from "./bench-shop.ts";

/**
 * First-load JavaScript per route (issue 8): every script the built page loads until the network is idle, gzip-
 * compressed as the server sends it, in a real Chromium. Prints a Markdown table for bench/RESULTS.md.
 */
const { values } = parseArgs({ options: { detail: { type: "boolean", default: false } } });
const shop = await startBenchShop(3200);
const routes = [
  "/",
  "/age",
  "/age/6-8-ans",
  "/theme/romans",
  "/categorie/dinosaures",
  "/recherche?q=pirates",
  shop.productPath,
  "/favoris",
  "/panier",
  "/faq",
  "/contact",
  "/a-propos",
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const rows: string[] = [];
const details: string[] = [];
try {
  for (const route of routes) {
    const page = await browser.newPage();
    const scripts = new Map<string, number>();
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "script" || !response.ok()) return;
      try {
        scripts.set(response.url(), gzipSync(await response.body()).length);
      } catch {
        // A response without a body (a redirect) carries no script.
      }
    });
    const response = await page.goto(`${shop.url}${route}`, { waitUntil: "networkidle" });
    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    rows.push(`| \`${route}\` | ${response?.status() ?? "?"} | ${scripts.size} | ${(total / 1024).toFixed(1)} Ko |`);
    if (values.detail) {
      // --detail: each file of the route, heaviest first, to see where the weight is.
      details.push(`\n${route}`);
      for (const [url, size] of [...scripts].sort((a, b) => b[1] - a[1])) {
        details.push(`  ${(size / 1024).toFixed(1).padStart(6)} Ko  ${new URL(url).pathname}`);
      }
    }
    await page.close();
  }
} finally {
  await browser.close();
  await shop.close();
}

console.log(
  `JavaScript au premier chargement (gzip) — ${os.cpus().length} cœurs, ${new Date().toISOString().slice(0, 10)}`,
);
console.log("| route | statut | fichiers | JavaScript (gzip) |");
console.log("|---|---|---|---|");
for (const row of rows) console.log(row);
for (const line of details) console.log(line);
