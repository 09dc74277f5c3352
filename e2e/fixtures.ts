import { test as base, expect } from "@playwright/test";

/** Every page a test opens must log no console error and throw no page error (hydration warnings included). */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // The 404 page's own document answers 404 by design; Chromium logs that as a failed resource.
        if (message.text().includes("status of 404")) return;
        errors.push(`console: ${message.text()}`);
      });
      await use(errors);
      expect(errors, "erreurs dans la console du navigateur").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
