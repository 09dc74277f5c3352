import type { Page } from "@playwright/test";
import { CartPage } from "./cart-page.ts";
import { findBook } from "./demo-catalogue.ts";
import { expect, test } from "./fixtures.ts";
import { holdRequests } from "./support/held-requests.ts";
import { waitForHydration } from "./support/hydration.ts";

/**
 * Every page type hydrates, and nothing tapped before it has is lost, with no script of ours to replay taps
 * (decision 020): each control a visitor may tap first is a link or a form whose page does its job, or is shown
 * disabled until it answers. The client entry is held so that the test acts on the server's HTML.
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

/** Holds the client entry: the page stays as the server wrote it until `release`. */
function holdClientEntry(page: Page) {
  return holdRequests(page, /\/entry\.client-[\w-]+\.js$/);
}

test("avant l'hydratation, un cœur mène aux favoris, qui gardent le livre une fois, même rechargés", async ({
  page,
}) => {
  const entry = await holdClientEntry(page);
  await page.goto("/age/6-8-ans", { waitUntil: "domcontentloaded" });
  const card = page.getByRole("region", { name: "Livres" }).getByRole("article").first();
  const title = (await card.getByRole("heading").textContent()) ?? "";
  await card.getByRole("button", { name: `Ajouter ${title} aux favoris` }).click();
  await expect(page).toHaveURL(/\/favoris\?ajouter=/);

  entry.release();
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/favoris$/);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByText("1 livre", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Mes favoris, 1 livre" })).toBeVisible();

  // Neither a reload nor the same address again takes it out: the page adds, it does not toggle.
  await page.reload();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByText("1 livre", { exact: true })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/age\/6-8-ans$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/favoris$/);
  await expect(page.getByText("1 livre", { exact: true })).toBeVisible();
});

test("/favoris?ajouter= d'un livre déjà gardé ou inconnu ne change rien, sans erreur", async ({ page }) => {
  await page.goto("/age/6-8-ans");
  const card = page.getByRole("region", { name: "Livres" }).getByRole("article").first();
  const title = (await card.getByRole("heading").textContent()) ?? "";
  await card.getByRole("button", { name: `Ajouter ${title} aux favoris` }).click();
  const handle = (await card.locator('button[name="ajouter"]').first().getAttribute("value")) ?? "";

  for (const query of [handle, "livre-qui-n-existe-pas", "%3Cscript%3E", "a%2F..%2Fb", ""]) {
    await page.goto(`/favoris?ajouter=${query}`);
    await expect(page, query).toHaveURL(/\/favoris$/);
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    await expect(page.getByText("1 livre", { exact: true })).toBeVisible();
  }
});

test("avant l'hydratation, « Ajouter au panier » d'une carte mène au panier, qui a la ligne une fois, même rechargé", async ({
  page,
}) => {
  const cart = new CartPage(page);
  const entry = await holdClientEntry(page);
  await page.goto("/age/6-8-ans", { waitUntil: "domcontentloaded" });
  const add = page.getByRole("button", { name: /^Ajouter au panier : / }).first();
  const title = ((await add.getAttribute("aria-label")) ?? "").replace("Ajouter au panier : ", "");
  await add.click();
  await expect(page).toHaveURL(/\/panier\?ajouter=/);

  entry.release();
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/panier$/);
  await expect(cart.row(title)).toBeVisible();
  await expect(cart.quantity(title)).toHaveText("1");
  await expect(page.getByRole("link", { name: "Mon panier, 1 article" })).toBeVisible();

  await page.reload();
  await expect(cart.row(title)).toBeVisible();
  await expect(cart.quantity(title)).toHaveText("1");
  await expect(page.getByRole("link", { name: "Mon panier, 1 article" })).toBeVisible();
});

test("avant l'hydratation, « Ajouter au panier » d'une fiche mène au panier avec l'exemplaire et la quantité choisis", async ({
  page,
  request,
}) => {
  const book = await findBook(
    request,
    "deux exemplaires en stock, au moins 3 chacun",
    (b) => b.variants.length === 2 && b.variants.every((v) => v.availableForSale && v.quantityAvailable >= 3),
  );
  const copy = book.variants[1]?.id ?? "";
  const cart = new CartPage(page);
  const entry = await holdClientEntry(page);
  await page.goto(`/produit/${book.handle}?variant=${copy.slice(copy.lastIndexOf("/") + 1)}`, {
    waitUntil: "domcontentloaded",
  });
  await page.getByRole("spinbutton", { name: "Quantité" }).fill("2");
  await page.getByRole("button", { name: "Ajouter au panier", exact: true }).click();
  await expect(page).toHaveURL(/\/panier\?ajouter=.*quantite=2/);

  entry.release();
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/panier$/);
  await expect(cart.quantity(book.title)).toHaveText("2");
  await page.reload();
  await expect(cart.quantity(book.title)).toHaveText("2");
  await expect(page.getByRole("link", { name: "Mon panier, 2 articles" })).toBeVisible();
  // The copy shown on the page, not the card's cheapest: read where the cart keeps it.
  const stored = await page.evaluate(() => localStorage.getItem("shopify-cart") ?? "");
  expect(stored).toContain(copy);
});

test("/panier?ajouter= d'un livre inconnu ou mal formé ne change rien, sans erreur", async ({ page }) => {
  for (const query of ["livre-qui-n-existe-pas", "%3Cscript%3E", ""]) {
    await page.goto(`/panier?ajouter=${query}`);
    await expect(page, query).toHaveURL(/\/panier$/);
    await expect(page.getByText("Votre panier est vide")).toBeVisible();
  }
});

test("avant l'hydratation, le menu du téléphone mène à la navigation de l'en-tête", async ({ page, isMobile }) => {
  test.skip(!isMobile, "le bouton de menu est celui des petits écrans");
  await holdClientEntry(page);
  // Not the fixture's wait for hydration: the test acts before it, and the client entry never arrives.
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const menu = page.getByRole("navigation", { name: "Menu principal" });
  await expect(menu).toBeHidden();
  await page.getByRole("link", { name: "Ouvrir le menu" }).click();
  await expect(menu).toBeVisible();
  // Only links there: the panels' buttons need JavaScript and a wide screen.
  await expect(menu.getByRole("button")).toHaveCount(0);
  await menu.getByRole("link", { name: "Livres par âge" }).click();
  await expect(page).toHaveURL(/\/age$/);
});

test("avant l'hydratation, les sections du pied de page s'ouvrent sur le téléphone", async ({ page, isMobile }) => {
  test.skip(!isMobile, "les sections ne se replient que sur les petits écrans");
  await holdClientEntry(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "FAQ", exact: true })).toBeHidden();
  await footer.getByRole("heading", { name: "Aide" }).click();
  await footer.getByRole("link", { name: "FAQ", exact: true }).click();
  await expect(page).toHaveURL(/\/faq$/);
});

test("avant l'hydratation, les flèches des carrousels se disent indisponibles et l'assistant n'est pas là", async ({
  page,
}) => {
  const entry = await holdClientEntry(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const carousel = page.getByRole("group", { name: "Livres de Noël" });
  const next = carousel.getByRole("button", { name: "Diapositive suivante" });
  await expect(next).toHaveAttribute("aria-disabled", "true");
  await expect(page.getByRole("button", { name: "Ouvrir l'assistant" })).toHaveCount(0);
  await expect.poll(entry.requested).toBe(true);

  entry.release();
  await waitForHydration(page);
  await expect(next).not.toHaveAttribute("aria-disabled");
  await page.getByRole("button", { name: "Ouvrir l'assistant" }).click();
  await expect(page.getByRole("dialog", { name: "Assistant de la boutique" })).toBeVisible();
});

test("avant l'hydratation, le panier de l'en-tête mène à la page panier et l'aperçu rapide à la fiche du livre", async ({
  page,
}) => {
  await holdClientEntry(page);
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
