import { findBook } from "./demo-catalogue.ts";
import { expect, test } from "./fixtures.ts";
import { holdRequests } from "./support/held-requests.ts";
import { waitForHydration } from "./support/hydration.ts";

/**
 * Every page type hydrates, and nothing tapped before it has is lost: the cart and the quick views are links to pages
 * that do their job, and a button's tap is kept and replayed once (app/lib/document/early-taps.ts).
 */
test("chaque type de page s'hydrate, avec ses scripts dans l'ordre où React Router les écrit", async ({
  page,
  request,
}) => {
  const book = await findBook(request, "en stock", (b) => b.availableForSale);
  for (const path of ["/", "/age/6-8-ans", "/recherche?q=loup", `/produit/${book.handle}`, "/faq", "/page-inconnue"]) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator('link[rel="modulepreload"]').first(), path).toBeAttached();
    const hydratedAt = await page.evaluate(
      () => performance.getEntriesByName("bouquinerie:hydrated")[0]?.startTime ?? Number.NaN,
    );
    expect(hydratedAt, path).toBeGreaterThan(0);
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

test("l'assistant touché avant l'hydratation s'ouvre dès que la page est hydratée", async ({ page }) => {
  const entry = await holdRequests(page, /\/entry\.client-[\w-]+\.js$/);
  // Not the fixture's wait for hydration: the test acts before it.
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: "Ouvrir l'assistant" }).click();
  await expect.poll(entry.requested).toBe(true);
  entry.release();
  // The button now says it closes the open panel; the panel has a close button of the same name, so ask for the toggle.
  await expect(page.getByRole("button", { name: "Fermer l'assistant", expanded: true })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Assistant de la boutique" })).toBeVisible();
});

test("avant l'hydratation, le panier de l'en-tête mène à la page panier et l'aperçu rapide à la fiche du livre", async ({
  page,
}) => {
  await holdRequests(page, /\/entry\.client-[\w-]+\.js$/);
  // Not the fixture's wait for hydration: the test acts before it, and the client entry never arrives.
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await page.getByRole("link", { name: /^Mon panier/ }).click();
  await expect(page).toHaveURL(/\/panier$/);
  await expect(page.getByRole("heading", { level: 1, name: "Mon panier" })).toBeVisible();

  await page.goto("/age/6-8-ans", { waitUntil: "domcontentloaded" });
  const quickView = page.getByRole("link", { name: /^Aperçu rapide : / }).first();
  const title = (await quickView.getAttribute("aria-label"))?.replace("Aperçu rapide : ", "") ?? "";
  await quickView.click();
  await expect(page).toHaveURL(/\/produit\//);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
});

test("une fois la page hydratée, le panier et l'aperçu rapide s'ouvrent sur place, et un clic molette ouvre leur page", async ({
  page,
  context,
}) => {
  await page.goto("/age/6-8-ans");
  await page
    .getByRole("link", { name: /^Aperçu rapide : / })
    .first()
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page).toHaveURL(/\/age\/6-8-ans$/);
  await page.keyboard.press("Escape");

  await page.getByRole("link", { name: /^Mon panier/ }).click();
  await expect(page.getByRole("dialog", { name: "Mon panier" })).toBeVisible();
  await expect(page).toHaveURL(/\/age\/6-8-ans$/);
  await page.keyboard.press("Escape");

  const opened = context.waitForEvent("page");
  await page.getByRole("link", { name: /^Mon panier/ }).click({ button: "middle" });
  await expect(await opened).toHaveURL(/\/panier$/);
});
