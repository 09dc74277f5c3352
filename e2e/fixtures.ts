import { test as base, expect } from "@playwright/test";

/**
 * Every page a test opens must log no console error and throw no page error (hydration warnings included), except
 * the errors a test declares it expects with `test.use({ expectedConsoleErrors: [...] })`.
 */
export const test = base.extend<{ pageErrors: string[]; expectedConsoleErrors: RegExp[] }>({
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
});

export { expect };
