import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { holdRequests } from "./support/held-requests.ts";
import { waitForHydration } from "./support/hydration.ts";
import { openOverlay } from "./support/open-overlay.ts";

/** The panels and the taxonomy they list: the code the menus load when a panel first opens. */
const MENUS_CODE = /\/assets\/desktop-menu-panels-[\w-]+\.js$/;
const CLIENT_ENTRY = /\/entry\.client-[\w-]+\.js$/;

/** A point of the page far from the header, to leave the menus. */
const AWAY = { x: 5, y: 700 };

/** Marks the current document, to tell a navigation in place (React Router) from the browser loading a new page. */
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
}

async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => "sameDocument" in window), "navigation sans recharger la page").toBe(true);
}

function mainMenu(page: Page): Locator {
  return page.getByRole("navigation", { name: "Menu principal" });
}

/** The panel of a desktop menu: its first column is a list named after the menu. */
function panel(page: Page, name: string): Locator {
  return mainMenu(page).getByRole("list", { name, exact: true });
}

/** The part of a top entry the pointer rests on: its link, or the button of 'Livres par sujets'. */
function topEntry(page: Page, name: string): Locator {
  return name === "Livres par sujets"
    ? mainMenu(page).getByRole("button", { name })
    : mainMenu(page).getByRole("link", { name, exact: true });
}

/** Hovers a top entry until its panel shows (the first hover may come before hydration). */
async function openByHover(page: Page, name: string): Promise<Locator> {
  const menuPanel = panel(page, name);
  await expect(async () => {
    await page.mouse.move(AWAY.x, AWAY.y);
    await topEntry(page, name).hover();
    await expect(menuPanel).toBeVisible({ timeout: 1_000 });
  }).toPass();
  return menuPanel;
}

/** Enter on a menu's button until its panel shows (a first key may come before hydration). */
async function openWithEnter(page: Page, trigger: Locator, menuPanel: Locator) {
  await expect(async () => {
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(menuPanel).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

test.describe("méga-menus (écran large)", () => {
  test.skip(({ isMobile }) => isMobile, "les méga-menus sont ceux de l'écran large");

  test("le survol ouvre chaque menu et le quitter le referme", async ({ page }) => {
    await page.goto("/");
    for (const name of ["Livres par âge", "Livres par thème", "Livres par sujets"]) {
      const menuPanel = await openByHover(page, name);
      await page.mouse.move(AWAY.x, AWAY.y);
      await expect(menuPanel).toBeHidden();
    }
  });

  test("les entrées du haut mènent à /age et /theme", async ({ page }) => {
    await page.goto("/");
    await expect(topEntry(page, "Livres par âge")).toHaveAttribute("href", "/age");
    await expect(topEntry(page, "Livres par thème")).toHaveAttribute("href", "/theme");
  });

  test("un âge puis une catégorie mènent à /age/{âge}?category={catégorie}", async ({ page }) => {
    await page.goto("/");
    const ages = await openByHover(page, "Livres par âge");
    for (const [age, slug] of [
      ["0-4 ans", "0-4-ans"],
      ["4-6 ans", "4-6-ans"],
      ["6-8 ans", "6-8-ans"],
      ["8-10 ans", "8-10-ans"],
      ["10 ans et +", "10-plus"],
    ]) {
      await expect(ages.getByRole("link", { name: age, exact: true })).toHaveAttribute("href", `/age/${slug}`);
    }

    await ages.getByRole("link", { name: "6-8 ans" }).hover();
    const categories = panel(page, "6-8 ans");
    await expect(categories).toBeVisible();
    await markDocument(page);
    await categories.getByRole("link", { name: "Documentaires" }).click();
    await expect(page).toHaveURL(/\/age\/6-8-ans\?category=documentaires$/);
    await expect(categories).toBeHidden();
    await expectSameDocument(page);
  });

  test("le troisième niveau Romans des 8-10 ans donne CE2, CM1, CM2", async ({ page }) => {
    await page.goto("/");
    const ages = await openByHover(page, "Livres par âge");
    await ages.getByRole("link", { name: "8-10 ans" }).hover();
    await panel(page, "8-10 ans").getByRole("link", { name: "Romans" }).hover();

    const levels = panel(page, "Romans").getByRole("link");
    await expect(levels).toHaveText(["CE2", "CM1", "CM2"]);
    await expect(levels.nth(1)).toHaveAttribute("href", "/theme/romans?sub=cm1");
    await levels.nth(1).click();
    await expect(page).toHaveURL(/\/theme\/romans\?sub=cm1$/);
  });

  test("les livres-jeux d'un âge ouvrent leurs sous-catégories de thème", async ({ page }) => {
    await page.goto("/");
    const ages = await openByHover(page, "Livres par âge");
    await ages.getByRole("link", { name: "4-6 ans" }).hover();
    await panel(page, "4-6 ans").getByRole("link", { name: "Livres-jeux et d'activités" }).hover();
    const activities = panel(page, "Livres-jeux et d'activités").getByRole("link");
    await expect(activities).toHaveCount(7);
    await expect(activities.first()).toHaveAttribute(
      "href",
      "/theme/livres-jeux-et-d-activites?sub=dessins-coloriages-et-peintures",
    );
  });

  test("le menu des thèmes suit l'ordre de docs/product.md §2.3 et ouvre ses sous-menus", async ({ page }) => {
    await page.goto("/");
    const themes = await openByHover(page, "Livres par thème");
    await expect(themes.getByRole("link")).toHaveText([
      "Noël",
      "Tout-petits",
      "Contes et histoires",
      "Livres-jeux et d'activités",
      "Documentaires",
      "Romans",
      "Bandes dessinées",
    ]);
    await expect(themes.getByRole("link", { name: "Noël" })).toHaveAttribute("href", "/theme/noel");

    await themes.getByRole("link", { name: "Romans" }).hover();
    const levels = panel(page, "Romans").getByRole("link");
    await expect(levels).toHaveText(["CP", "CE1", "CE2", "CM1", "CM2", "6ème", "5ème+"]);
    await levels.last().click();
    await expect(page).toHaveURL(/\/theme\/romans\?sub=5eme$/);
  });

  test("le panneau des sujets fait 900 px et liste 36 sujets vers /categorie/…", async ({ page }) => {
    await page.goto("/");
    const subjects = await openByHover(page, "Livres par sujets");
    const links = subjects.getByRole("link");
    await expect(links).toHaveCount(36);
    for (const href of await links.evaluateAll((all) => all.map((link) => link.getAttribute("href")))) {
      expect(href).toMatch(/^\/categorie\/[a-z0-9-]+$/);
    }
    expect((await subjects.boundingBox())?.width).toBe(900);

    await subjects.getByRole("link", { name: "Dinosaures" }).click();
    await expect(page).toHaveURL(/\/categorie\/dinosaures$/);
  });

  test("après un clic, le menu reste fermé 2 secondes puis se rouvre sous le pointeur", async ({ page }) => {
    await page.goto("/");
    const ages = await openByHover(page, "Livres par âge");
    await markDocument(page);
    await ages.getByRole("link", { name: "8-10 ans" }).click();
    // The pointer comes straight back over the menu, during the pause.
    await topEntry(page, "Livres par âge").hover();
    await expect(page).toHaveURL(/\/age\/8-10-ans$/);
    await expectSameDocument(page);
    // The time of the click, as the page stored it (browser and test share the machine's clock).
    const clickedAt = Number(await page.evaluate(() => window.sessionStorage.getItem("menu-disabled-at")));
    expect(Math.abs(clickedAt - Date.now())).toBeLessThan(5_000);

    await expect(ages).toBeVisible({ timeout: 5_000 });
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(2_000);
  });

  test("au clavier : Tab jusqu'au bouton du menu, Entrée ou Flèche bas l'ouvre, Échap le ferme", async ({ page }) => {
    await page.goto("/");
    const trigger = mainMenu(page).getByRole("button", { name: "Sous-menu Livres par âge" });
    const ages = panel(page, "Livres par âge");
    // Tab from the logo (the first keys may come before hydration: start again until the panel opens).
    await expect(async () => {
      await page.keyboard.press("Escape");
      await page.getByRole("link", { name: "Bouquinerie", exact: true }).focus();
      for (let presses = 0; presses < 20; presses++) {
        await page.keyboard.press("Tab");
        if (await trigger.evaluateAll((elements) => elements.some((element) => element === document.activeElement)))
          break;
      }
      await expect(trigger).toBeFocused({ timeout: 500 });
      await page.keyboard.press("Enter");
      await expect(ages).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");

    await page.keyboard.press("Escape");
    await expect(ages).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");

    await page.keyboard.press("ArrowDown");
    await expect(ages).toBeVisible();
    await expect(ages.getByRole("link", { name: "0-4 ans" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(ages.getByRole("link", { name: "4-6 ans" })).toBeFocused();
    await expect(ages.getByRole("link", { name: "4-6 ans" })).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowRight");
    await expect(panel(page, "4-6 ans").getByRole("link", { name: "Contes et histoires" })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(ages.getByRole("link", { name: "4-6 ans" })).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(ages).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("au clavier : Tab entre dans le panneau ouvert et Entrée suit le lien", async ({ page }) => {
    await page.goto("/");
    const trigger = mainMenu(page).getByRole("button", { name: "Sous-menu Livres par thème" });
    const themes = panel(page, "Livres par thème");
    await openWithEnter(page, trigger, themes);
    await page.keyboard.press("Tab");
    await expect(themes.getByRole("link", { name: "Noël" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/theme\/noel$/);
    await expect(themes).toBeHidden();
  });
});

/** Tabs from the logo to `target` (the first keys may come before hydration: start again until it has the focus). */
async function tabTo(page: Page, target: Locator) {
  await expect(async () => {
    await page.getByRole("link", { name: "Bouquinerie", exact: true }).focus();
    for (let presses = 0; presses < 20; presses++) {
      await page.keyboard.press("Tab");
      if (await target.evaluateAll((elements) => elements.some((element) => element === document.activeElement))) break;
    }
    await expect(target).toBeFocused({ timeout: 500 });
  }).toPass();
}

test.describe("méga-menus : la barre du serveur, les panneaux chargés à leur première ouverture (écran large)", () => {
  test.skip(({ isMobile }) => isMobile, "les méga-menus sont ceux de l'écran large");

  test("la page se charge sans le code des panneaux, qui arrive au premier survol", async ({ page }) => {
    const menuCode: string[] = [];
    page.on("request", (request) => {
      if (MENUS_CODE.test(request.url())) menuCode.push(request.url());
    });
    await page.goto("/", { waitUntil: "networkidle" });
    await expect(mainMenu(page).getByRole("button", { name: "Livres par sujets" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    expect(menuCode).toEqual([]);

    await openByHover(page, "Livres par âge");
    expect(menuCode).toHaveLength(1);
  });

  test("la barre rendue par le serveur est celle qui s'ouvre : rien n'est remplacé, le focus reste", async ({
    page,
  }) => {
    const entry = await holdRequests(page, CLIENT_ENTRY);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const serverBar = await mainMenu(page).elementHandle();
    const themes = topEntry(page, "Livres par thème");
    await themes.focus();

    entry.release();
    await waitForHydration(page);
    await expect(themes).toBeFocused();
    await page.keyboard.press("Tab");
    const trigger = mainMenu(page).getByRole("button", { name: "Sous-menu Livres par thème" });
    await expect(trigger).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(panel(page, "Livres par thème")).toBeVisible();
    expect(await serverBar?.evaluate((element) => element.isConnected)).toBe(true);
  });

  test("Entrée sur un bouton avant l'arrivée du code des panneaux ouvre le sien, le focus reste sur le bouton", async ({
    page,
  }) => {
    const code = await holdRequests(page, MENUS_CODE);
    await page.goto("/");
    const trigger = mainMenu(page).getByRole("button", { name: "Sous-menu Livres par âge" });
    const ages = panel(page, "Livres par âge");
    await waitForHydration(page);
    await tabTo(page, trigger);
    await page.keyboard.press("Enter");
    await expect.poll(code.requested).toBe(true);
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(ages).toBeHidden();

    code.release();
    await expect(ages).toBeVisible();
    await expect(trigger).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(ages).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("Flèche bas avant l'arrivée du code des panneaux ouvre le panneau et y porte le focus", async ({ page }) => {
    const code = await holdRequests(page, MENUS_CODE);
    await page.goto("/");
    const trigger = mainMenu(page).getByRole("button", { name: "Sous-menu Livres par thème" });
    await waitForHydration(page);
    await tabTo(page, trigger);
    await page.keyboard.press("ArrowDown");
    await expect.poll(code.requested).toBe(true);

    code.release();
    const themes = panel(page, "Livres par thème");
    await expect(themes).toBeVisible();
    await expect(themes.getByRole("link", { name: "Noël" })).toBeFocused();
  });

  test("l'entrée sous la souris s'ouvre quand le code arrive, et se referme quand la souris s'en va", async ({
    page,
  }) => {
    const code = await holdRequests(page, MENUS_CODE);
    await page.goto("/");
    await expect(async () => {
      await page.mouse.move(AWAY.x, AWAY.y);
      await topEntry(page, "Livres par sujets").hover();
      expect(code.requested()).toBe(true);
    }).toPass();
    const subjects = panel(page, "Livres par sujets");
    await expect(subjects).toBeHidden();

    code.release();
    await expect(subjects).toBeVisible();
    await page.mouse.move(AWAY.x, AWAY.y);
    await expect(subjects).toBeHidden();
  });

  test("un clic sur une entrée avant l'arrivée du code garde la pause de 2 secondes", async ({ page }) => {
    const code = await holdRequests(page, MENUS_CODE);
    await page.goto("/");
    await waitForHydration(page);
    const ages = topEntry(page, "Livres par âge");
    await expect(async () => {
      await page.mouse.move(AWAY.x, AWAY.y);
      await ages.hover();
      expect(code.requested()).toBe(true);
    }).toPass();
    await ages.click();
    await expect(page).toHaveURL(/\/age$/);
    const clickedAt = Number(await page.evaluate(() => window.sessionStorage.getItem("menu-disabled-at")));
    expect(Math.abs(clickedAt - Date.now())).toBeLessThan(5_000);

    code.release();
    await expect(panel(page, "Livres par âge")).toBeVisible({ timeout: 5_000 });
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(2_000);
  });

  test("la focalisation qui quitte une entrée ouverte referme son panneau", async ({ page }) => {
    await page.goto("/");
    const trigger = mainMenu(page).getByRole("button", { name: "Livres par sujets" });
    const subjects = panel(page, "Livres par sujets");
    await openWithEnter(page, trigger, subjects);
    await subjects.getByRole("link").last().focus();
    await page.keyboard.press("Tab");
    await expect(subjects).toBeHidden();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("menu mobile", () => {
  test.skip(({ isMobile }) => !isMobile, "le tiroir est celui des petits écrans");

  async function openDrawer(page: Page): Promise<Locator> {
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await openOverlay(page.getByRole("link", { name: "Ouvrir le menu" }), drawer);
    return drawer;
  }

  test("le tiroir ouvre les âges et leurs catégories, et un lien y navigue puis le ferme", async ({ page }) => {
    await page.goto("/");
    await expect(mainMenu(page)).toBeHidden();
    const drawer = await openDrawer(page);

    const ages = drawer.getByRole("button", { name: "Livres par âge" });
    await expect(ages).toHaveAttribute("aria-expanded", "false");
    await ages.click();
    await expect(ages).toHaveAttribute("aria-expanded", "true");
    await expect(drawer.getByRole("link", { name: "Tous les livres par âge" })).toHaveAttribute("href", "/age");
    await expect(drawer.getByRole("link", { name: "0-4 ans" })).toBeVisible();

    await drawer.getByRole("button", { name: "Sous-menu 8-10 ans" }).click();
    await expect(drawer.getByRole("link", { name: "Documentaires" })).toHaveAttribute(
      "href",
      "/age/8-10-ans?category=documentaires",
    );
    await drawer.getByRole("button", { name: "Sous-menu Romans" }).click();
    for (const level of ["CE2", "CM1", "CM2"]) {
      await expect(drawer.getByRole("link", { name: level, exact: true })).toBeVisible();
    }
    await markDocument(page);
    await drawer.getByRole("link", { name: "CM1", exact: true }).click();
    await expect(page).toHaveURL(/\/theme\/romans\?sub=cm1$/);
    await expect(drawer).toBeHidden();
    await expectSameDocument(page);
  });

  test("le tiroir ouvre les thèmes et les sujets ; Échap le ferme", async ({ page }) => {
    await page.goto("/");
    const drawer = await openDrawer(page);

    await drawer.getByRole("button", { name: "Livres par thème" }).click();
    await drawer.getByRole("button", { name: "Sous-menu Livres-jeux et d'activités" }).click();
    await expect(drawer.getByRole("link", { name: "Puzzles et maquettes" })).toHaveAttribute(
      "href",
      "/theme/livres-jeux-et-d-activites?sub=puzzles-et-maquettes",
    );

    await drawer.getByRole("button", { name: "Livres par sujets" }).click();
    const subjects = drawer.getByRole("link", { name: "Dinosaures" });
    await expect(subjects).toHaveAttribute("href", "/categorie/dinosaures");
    const subjectLinks = await drawer
      .getByRole("link")
      .evaluateAll((links) => links.filter((link) => link.getAttribute("href")?.startsWith("/categorie/")).length);
    expect(subjectLinks).toBe(36);

    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("link", { name: "Ouvrir le menu" })).toBeFocused();
  });

  test("le téléphone ne télécharge jamais le code des méga-menus", async ({ page }) => {
    const menuCode: string[] = [];
    page.on("request", (request) => {
      if (MENUS_CODE.test(request.url())) menuCode.push(request.url());
    });
    await page.goto("/", { waitUntil: "networkidle" });
    const drawer = await openDrawer(page);
    await drawer.getByRole("button", { name: "Livres par âge" }).click();
    await page.keyboard.press("Escape");
    await page.getByRole("combobox", { name: "Rechercher un livre" }).click();
    expect(menuCode).toEqual([]);
  });

  test("le focus reste dans le tiroir ouvert", async ({ page }) => {
    await page.goto("/");
    const drawer = await openDrawer(page);
    for (let presses = 0; presses < 8; presses++) {
      await page.keyboard.press("Tab");
      expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
  });
});
