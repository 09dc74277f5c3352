import { existsSync, readFileSync } from "node:fs";

/** Prints one 'N passed, N failed' line over the Vitest and Playwright JSON reports of a CI run. */
type VitestReport = { numPassedTests: number; numFailedTests: number; numPendingTests?: number };
type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };

function read<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as T) : undefined;
}

const vitest = read<VitestReport>("reports/vitest.json");
const playwright = read<PlaywrightReport>("reports/playwright.json");
const passed = (vitest?.numPassedTests ?? 0) + (playwright ? playwright.stats.expected + playwright.stats.flaky : 0);
const failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats.unexpected ?? 0);
const skipped = (vitest?.numPendingTests ?? 0) + (playwright?.stats.skipped ?? 0);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
