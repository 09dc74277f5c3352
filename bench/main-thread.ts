import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startBenchShop } from "./bench-shop.ts";

/**
 * Where a page's main thread goes while it loads (issue 8, Total Blocking Time): a CPU profile of one load in Chromium
 * slowed down 4 times as Lighthouse's mobile preset does, summed by script and by function (self time, ms).
 * `--path /age/6-8-ans` picks the page (the home page by default); the names are those of the minified build.
 */
const { values } = parseArgs({ options: { path: { type: "string", default: "/" } } });
const shop = await startBenchShop(3200);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Profiler.start");
  await page.goto(`${shop.url}${values.path}`, { waitUntil: "networkidle" });
  const { profile } = await cdp.send("Profiler.stop");

  const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byFunction = new Map<string, number>();
  const byScript = new Map<string, number>();
  profile.samples?.forEach((id, index) => {
    const frame = nodes.get(id);
    if (!frame || frame.functionName === "(idle)") return;
    const ms = (profile.timeDeltas?.[index] ?? 0) / 1000;
    const script = frame.url ? new URL(frame.url).pathname : frame.functionName;
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
    const name = `${frame.functionName || "(module or anonymous)"} ${script}:${frame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  });
  const print = (title: string, totals: Map<string, number>, count: number) => {
    console.log(`\n${title}`);
    for (const [name, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, count)) {
      console.log(`${ms.toFixed(1).padStart(8)} ms  ${name}`);
    }
  };
  console.log(`Fil principal au chargement de ${values.path} (processeur ralenti 4 fois, temps propre)`);
  print("par script", byScript, 12);
  print("par fonction", byFunction, 25);
} finally {
  await browser.close();
  await shop.close();
}
