import os from "node:os";
import { parseArgs } from "node:util";
import { type Browser, chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startBenchShop } from "./bench-shop.ts";

/**
 * First-load JavaScript per route (issue 8): every script the built page loads until the network is idle, counted
 * as the bytes Chromium received, once accepting gzip only (the measure) and once as Chromium is (Brotli).
 * Prints a Markdown table for bench/RESULTS.md.
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

/** The scripts a first visit of `url` loads, each with the bytes received for it (encoded, headers excluded). */
async function scriptsOfFirstLoad(browser: Browser, url: string, acceptEncoding?: string) {
  const page = await browser.newPage();
  try {
    // Chromium lets a page's extra headers replace its own Accept-Encoding: the server sees a gzip-only client.
    if (acceptEncoding) await page.setExtraHTTPHeaders({ "accept-encoding": acceptEncoding });
    const received: Promise<[string, number]>[] = [];
    page.on("requestfinished", (request) => {
      if (request.resourceType() !== "script") return;
      received.push(request.sizes().then((sizes) => [request.url(), sizes.responseBodySize]));
    });
    const response = await page.goto(url, { waitUntil: "networkidle" });
    const scripts = new Map(await Promise.all(received));
    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    return { status: response?.status(), scripts, total };
  } finally {
    await page.close();
  }
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} Ko`;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const rows: string[] = [];
const details: string[] = [];
try {
  for (const route of routes) {
    const gzip = await scriptsOfFirstLoad(browser, `${shop.url}${route}`, "gzip");
    const asIs = await scriptsOfFirstLoad(browser, `${shop.url}${route}`);
    rows.push(
      `| \`${route}\` | ${gzip.status ?? "?"} | ${gzip.scripts.size} | ${kilobytes(gzip.total)} | ${kilobytes(asIs.total)} |`,
    );
    if (values.detail) {
      // --detail: each file of the route, heaviest first, to see where the weight is.
      details.push(`\n${route}`);
      for (const [url, size] of [...gzip.scripts].sort((a, b) => b[1] - a[1])) {
        details.push(`  ${kilobytes(size).padStart(9)}  ${new URL(url).pathname}`);
      }
    }
  }
} finally {
  await browser.close();
  await shop.close();
}

console.log(
  `JavaScript au premier chargement (gzip) — ${os.cpus().length} cœurs, ${new Date().toISOString().slice(0, 10)}`,
);
console.log("| route | statut | fichiers | JavaScript (gzip) | JavaScript (Brotli, Chromium tel quel) |");
console.log("|---|---|---|---|---|");
for (const row of rows) console.log(row);
for (const line of details) console.log(line);
