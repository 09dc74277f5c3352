import { expect, test } from "./fixtures.ts";
import { cardsForSale, titleLink } from "./support/book-cards.ts";

test("la page d'accueil montre des livres de Noël et mène à une fiche produit", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  const christmas = page.getByRole("region", { name: "Noël approche..." });
  await expect(christmas.getByRole("heading", { name: "Noël approche..." })).toBeVisible();
  const firstBook = cardsForSale(page, christmas).first();
  const title = (await firstBook.getByRole("heading").textContent()) ?? "";
  expect(title.length).toBeGreaterThan(0);

  await firstBook.locator(titleLink(page)).click();
  await expect(page).toHaveURL(/\/produit\//);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByText(/^\d+,\d{2}\s€$/).first()).toBeVisible();
  await expect(page.getByRole("img", { name: /Couverture/ }).first()).toBeVisible();
});

test("la feuille de style arrive avec la page : aucune requête de style avant la première peinture, ni après une navigation", async ({
  page,
}) => {
  const styleRequests: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet") styleRequests.push(request.url());
  });
  await page.goto("/");
  const shopStyles = page.locator('head > style[data-href="app.css"]');
  const styledByTheShop = () =>
    // Without the shop's styles the body is a block; its `flex` class makes it a flex container.
    page.evaluate(() => getComputedStyle(document.body).display === "flex");
  expect(await shopStyles.evaluate((style) => style.textContent?.length ?? 0)).toBeGreaterThan(10_000);
  expect(await styledByTheShop()).toBe(true);

  // Hydration keeps the server's element; a client-side navigation neither empties it nor asks for the file.
  await page
    .getByRole("article")
    .getByRole("link")
    .filter({ has: page.getByRole("heading") })
    .first()
    .click();
  await expect(page).toHaveURL(/\/produit\//);
  await expect(shopStyles).toHaveCount(1);
  expect(await shopStyles.evaluate((style) => style.textContent?.length ?? 0)).toBeGreaterThan(10_000);
  expect(await styledByTheShop()).toBe(true);
  expect(styleRequests).toEqual([]);
});

test("une adresse inconnue répond 404 avec la page introuvable", async ({ page }) => {
  const response = await page.goto("/cette-page-n-existe-pas");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("La page que vous cherchez n'a pas été trouvée.")).toBeVisible();
  // The illustration, a decorative image: drawn, and silent for a screen reader.
  const illustration = page.locator('main img[src*="not-found"]');
  await expect(illustration).toHaveAttribute("alt", "");
  await expect.poll(() => illustration.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(200);
  await page.getByRole("link", { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("un produit inconnu répond 404 avec « Produit non trouvé »", async ({ page }) => {
  const response = await page.goto("/produit/livre-qui-n-existe-pas");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Produit non trouvé" })).toBeVisible();
});
