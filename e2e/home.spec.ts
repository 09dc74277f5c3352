import type { Locator, Page } from "@playwright/test";
import { ACTIVITY_AUTOPLAY_MS } from "../core/shop-constants.ts";
import { expect, test } from "./fixtures.ts";

const SECTION_TITLES = [
  "Noël approche...",
  "Sélection par âge",
  "Sélection par thème",
  "Livres-jeux et d'activités",
  "Sélection par sujet",
  "Qui sommes nous?",
];

/** Horizontal position of an element on screen: carousels move their slides sideways. */
async function left(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("élément sans boîte");
  return Math.round(box.x);
}

function section(page: Page, title: string): Locator {
  return page.getByRole("region", { name: title, exact: true });
}

/** A section below the first screen, brought into view. */
async function scrolledTo(page: Page, title: string): Promise<Locator> {
  const region = section(page, title);
  await region.scrollIntoViewIfNeeded();
  return region;
}

function firstSlide(region: Locator): Locator {
  return region.getByRole("group", { name: /^1 sur \d+$/ });
}

/**
 * Asserting that nothing moves needs time to pass: wait longer than one autoplay period. An autoplay step moves a
 * whole slide (about 250 px); the last pixel of a slide's easing may still land meanwhile, so 2 px are tolerated.
 */
async function stillAfterAWhile(page: Page, locator: Locator): Promise<void> {
  const before = await left(locator);
  await page.waitForTimeout(ACTIVITY_AUTOPLAY_MS + 1_000);
  expect(Math.abs((await left(locator)) - before)).toBeLessThanOrEqual(2);
}

test("l'accueil a un seul titre principal et montre chacune de ses sections", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  for (const title of SECTION_TITLES) {
    await expect(section(page, title).getByRole("heading", { level: 2, name: title, exact: true })).toBeVisible();
  }
  const about = section(page, "Qui sommes nous?");
  for (const argument of ["Un large choix", "Satisfait ou remboursé", "Qualité garantie"]) {
    await expect(about.getByRole("heading", { name: argument })).toBeVisible();
  }
  await expect(about).toContainText("3 000");
  await expect(about).toContainText("14 jours");
});

test("les flèches du carrousel de Noël font défiler les livres et « Voir plus... » mène au thème Noël", async ({
  page,
}) => {
  await page.goto("/");
  const christmas = section(page, "Noël approche...");
  const next = christmas.getByRole("button", { name: "Diapositive suivante" });
  const previous = christmas.getByRole("button", { name: "Diapositive précédente" });
  await expect(next).toBeEnabled();
  const first = firstSlide(christmas);
  const start = await left(first);

  await next.click();
  await expect.poll(() => left(first)).toBeLessThan(start - 50);
  await previous.click();
  await expect.poll(() => left(first)).toBe(start);

  // Keyboard: tabbing through the books brings a book that was out of view into view.
  await christmas.getByRole("group", { name: "Livres de Noël" }).getByRole("link").first().focus();
  const focusedSlide = () =>
    page.evaluate(() => {
      const slide = document.activeElement?.closest('[aria-roledescription="diapositive"]');
      return Number.parseInt(slide?.getAttribute("aria-label") ?? "0", 10);
    });
  for (let presses = 0; presses < 40 && (await focusedSlide()) < 7; presses++) await page.keyboard.press("Tab");
  expect(await focusedSlide()).toBeGreaterThanOrEqual(7);
  await expect(page.locator(":focus")).toBeInViewport({ ratio: 0.95 });

  await christmas.getByRole("link", { name: "Voir plus..." }).click();
  await expect(page).toHaveURL(/\/theme\/noel$/);
});

test("le carrousel des âges mène aux pages d'âge et atténue les cartes éloignées", async ({ page }) => {
  await page.goto("/");
  const ages = section(page, "Sélection par âge");
  const slugs = { "0-4 ans": "0-4-ans", "4-6 ans": "4-6-ans", "6-8 ans": "6-8-ans", "8-10 ans": "8-10-ans" };
  for (const [label, slug] of Object.entries(slugs)) {
    await expect(ages.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", `/age/${slug}`);
  }
  await expect(ages.getByRole("link", { name: "10 ans et +", exact: true })).toHaveAttribute("href", "/age/10-plus");

  const card = (label: string) => ages.getByRole("article").filter({ has: page.getByRole("heading", { name: label }) });
  await expect(ages.getByRole("button", { name: "Diapositive suivante" })).toBeEnabled();
  await expect(card("4-6 ans")).toHaveCSS("opacity", "1");
  await expect(card("8-10 ans")).toHaveCSS("opacity", "0.8");

  await ages.getByRole("link", { name: "0-4 ans", exact: true }).click();
  await expect(page).toHaveURL(/\/age\/0-4-ans$/);
});

test("le carrousel des thèmes mène aux pages de thème", async ({ page }) => {
  await page.goto("/");
  const themes = section(page, "Sélection par thème");
  await expect(themes.getByRole("link", { name: "Contes et histoires" })).toHaveAttribute(
    "href",
    "/theme/contes-et-histoires",
  );
  await expect(themes.getByRole("link", { name: "Noël", exact: true })).toHaveAttribute("href", "/theme/noel");
});

test("les livres-jeux défilent seuls, puis s'arrêtent quand la souris entre", async ({ page }) => {
  await page.goto("/");
  const activities = await scrolledTo(page, "Livres-jeux et d'activités");
  const first = firstSlide(activities);
  await expect(activities.getByRole("button", { name: "Mettre en pause le défilement" })).toBeVisible();
  const start = await left(first);
  await expect.poll(() => left(first), { timeout: ACTIVITY_AUTOPLAY_MS * 2 }).not.toBe(start);

  await activities.getByRole("group", { name: "Livres-jeux et d'activités" }).hover();
  await expect(activities.getByRole("button", { name: "Relancer le défilement" })).toBeVisible();
  // Let the slide that was moving finish its way, then nothing moves any more.
  let settled = await left(first);
  await expect
    .poll(async () => {
      const previous = settled;
      settled = await left(first);
      return settled === previous;
    })
    .toBe(true);
  await stillAfterAWhile(page, first);
});

test("les rangées de sujets défilent seules et mènent aux pages de catégorie", async ({ page }) => {
  await page.goto("/");
  const subjects = await scrolledTo(page, "Sélection par sujet");
  const chip = subjects.getByRole("link", { name: "Animaux", exact: true });
  await expect(chip).toHaveAttribute("href", "/categorie/animaux");
  await expect(subjects.getByRole("list")).toHaveCount(3);
  const start = await left(chip);
  await expect.poll(() => left(chip), { timeout: 5_000 }).toBeLessThan(start - 5);
});

test("le serveur envoie chaque sujet une fois ; la copie qui fait boucler les rangées vient avec JavaScript, cachée", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/")).text();
  expect(html.split('href="/categorie/animaux"')).toHaveLength(2);

  await page.goto("/");
  const subjects = await scrolledTo(page, "Sélection par sujet");
  const animals = subjects.locator('a[href="/categorie/animaux"]');
  await expect(animals).toHaveCount(2);
  await expect(animals.nth(1)).toHaveAttribute("tabindex", "-1");
  await expect(subjects.getByRole("link", { name: "Animaux", exact: true })).toHaveCount(1);
});

test("les rangées de sujets s'arrêtent hors de l'écran et repartent quand on y revient", async ({ page }) => {
  await page.goto("/");
  const subjects = await scrolledTo(page, "Sélection par sujet");
  const chip = subjects.getByRole("link", { name: "Animaux", exact: true });
  const start = await left(chip);
  await expect.poll(() => left(chip), { timeout: 5_000 }).toBeLessThan(start - 5);

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(subjects).not.toBeInViewport();
  // The last frame in flight may still land: take the position once it has settled.
  await page.waitForTimeout(300);
  const away = await left(chip);
  await page.waitForTimeout(1_500);
  expect(await left(chip)).toBe(away);

  await subjects.scrollIntoViewIfNeeded();
  await expect.poll(() => left(chip), { timeout: 5_000 }).toBeLessThan(away - 5);
});

test("avec « réduire les animations », ni les livres-jeux ni les sujets ne bougent, et les sujets ne sont pas dédoublés", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  const activities = await scrolledTo(page, "Livres-jeux et d'activités");
  const subjects = await scrolledTo(page, "Sélection par sujet");
  // Embla runs once the arrows are enabled; once hydrated, the pause buttons exist only when something may move.
  await expect(activities.getByRole("button", { name: "Diapositive suivante" })).toBeEnabled();
  await expect(page.getByRole("button", { name: /Mettre en pause/ })).toHaveCount(0);

  // The hidden copy only serves the motion: none is added.
  await expect(subjects.locator('a[href="/categorie/animaux"]')).toHaveCount(1);

  const firstBook = firstSlide(activities);
  const chip = subjects.getByRole("link", { name: "Animaux", exact: true });
  const [bookAt, chipAt] = [await left(firstBook), await left(chip)];
  await page.waitForTimeout(ACTIVITY_AUTOPLAY_MS + 1_000);
  expect(await left(firstBook)).toBe(bookAt);
  expect(await left(chip)).toBe(chipAt);
});

test("l'accueil publie ses données structurées avec la recherche du site", async ({ page, request }) => {
  const html = await (await request.get("/")).text();
  expect(html).toContain('<script type="application/ld+json">');

  await page.goto("/");
  const text = (await page.locator('script[type="application/ld+json"]').textContent()) ?? "";
  const data = JSON.parse(text) as { "@graph": Array<Record<string, unknown>> };
  const website = data["@graph"].find((node) => node["@type"] === "WebSite") as {
    potentialAction: { "@type": string; target: { urlTemplate: string } };
  };
  expect(website.potentialAction["@type"]).toBe("SearchAction");
  expect(website.potentialAction.target.urlTemplate).toMatch(/^https?:\/\/[^/]+\/recherche\?q=\{search_term_string\}$/);
  const navigation = data["@graph"].find((node) => node["@type"] === "ItemList") as {
    itemListElement: Array<{ url: string }>;
  };
  const paths = navigation.itemListElement.map((item) => new URL(item.url).pathname);
  expect(paths).toEqual(expect.arrayContaining(["/age", "/theme", "/categorie/dinosaures", "/contact"]));
});

test.describe("le code des carrousels (Embla) hors du premier chargement", () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource/] });

  test("la page ne le précharge pas ; s'il ne se télécharge pas, les livres restent affichés et leurs liens mènent à leur page", async ({
    page,
  }) => {
    let refused = 0;
    await page.route(/\/embla-runtime-[\w-]+\.js$/, (route) => {
      refused += 1;
      return route.abort();
    });
    const response = await page.goto("/");
    expect(await response?.text()).not.toMatch(/embla-runtime/);
    await expect.poll(() => refused).toBeGreaterThan(0);

    const christmas = section(page, "Noël approche...");
    await expect(firstSlide(christmas)).toBeVisible();
    // Without Embla the arrows stay inactive; the books stay in CSS's row and keep their links.
    await expect(christmas.getByRole("button", { name: "Diapositive suivante" })).toBeDisabled();
    // The first book with a link: a sold-out book of the selection has none.
    const book = christmas
      .getByRole("group", { name: /^\d+ sur \d+$/ })
      .getByRole("link")
      .first();
    const href = await book.getAttribute("href");
    expect(href).toMatch(/^\/produit\//);
    await book.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });
});
