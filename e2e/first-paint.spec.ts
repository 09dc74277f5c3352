import { findBook } from "./demo-catalogue.ts";
import { expect, test } from "./fixtures.ts";
import { waitForHydration } from "./support/hydration.ts";

/**
 * Decision 010: the server HTML is painted before the browser asks for a single script; then the held scripts start,
 * and the page hydrates as before.
 */
test("chaque type de page se peint avant de demander ses scripts, puis s'hydrate", async ({ page, request }) => {
  const book = await findBook(request, "en stock", (b) => b.availableForSale);
  for (const path of ["/", "/age/6-8-ans", "/recherche?q=loup", `/produit/${book.handle}`, "/faq", "/page-inconnue"]) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator('script[type="module-after-paint"]'), path).toHaveCount(0);
    await expect(page.locator('link[rel="modulepreload"]').first(), path).toBeAttached();

    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      scriptStarts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => entry.startTime),
    }));
    expect(timing.scriptStarts.length, path).toBeGreaterThan(2);
    expect(Math.min(...timing.scriptStarts), path).toBeGreaterThanOrEqual(timing.firstPaint);
  }
});
