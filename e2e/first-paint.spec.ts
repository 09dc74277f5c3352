import { findBook } from "./demo-catalogue.ts";
import { expect, test } from "./fixtures.ts";
import { holdRequests } from "./support/held-requests.ts";
import { waitForHydration } from "./support/hydration.ts";

/**
 * Decision 010: the server HTML is painted before the browser asks for a single script; then the held scripts start,
 * and the page hydrates as before. A button tapped meanwhile is not lost.
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

test("un bouton touché (deux fois) avant l'hydratation agit une fois, dès que la page est hydratée", async ({
  page,
}) => {
  const entry = await holdRequests(page, /\/entry\.client-[\w-]+\.js$/);
  // Not the fixture's wait for hydration: the test acts before it.
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const heart = page.getByRole("article").first().locator("button[aria-pressed]");
  // Tapped twice, as a visitor does when the first tap seems to do nothing.
  await heart.click();
  await heart.click();
  await expect.poll(entry.requested).toBe(true);
  await expect(heart).toHaveAttribute("aria-pressed", "false");

  entry.release();
  await waitForHydration(page);
  // Pressed once: replaying both taps, or a tap also handled by React, would have toggled it back.
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("link", { name: /Mes favoris/ })).toContainText("1");
});
