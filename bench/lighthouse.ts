import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startBenchShop } from "./bench-shop.ts";

/**
 * Lighthouse, mobile with simulated throttling (its default), on the home, a listing and a product page of a fresh
 * local shop: the median of N runs per page (issue 8). Prints a Markdown table for bench/RESULTS.md.
 */
const { values } = parseArgs({
  options: { runs: { type: "string", default: "3" }, only: { type: "string" }, save: { type: "string" } },
});
const runs = Number(values.runs);

const shop = await startBenchShop(3200);
// --only accueil|liste|produit: one page; --save <dir>: each run's full report as JSON, to see why a figure is what it is.
const pages = [
  { name: "accueil", path: "/" },
  { name: "liste (6-8 ans)", path: "/age/6-8-ans" },
  { name: "produit", path: shop.productPath },
].filter((page) => !values.only || page.name.startsWith(values.only));

type Run = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  cls: number;
  tbt: number;
};

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? Number.NaN;

const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
const rows: string[] = [];
try {
  for (const page of pages) {
    const results: Run[] = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`${shop.url}${page.path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      if (!result) throw new Error(`Lighthouse n'a rien rendu pour ${page.path}`);
      if (values.save) {
        mkdirSync(values.save, { recursive: true });
        writeFileSync(`${values.save}/${page.name.split(" ")[0]}-${i + 1}.json`, JSON.stringify(result.lhr));
      }
      const { categories, audits } = result.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      results.push({
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcp: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
        cls: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
        tbt: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
      });
      const failing = Object.values(audits)
        .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === "binary")
        .map((audit) => audit.id);
      if (failing.length > 0) console.log(`  ${page.path} — audits en échec : ${failing.join(", ")}`);
    }
    const m = (key: keyof Run) => median(results.map((run) => run[key]));
    rows.push(
      `| ${page.name} | ${m("performance")} | ${m("accessibility")} | ${m("bestPractices")} | ${m("seo")} | ` +
        `${(m("lcp") / 1000).toFixed(2)} s | ${m("cls").toFixed(3)} | ${Math.round(m("tbt"))} ms |`,
    );
  }
} finally {
  chrome.kill();
  await shop.close();
}

console.log(
  `Lighthouse mobile (throttling simulé), médiane de ${runs} passages — ${os.cpus().length} cœurs, ${new Date().toISOString().slice(0, 10)}`,
);
console.log("| page | performance | accessibilité | bonnes pratiques | SEO | LCP | CLS | TBT |");
console.log("|---|---|---|---|---|---|---|---|");
for (const row of rows) console.log(row);
