import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { holdRequests } from "./support/held-requests.ts";
import { waitForHydration } from "./support/hydration.ts";

function searchField(page: Page): Locator {
  return page.getByRole("combobox", { name: "Rechercher un livre" });
}

function suggestions(page: Page): Locator {
  return page.getByRole("listbox", { name: "Suggestions" });
}

/** Types text until the suggestions show (the first keys may come before hydration). */
async function typeUntilSuggested(page: Page, text: string): Promise<Locator> {
  const list = suggestions(page);
  await expect(async () => {
    await searchField(page).fill("");
    await searchField(page).fill(text);
    await expect(list).toBeVisible({ timeout: 2_000 });
  }).toPass();
  return list;
}

test("la recherche envoie le texte sans espaces autour vers /recherche?q=…, un texte vide ne fait rien", async ({
  page,
}) => {
  const searches: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/recherche")) searches.push(request.url());
  });
  await page.goto("/");
  await typeUntilSuggested(page, "dino"); // hydrated from here on

  const field = searchField(page);
  await field.fill("   ");
  await field.press("Enter");
  await page.getByRole("button", { name: "Lancer la recherche" }).click();
  await expect(page).toHaveURL(/\/$/);

  await field.fill("  petit ours brun  ");
  await field.press("Enter");
  await expect(page).toHaveURL(/\/recherche\?q=petit%20ours%20brun$/);
  await expect(field).toHaveValue("petit ours brun");
  expect(searches.length).toBeGreaterThan(0);
  for (const url of searches) expect(new URL(url).searchParams.get("q")).toBe("petit ours brun");
});

test.describe("sans JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("le formulaire de recherche est un GET vers /recherche", async ({ page }) => {
    await page.goto("/");
    await searchField(page).fill("dinosaures");
    await searchField(page).press("Enter");
    await expect(page).toHaveURL(/\/recherche\?q=dinosaures$/);
  });
});

test("la recherche prédictive propose des livres et des catégories pour « dino »", async ({ page }) => {
  await page.goto("/");
  const list = await typeUntilSuggested(page, "dino");
  await expect(searchField(page)).toHaveAttribute("aria-expanded", "true");

  const books = list.getByRole("group", { name: "Livres" }).getByRole("option");
  await expect(books.first()).toBeVisible();
  await expect(books.first()).toHaveAttribute("href", /^\/produit\//);
  await expect(books.first()).toContainText(/\d+,\d{2}\s€/);
  const category = list.getByRole("group", { name: "Catégories" }).getByRole("option", { name: "Dinosaures" });
  await expect(category).toHaveAttribute("href", "/categorie/dinosaures");

  await category.click();
  await expect(page).toHaveURL(/\/categorie\/dinosaures$/);
  await expect(list).toBeHidden();
});

test("Flèche bas puis Entrée ouvrent la suggestion en surbrillance", async ({ page }) => {
  await page.goto("/");
  const list = await typeUntilSuggested(page, "dino");
  const field = searchField(page);
  const options = list.getByRole("option");

  await field.press("ArrowDown");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await field.press("ArrowDown");
  await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(options.first()).toHaveAttribute("aria-selected", "false");
  await field.press("ArrowUp");
  const highlighted = options.first();
  await expect(highlighted).toHaveAttribute("aria-selected", "true");
  await expect(field).toHaveAttribute("aria-activedescendant", (await highlighted.getAttribute("id")) ?? "");
  await expect(field).toBeFocused();

  const href = (await highlighted.getAttribute("href")) ?? "";
  const optionText = (await highlighted.textContent()) ?? "";
  await field.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  // The URL changes before the new page is painted: wait for its heading rather than read the old one.
  await expect(async () => {
    const title = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
    expect(title.length).toBeGreaterThan(0);
    expect(optionText).toContain(title);
  }).toPass();
});

test("Échap ferme les suggestions sans effacer le texte", async ({ page }) => {
  await page.goto("/");
  const list = await typeUntilSuggested(page, "dino");
  const field = searchField(page);
  await field.press("Escape");
  await expect(list).toBeHidden();
  await expect(field).toHaveAttribute("aria-expanded", "false");
  await expect(field).toHaveValue("dino");

  await field.press("ArrowDown");
  await expect(list).toBeVisible();
  await expect(list.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
});

/** The client entry: held, the test types into the server-rendered field before hydration. */
const CLIENT_ENTRY = /\/entry\.client-[\w-]+\.js$/;

test("la page de recherche montre son terme dans le champ sans demander de suggestions tant qu'on n'y entre pas", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/suggestions")) asked.push(request.url());
  });
  await page.goto("/recherche?q=dinosaures");
  await expect(searchField(page)).toHaveValue("dinosaures");
  await page.waitForLoadState("networkidle");
  expect(asked).toEqual([]);
  await searchField(page).focus();
  await expect(suggestions(page)).toBeVisible();
  expect(asked).toHaveLength(1);
});

test.describe("avant l'hydratation", () => {
  test("le texte tapé avant l'hydratation reste, le focus aussi, et les suggestions viennent pour lui", async ({
    page,
  }) => {
    const entry = await holdRequests(page, CLIENT_ENTRY);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const field = searchField(page);
    await field.focus();
    await page.keyboard.type("dino");
    await expect.poll(entry.requested).toBe(true);

    entry.release();
    await waitForHydration(page);
    await page.keyboard.type("saures", { delay: 30 });
    await expect(field).toHaveValue("dinosaures");
    await expect(field).toBeFocused();
    const categories = suggestions(page).getByRole("group", { name: "Catégories" });
    await expect(categories.getByRole("option", { name: "Dinosaures" })).toBeVisible();
    await expect(field).toHaveAttribute("aria-expanded", "true");
  });

  test("un texte tapé avant l'hydratation, sans rien après, est celui que la recherche envoie", async ({ page }) => {
    const entry = await holdRequests(page, CLIENT_ENTRY);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const field = searchField(page);
    await field.focus();
    await page.keyboard.type("dinosaures");
    for (let presses = 0; presses < 6; presses++) await page.keyboard.press("ArrowLeft");
    await expect.poll(entry.requested).toBe(true);

    entry.release();
    await waitForHydration(page);
    await expect(suggestions(page)).toBeVisible();
    await expect(field).toBeFocused();
    await page.keyboard.type("-");
    await expect(field).toHaveValue("dino-saures");
    // No suggestion is highlighted, so Enter sends the text, whether the list for "dino-saures" has come back yet
    // or not (an Escape here would clear the field once an empty answer has closed the list).
    await field.press("Enter");
    await expect(page).toHaveURL(/\/recherche\?q=dino-saures$/);
  });

  test("un visiteur déjà dans le champ avant l'hydratation voit les suggestions sans retaper", async ({ page }) => {
    const entry = await holdRequests(page, CLIENT_ENTRY);
    await page.goto("/recherche?q=dinosaures", { waitUntil: "domcontentloaded" });
    const field = searchField(page);
    await field.focus();
    await expect.poll(entry.requested).toBe(true);

    entry.release();
    await waitForHydration(page);
    await expect(field).toBeFocused();
    await expect(suggestions(page)).toBeVisible();
    await expect(field).toHaveAttribute("aria-expanded", "true");
  });
});

test.describe("api/suggestions", () => {
  test.skip(({ isMobile }) => isMobile, "une seule fois suffit pour l'API");

  test("répond du JSON pour toute saisie, jamais une erreur 500", async ({ request }) => {
    const odd = ["", "%", "a".repeat(5_000), "🦖", "%00", "<script>", "dino&q=autre", "   "];
    // A byte that is not UTF-8 (é in Latin-1) is refused in French before the search reads it (issue 43).
    const latin1 = await request.get("/api/suggestions?q=%E9");
    expect(latin1.status()).toBe(400);
    expect(await latin1.json()).toEqual({
      error: "Le texte envoyé contient des caractères invalides. Vérifiez-le puis réessayez.",
    });
    for (const q of odd) {
      const response = await request.get(`/api/suggestions?q=${q}`);
      expect(response.status(), `q=${q.slice(0, 20)}`).toBe(200);
      const body = await response.json();
      expect(Array.isArray(body.products) && Array.isArray(body.categories)).toBe(true);
    }
    const missing = await request.get("/api/suggestions");
    expect(missing.status()).toBe(200);

    const dino = await (await request.get("/api/suggestions?q=dino")).json();
    expect(dino.products.length).toBeGreaterThan(0);
    expect(dino.categories).toContainEqual({ label: "Dinosaures", href: "/categorie/dinosaures" });
  });
});
