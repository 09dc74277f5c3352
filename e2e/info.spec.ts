import AxeBuilder from "@axe-core/playwright";
import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const PAGES: Array<[path: string, heading: string, title: RegExp]> = [
  ["/faq", "Foire aux questions", /^Foire aux questions \| /],
  ["/mentions-legales", "Mentions légales", /^Mentions légales \| /],
  ["/conditions-service", "Conditions de service", /^Conditions de service \| /],
  ["/paiement-securise", "Paiement sécurisé", /^Paiement sécurisé \| /],
  ["/a-propos", "Qui sommes-nous ?", /^Qui sommes-nous \? \| /],
  ["/reconditionnement", "Notre reconditionnement", /^Notre reconditionnement \| /],
  ["/etats-des-livres", "Les états de nos livres", /^Les états de nos livres \| /],
  ["/contact", "Contactez-nous", /^Contact \| /],
  ["/retractation", "Rétractation : renoncer à votre commande", /^Renoncer au contrat ici : rétractation \| /],
  ["/declaration-accessibilite", "Déclaration d'accessibilité", /^Déclaration d'accessibilité \| /],
];

for (const [path, heading, title] of PAGES) {
  test(`la page ${path} s'affiche avec un seul titre principal`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(title);
  });
}

for (const [path] of PAGES) {
  test(`la page ${path} respecte les règles WCAG 2.1 AA vérifiables automatiquement`, async ({ page }) => {
    test.slow();
    await page.goto(path);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(
      results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(" | ")}`,
      ),
    ).toEqual([]);
  });
}

test("les conditions de service reprennent chaque rubrique et les chiffres de la boutique", async ({ page }) => {
  await page.goto("/conditions-service");
  for (const heading of [
    "Champ d'application",
    "Accès à la plateforme",
    "Services réservés aux utilisateurs inscrits",
    "Protection des données personnelles",
    "Produits, prix et commandes",
    "Modification des produits",
    "Paiement",
    "Livraison",
    "Droit de rétractation",
    "Formulaire type de rétractation",
    "Garanties légales",
    "Réclamations et médiation",
    "Propriété intellectuelle",
    "Force majeure",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
  }
  const main = page.getByRole("main");
  await expect(main).toContainText("délai de 14 jours");
  await expect(main).toContainText("pendant 2 ans");
  await expect(main).toContainText("24 mois");
});

test("les mentions légales affichent l'identité configurée de l'éditeur et de l'hébergeur", async ({ page }) => {
  await page.goto("/mentions-legales");
  const main = page.getByRole("main");
  await expect(main).toContainText("société par actions simplifiée unipersonnelle");
  await expect(main).toContainText("[À remplacer] nom du directeur de la publication");
  await expect(main).toContainText("[À remplacer] nom de l'hébergeur");
  await expect(main.getByRole("link", { name: "contact@bouquinerie.example" })).toBeVisible();
});

test("le reconditionnement présente les quatre étapes et les contrôles par type de livre", async ({ page }) => {
  await page.goto("/reconditionnement");
  await expect(page.getByRole("heading", { level: 2, name: /^Étape \d/ })).toHaveCount(4);
  for (const check of ["Livres sonores", "Livres à gommettes", "Livres de peinture", "Livres pop-up et 3D"]) {
    await expect(page.getByRole("main")).toContainText(check);
  }
});

/** Clicks a question until its state changes (the first click may come before hydration). */
async function toggle(trigger: Locator, expanded: "true" | "false"): Promise<void> {
  await expect(async () => {
    if ((await trigger.getAttribute("aria-expanded")) !== expanded) await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", expanded, { timeout: 500 });
  }).toPass();
}

test("la FAQ n'ouvre qu'une question à la fois, dans toutes ses sections, et se referme", async ({ page }) => {
  await page.goto("/faq");
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(6);
  const delivery = page.getByRole("button", { name: "Quels sont les délais de livraison ?" });
  const returns = page.getByRole("button", { name: "Puis-je retourner un livre ?" });
  await expect(delivery).toHaveAttribute("aria-expanded", "false");

  await toggle(delivery, "true");
  await expect(page.getByText("Comptez de 4 à 7 jours ouvrés")).toBeVisible();

  await returns.click();
  await expect(returns).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText("14 jours après la réception")).toBeVisible();
  await expect(delivery).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByText("Comptez de 4 à 7 jours ouvrés")).toBeHidden();

  await returns.click();
  await expect(returns).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("button", { expanded: true })).toHaveCount(0);
});

test("la FAQ publie ses questions en données structurées FAQPage", async ({ page }) => {
  await page.goto("/faq");
  const json = await page.locator('script[type="application/ld+json"]').first().textContent();
  const data = JSON.parse(json ?? "{}") as { "@type": string; mainEntity: Array<{ name: string }> };
  expect(data["@type"]).toBe("FAQPage");
  expect(data.mainEntity.map((question) => question.name)).toContain("Dans quels pays livrez-vous ?");
});

test("/go suit un lien vers une page du site", async ({ page }) => {
  await page.goto(`/go?to=${encodeURIComponent("/faq")}`);
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Foire aux questions");
});

test("/go répond une page 'Redirection en cours…' avec un lien de secours et un rafraîchissement sans JavaScript", async ({
  request,
}) => {
  const target = "https://editeur.example/catalogue?livre=42";
  const response = await request.get(`/go?to=${encodeURIComponent(target)}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain("Redirection en cours…");
  expect(html).toContain(`href="${target}"`);
  expect(html).toContain(`<meta http-equiv="refresh" content="0;url=${target}"/>`);
});

test("/go suit un lien http(s) externe", async ({ page }) => {
  await page.route("https://editeur.example/**", (route) =>
    route.fulfill({
      contentType: "text/html; charset=utf-8",
      body: "<!doctype html><title>Éditeur</title><h1>Chez l'éditeur</h1>",
    }),
  );
  const target = "https://editeur.example/catalogue?livre=42";
  await page.goto(`/go?to=${encodeURIComponent(target)}`, { waitUntil: "commit" });
  await expect(page).toHaveURL(target);
  await expect(page.getByRole("heading", { name: "Chez l'éditeur" })).toBeVisible();
});

test.describe("liens refusés", () => {
  test.use({ expectedConsoleErrors: [/status of 400/] });

  for (const [name, query] of [
    ["javascript:", `?to=${encodeURIComponent("javascript:alert(document.domain)")}`],
    ["absent", ""],
  ]) {
    test(`/go refuse un lien ${name} et propose l'accueil`, async ({ page }) => {
      let dialogs = 0;
      page.on("dialog", (dialog) => {
        dialogs += 1;
        void dialog.dismiss();
      });
      const response = await page.goto(`/go${query}`);
      expect(response?.status()).toBe(400);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lien invalide.");
      await expect(page.getByRole("main").getByRole("link", { name: "Retour à l'accueil" })).toHaveAttribute(
        "href",
        "/",
      );
      await expect(page).toHaveURL(/\/go/);
      expect(dialogs).toBe(0);
    });
  }
});
