import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { findBook, singleVariantWith } from "./demo-catalogue.ts";
import { expect, test } from "./fixtures.ts";
import { openOverlay } from "./support/open-overlay.ts";

/**
 * Issue 8: axe-core (WCAG 2.1 A/AA) on every page type and with each overlay open, on desktop and mobile (the two
 * Playwright projects): no serious or critical finding; one h1 per page; French document language.
 */
async function expectAccessible(page: Page, what: string) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    // Radix NavigationMenu's focus proxy: an aria-hidden span that hands focus to the open panel the moment it gets it.
    .exclude('nav[aria-label="Menu principal"] span[aria-hidden="true"][tabindex="0"]')
    .analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}) : ${violation.nodes.map((node) => node.target).join(" | ")}`,
    );
  expect(blocking, `${what} : constats graves d'axe`).toEqual([]);
}

async function expectPageBasics(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
}

const PAGES = [
  "/",
  "/age",
  "/age/6-8-ans",
  "/theme",
  "/theme/romans?sub=cm1",
  "/categorie/dinosaures",
  "/recherche?q=pirates",
  "/recherche",
  "/favoris",
  "/panier",
  "/faq",
  "/contact",
  "/mentions-legales",
  "/conditions-service",
  "/paiement-securise",
  "/a-propos",
  "/reconditionnement",
  "/une-page-qui-n-existe-pas",
];

test.describe("accessibility of every page type", () => {
  for (const path of PAGES) {
    test(`${path} has no serious or critical axe finding, one h1 and lang="fr"`, async ({ page }) => {
      await page.goto(path);
      await expectPageBasics(page);
      await expectAccessible(page, path);
    });
  }

  test("a product page, and the cart with an item, have no serious or critical finding", async ({ page, request }) => {
    const book = await findBook(request, "un livre à 5 exemplaires", singleVariantWith(5));
    await page.goto(`/produit/${book.handle}`);
    await expectPageBasics(page);
    await expectAccessible(page, "fiche produit");
    await page.getByRole("button", { name: "Ajouter au panier", exact: true }).click();
    await expect(page.getByText("Ajouté au panier")).toBeVisible();
    await page.goto("/panier");
    await expect(page.getByRole("button", { name: "Procéder au paiement" })).toBeVisible();
    await expectPageBasics(page);
    await expectAccessible(page, "panier avec un article");
  });
});

test.describe("visible focus", () => {
  for (const path of ["/", "/age/6-8-ans", "/contact"]) {
    test(`every control reached with Tab on ${path} shows a focus outline`, async ({ page }) => {
      await page.goto(path);
      const unmarked: string[] = [];
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press("Tab");
        const focus = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null;
          if (!element || element === document.body) return null;
          const style = getComputedStyle(element);
          const visible = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 2;
          const name = element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 40) ?? "";
          return { visible, label: `${element.tagName.toLowerCase()} « ${name} »` };
        });
        if (focus && !focus.visible) unmarked.push(focus.label);
      }
      expect(unmarked).toEqual([]);
    });
  }
});

test.describe("accessibility with each overlay open", () => {
  test("quick view, cart drawer and chat panel", async ({ page }) => {
    await page.goto("/age/6-8-ans");
    await page
      .getByRole("button", { name: /^Aperçu rapide/ })
      .first()
      .click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectAccessible(page, "aperçu rapide");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();

    await page.getByRole("button", { name: /^Mon panier/ }).click();
    await expect(page.getByRole("dialog", { name: "Mon panier" })).toBeVisible();
    await expectAccessible(page, "tiroir du panier");
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Ouvrir l'assistant" }).click();
    await expect(page.getByRole("dialog", { name: /Assistant/ })).toBeVisible();
    await expectAccessible(page, "assistant");
  });

  test("the desktop mega-menu", async ({ page, isMobile }) => {
    test.skip(isMobile, "the mega-menus are the wide screen's");
    await page.goto("/");
    const subjects = page
      .getByRole("navigation", { name: "Menu principal" })
      .getByRole("button", { name: "Livres par sujets" });
    await expect(async () => {
      await subjects.hover();
      await expect(page.getByRole("link", { name: "Dinosaures", exact: true }).first()).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await expectAccessible(page, "méga-menu des sujets");
  });

  test("the mobile drawer", async ({ page, isMobile }) => {
    test.skip(!isMobile, "the drawer is the small screen's menu");
    await page.goto("/");
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await openOverlay(page.getByRole("button", { name: "Ouvrir le menu" }), drawer);
    await drawer.getByRole("button", { name: "Livres par âge" }).click();
    await expectAccessible(page, "tiroir de navigation");
  });
});
