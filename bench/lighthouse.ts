import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { HYDRATED_MARK } from "../core/hydration-mark.ts";
import { startShopProcess } from "../e2e/support/shop-process.ts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./bench-shop.ts";

/**
 * Lighthouse, mobile, on the home, a listing and a product page of fresh local shops (3,200 books), as visitors get
 * them: `devtools` throttling really slows the network and the CPU and reports what it observed; `simulate` (Lighthouse's
 * default) estimates from an unthrottled load. Besides FCP, LCP, TBT and CLS it reports when the page answers a tap:
 * the hydration mark of core/hydration-mark.ts; what the first paint waited for: the style sheet's arrival, then
 * the long task in which the browser styled, laid out and painted the document for it; and what the long tasks after
 * the first paint blocked, all of them (TBT stops at Lighthouse's time to interactive).
 *
 *   npm run bench:lighthouse -- [--runs N] [--throttling devtools|simulate|both] [--only accueil|liste|produit]
 *                               [--baseline <checkout>] [--save <dir>]
 *
 * `--baseline` compares with another checkout, built (`npm run build`) and installed: both shops run side by side and
 * each run alternates which build goes first; median of N (5 when comparing, 3 otherwise). Prints a Markdown table.
 */
const { values } = parseArgs({
  options: {
    runs: { type: "string" },
    only: { type: "string" },
    save: { type: "string" },
    throttling: { type: "string", default: "both" },
    baseline: { type: "string" },
  },
});
const runs = Number(values.runs ?? (values.baseline ? 5 : 3));
type Throttling = "devtools" | "simulate";
const throttlings: Throttling[] =
  values.throttling === "both"
    ? ["devtools", "simulate"]
    : [values.throttling === "simulate" ? "simulate" : "devtools"];

type Build = { name: string; dir: string };
const builds: Build[] = [{ name: "ce build", dir: process.cwd() }];
if (values.baseline) builds.push({ name: `référence (${path.basename(values.baseline)})`, dir: values.baseline });

type Run = {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  hydrated: number;
  /** When the style sheet, which the first paint waits for, had arrived; NaN when it comes inside the page. */
  styleSheet: number;
  /** The long task (over 50 ms) that ends with the first paint, 0 if none: styling, laying out and painting. */
  firstFrame: number;
  /**
   * TBT without its cut-off at Lighthouse's "time to interactive": what every long task past the first paint blocked
   * (its time over 50 ms). TTI moves with a quiet window of 5 s that a late hydration may or may not leave, so TBT
   * alone can count a page's hydration in one run and not in the next.
   */
  blockedAfterPaint: number;
};

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? Number.NaN;

type Shop = { build: Build; url: string; productPath: string; stop(): Promise<void> };

async function startShop(build: Build): Promise<Shop> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bouquinerie-lighthouse-"));
  const shop = await startShopProcess({ DATA_DIR: dataDir, DEMO_CATALOGUE_SIZE: "3200" }, { cwd: build.dir });
  const home = await (await fetch(`${shop.url}/`)).text();
  const productPath = /href="(\/produit\/[^"]+)"/.exec(home)?.[1];
  if (!productPath) throw new Error(`${build.name} : aucun lien produit sur la page d'accueil`);
  return {
    build,
    url: shop.url,
    productPath,
    async stop() {
      await shop.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const pages = [
  { name: "accueil", path: () => "/" },
  { name: "liste (6-8 ans)", path: () => "/age/6-8-ans" },
  { name: "produit", path: (shop: Shop) => shop.productPath },
].filter((page) => !values.only || page.name.startsWith(values.only));

/** When the page marked itself hydrated, from Lighthouse's User Timing audit. */
function hydrationTime(audit: { details?: unknown } | undefined): number {
  const items = (audit?.details as { items?: { name: string; startTime: number }[] } | undefined)?.items ?? [];
  return items.find((item) => item.name === HYDRATED_MARK)?.startTime ?? Number.NaN;
}

type NetworkRequest = { url: string; networkEndTime?: number };
type LongTask = { startTime: number; duration: number };
const itemsOf = <T>(audit: { details?: unknown } | undefined): T[] =>
  (audit?.details as { items?: T[] } | undefined)?.items ?? [];

/**
 * The long task the first paint came out of: the last one to end before it, if it ended less than 100 ms earlier (the
 * frame still has to be rastered and shown), else 0. In it the browser styles, lays out and paints the document.
 */
function firstFrameTask(audit: { details?: unknown } | undefined, fcp: number): number {
  const ends = (t: LongTask) => t.startTime + t.duration;
  const before = itemsOf<LongTask>(audit).filter((t) => t.startTime < fcp && ends(t) >= fcp - 100);
  return before.sort((a, b) => ends(b) - ends(a))[0]?.duration ?? 0;
}

/** What the long tasks still running after the first paint blocked: each one's time beyond 50 ms. */
function blockedAfter(audit: { details?: unknown } | undefined, fcp: number): number {
  return itemsOf<LongTask>(audit)
    .filter((t) => t.startTime + t.duration > fcp)
    .reduce((sum, t) => sum + Math.max(0, t.startTime + t.duration - Math.max(t.startTime, fcp) - 50), 0);
}

async function measure(port: number, url: string, throttling: Throttling, saveAs?: string): Promise<Run> {
  const result = await lighthouse(
    url,
    { port, output: "json", logLevel: "error", onlyCategories: ["performance"] },
    { extends: "lighthouse:default", settings: { throttlingMethod: throttling } },
  );
  if (!result) throw new Error(`Lighthouse n'a rien rendu pour ${url}`);
  if (saveAs) writeFileSync(saveAs, JSON.stringify(result.lhr));
  const { categories, audits } = result.lhr;
  const fcp = audits["first-contentful-paint"]?.numericValue ?? Number.NaN;
  const styleSheet = itemsOf<NetworkRequest>(audits["network-requests"]).find((r) => /\.css(\?|$)/.test(r.url));
  return {
    styleSheet: styleSheet?.networkEndTime ?? Number.NaN,
    firstFrame: firstFrameTask(audits["long-tasks"], fcp),
    blockedAfterPaint: blockedAfter(audits["long-tasks"], fcp),
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    fcp,
    lcp: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    tbt: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    hydrated: hydrationTime(audits["user-timings"]),
  };
}

const shops: Shop[] = [];
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
const rows: string[] = [];
try {
  for (const build of builds) shops.push(await startShop(build));
  if (values.save) mkdirSync(values.save, { recursive: true });
  for (const page of pages) {
    for (const throttling of throttlings) {
      const results = new Map<Shop, Run[]>(shops.map((shop) => [shop, []]));
      for (let i = 0; i < runs; i++) {
        // Alternating which build goes first: neither always meets the machine warmer or busier.
        const order = i % 2 === 0 ? shops : [...shops].reverse();
        for (const shop of order) {
          const saveAs = values.save
            ? `${values.save}/${page.name.split(" ")[0]}-${throttling}-${shops.indexOf(shop) + 1}-${i + 1}.json`
            : undefined;
          results.get(shop)?.push(await measure(chrome.port, `${shop.url}${page.path(shop)}`, throttling, saveAs));
        }
      }
      for (const [shop, shopRuns] of results) {
        const m = (key: keyof Run) => median(shopRuns.map((run) => run[key]));
        const seconds = (key: keyof Run) => `${(m(key) / 1000).toFixed(2)} s`;
        rows.push(
          `| ${page.name} | ${throttling} | ${shop.build.name} | ${m("performance")} | ${seconds("fcp")} | ` +
            `${seconds("lcp")} | ${Math.round(m("tbt"))} ms | ${m("cls").toFixed(3)} | ${seconds("hydrated")} | ` +
            `${Number.isNaN(m("styleSheet")) ? "dans la page" : seconds("styleSheet")} | ${Math.round(m("firstFrame"))} ms | ` +
            `${Math.round(m("blockedAfterPaint"))} ms |`,
        );
      }
    }
  }
} finally {
  chrome.kill();
  await Promise.all(shops.map((shop) => shop.stop()));
}

console.log(
  `\nLighthouse mobile, médiane de ${runs} passages, ${os.cpus().length} cœurs (${os.cpus()[0]?.model ?? "?"})\n`,
);
console.log(
  "| page | throttling | build | perf | FCP | LCP | TBT | CLS | hydratée | feuille de style reçue | tâche de la 1ʳᵉ peinture | bloqué après la 1ʳᵉ peinture |",
);
console.log("|---|---|---|---|---|---|---|---|---|---|---|---|");
for (const row of rows) console.log(row);
