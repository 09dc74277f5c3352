import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { holdRequests } from "./support/held-requests.ts";

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

/** The combobox's code (suggestions, listbox, keys), downloaded on the first intent on the search form. */
const SEARCH_CODE = /\/assets\/predictive-search-combobox-[\w-]+\.js$/;

/** Focuses the field until its code is asked for (the first focus may come before hydration). */
async function focusUntilRequested(page: Page, requested: () => boolean) {
  const field = searchField(page);
  await expect(async () => {
    await field.blur();
    await field.focus();
    expect(requested()).toBe(true);
  }).toPass();
}

test.describe("code de la recherche prédictive chargé à la demande", () => {
  test("la page se charge sans le code des suggestions, qui arrive quand le pointeur ou le doigt vient sur le champ", async ({
    page,
    isMobile,
  }) => {
    const searchCode: string[] = [];
    page.on("request", (request) => {
      if (SEARCH_CODE.test(request.url())) searchCode.push(request.url());
    });
    await page.goto("/", { waitUntil: "networkidle" });
    const field = searchField(page);
    await expect(field).toHaveAttribute("aria-expanded", "false");
    expect(searchCode).toEqual([]);

    await expect(async () => {
      if (isMobile) {
        await field.tap();
      } else {
        await page.mouse.move(5, 700);
        await field.hover();
      }
      expect(searchCode).toHaveLength(1);
    }).toPass();
    await typeUntilSuggested(page, "dino");
    expect(searchCode).toHaveLength(1);
  });

  test("le texte tapé avant et pendant l'arrivée du code reste, le focus aussi, et les suggestions viennent pour lui", async ({
    page,
  }) => {
    const code = await holdRequests(page, SEARCH_CODE);
    await page.goto("/");
    const field = searchField(page);
    await focusUntilRequested(page, code.requested);
    await page.keyboard.type("dino");
    const serverField = await field.elementHandle();
    await expect(suggestions(page)).toBeHidden();

    code.release();
    await page.keyboard.type("saures", { delay: 30 });
    await expect.poll(() => serverField?.evaluate((element) => element.isConnected)).toBe(false);
    await expect(field).toHaveValue("dinosaures");
    await expect(field).toBeFocused();
    const categories = suggestions(page).getByRole("group", { name: "Catégories" });
    await expect(categories.getByRole("option", { name: "Dinosaures" })).toBeVisible();
    await expect(field).toHaveAttribute("aria-expanded", "true");
  });

  test("le curseur reste où il était quand le code prend la main", async ({ page }) => {
    const code = await holdRequests(page, SEARCH_CODE);
    await page.goto("/");
    const field = searchField(page);
    await focusUntilRequested(page, code.requested);
    await page.keyboard.type("dinosaures");
    for (let presses = 0; presses < 6; presses++) await page.keyboard.press("ArrowLeft");

    code.release();
    await expect(suggestions(page)).toBeVisible();
    await expect(field).toBeFocused();
    await page.keyboard.type("-");
    await expect(field).toHaveValue("dino-saures");
  });

  test.describe("quand le code ne se télécharge pas", () => {
    test.use({ expectedConsoleErrors: [/Failed to load resource/] });

    test("le formulaire cherche quand même sur /recherche, et l'intention suivante retélécharge le code", async ({
      page,
    }) => {
      let refused = 0;
      await page.route(SEARCH_CODE, (route) => {
        if (refused > 0) return route.continue();
        refused += 1;
        return route.abort();
      });
      await page.goto("/");
      const field = searchField(page);
      await focusUntilRequested(page, () => refused === 1);
      await field.fill("  pirates ");
      await field.press("Enter");
      await expect(page).toHaveURL(/\/recherche\?q=pirates$/);
      await expect(page.getByRole("heading", { level: 1, name: "Résultats de recherche" })).toBeVisible();
      await expect(field).toHaveValue("pirates");
      await expect(suggestions(page)).toBeHidden();

      await field.blur();
      await field.focus();
      await field.fill("dino");
      await expect(suggestions(page)).toBeVisible();
      expect(refused).toBe(1);
    });
  });
});

test.describe("api/suggestions", () => {
  test.skip(({ isMobile }) => isMobile, "une seule fois suffit pour l'API");

  test("répond du JSON pour toute saisie, jamais une erreur 500", async ({ request }) => {
    const odd = ["", "%", "%E9", "a".repeat(5_000), "🦖", "%00", "<script>", "dino&q=autre", "   "];
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
