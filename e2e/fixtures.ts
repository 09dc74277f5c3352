import { createHash } from "node:crypto";
import { test as base, expect, type TestInfo } from "@playwright/test";
import { waitForHydration } from "./support/hydration.ts";

/**
 * Each test, each retry, is its own visitor: an address of 10.0.0.0/8 drawn from its id, which the shop started by
 * playwright.config.ts reads from X-Forwarded-For (TRUST_PROXY=loopback). Sharing 127.0.0.1, the whole suite spent
 * one visitor's rate limits and daily caps (ten shared lists per ten minutes), so a retry or a slow machine met 429s
 * that no parent would.
 */
function visitorAddress(testInfo: TestInfo): string {
  const digest = createHash("sha256")
    .update(`${testInfo.testId}/${testInfo.retry}/${testInfo.repeatEachIndex}`)
    .digest();
  return `10.${digest[0]}.${digest[1]}.${digest[2]}`;
}

/**
 * Every page a test opens must log no console error and throw no page error (hydration warnings included), except
 * the errors a test declares it expects with `test.use({ expectedConsoleErrors: [...] })`.
 *
 * `page.goto` of a shop page also waits for hydration when JavaScript is on and the test waits for the page to load
 * (the default): a test acting at once would race hydration (keys lost, taps answered late). A test that means to
 * act before hydration passes `waitUntil: "commit"` or `"domcontentloaded"`.
 */
export const test = base.extend<{ pageErrors: string[]; expectedConsoleErrors: RegExp[] }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ "x-forwarded-for": visitorAddress(testInfo), ...extraHTTPHeaders });
  },
  expectedConsoleErrors: [[], { option: true }],
  pageErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        // The 404 page's own document answers 404 by design; Chromium logs that as a failed resource.
        if (text.includes("status of 404")) return;
        if (expectedConsoleErrors.some((pattern) => pattern.test(text))) return;
        errors.push(`console: ${text}`);
      });
      await use(errors);
      expect(errors, "erreurs dans la console du navigateur").toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const waitsForLoad = options?.waitUntil === undefined || ["load", "networkidle"].includes(options.waitUntil);
      const isHtml = response?.headers()["content-type"]?.startsWith("text/html") ?? false;
      if (javaScriptEnabled !== false && waitsForLoad && isHtml) await waitForHydration(page);
      return response;
    };
    await use(page);
  },
});

export { expect };
