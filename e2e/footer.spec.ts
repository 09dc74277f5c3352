import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const LINKS: Array<[name: string, href: string]> = [
  ["Qui sommes-nous ?", "/a-propos"],
  ["Notre reconditionnement", "/reconditionnement"],
  ["Les états de nos livres", "/etats-des-livres"],
  ["Mes coups de coeurs", "/account/favorites"],
  ["FAQ", "/faq"],
  ["Contact", "/contact"],
  ["Paiement sécurisé", "/paiement-securise"],
  ["Mentions légales", "/mentions-legales"],
  ["Conditions de service", "/conditions-service"],
];
const SECTIONS = ["La boutique", "Aide", "Informations légales", "Suivez-nous"];

/** A section of the mobile footer: a native disclosure (`<details>`), which has no ARIA role of its own. */
function section(footer: Locator, title: string): Locator {
  return footer.locator("details").filter({ has: footer.page().getByRole("heading", { name: title }) });
}

test("le pied de page affiche l'année en cours", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("contentinfo")).toContainText(`© ${new Date().getFullYear()}`);
});

test("sur ordinateur, le pied de page montre ses quatre colonnes et tous ses liens", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === "mobile", "mise en page d'ordinateur");
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  for (const title of SECTIONS) await expect(footer.getByRole("heading", { name: title })).toBeVisible();
  await expect(footer.getByRole("button")).toHaveCount(0);
  for (const [name, href] of LINKS) {
    const link = footer.getByRole("link", { name, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", href);
  }
  const social = footer.getByRole("link", { name: /réseaux sociaux/ });
  await expect(social).toBeVisible();
  await expect(social).toHaveAttribute("href", /^https?:\/\//);
  await expect(social).toHaveAttribute("target", "_blank");
});

test("sur mobile, les sections sont repliées et plusieurs peuvent être ouvertes ensemble", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "mise en page mobile");
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  for (const title of SECTIONS) await expect(section(footer, title)).not.toHaveAttribute("open");
  for (const [name] of LINKS) await expect(footer.getByRole("link", { name, exact: true })).toBeHidden();

  // Native disclosures: they open on the first tap, hydrated or not.
  await section(footer, "La boutique").getByRole("heading").click();
  await section(footer, "Aide").getByRole("heading").click();
  await expect(section(footer, "La boutique")).toHaveAttribute("open");
  await expect(section(footer, "Aide")).toHaveAttribute("open");
  await expect(footer.getByRole("link", { name: "Qui sommes-nous ?" })).toBeVisible();
  await expect(footer.getByRole("link", { name: "FAQ" })).toBeVisible();
  await expect(footer.getByRole("link", { name: "Mentions légales" })).toBeHidden();

  await footer.getByRole("link", { name: "FAQ" }).click();
  await expect(page).toHaveURL(/\/faq$/);
});
