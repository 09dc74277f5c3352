import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectNoSeriousAxeFinding } from "./support/axe.ts";
import { CheckoutPage } from "./support/checkout-page.ts";
import { E2E_STOREFRONT_TOKEN, STOREFRONT_API_PATH } from "./support/storefront-token.ts";

/** Issue 23: what French and EU law asks of the shop, walked through as a visitor would. */

const ENDPOINT = STOREFRONT_API_PATH;
const HEADERS = { "X-Shopify-Storefront-Access-Token": E2E_STOREFRONT_TOKEN };
const CART_CREATE = `mutation CartCreate($input: CartInput!) {
  cartCreate(input: $input) { cart { checkoutUrl } userErrors { message } }
}`;

type Book = {
  handle: string;
  title: string;
  vendor: string;
  variants: { nodes: Array<{ id: string; quantityAvailable: number }> };
};

/** The first books the local Storefront API finds for a search (`tag:…`, `vendor:…`), with stock to sell. */
async function booksMatching(request: APIRequestContext, query: string): Promise<Book[]> {
  const response = await request.post(ENDPOINT, {
    headers: HEADERS,
    data: {
      query: `query Books($query: String!) {
        products(first: 20, query: $query) {
          nodes { handle title vendor variants(first: 1) { nodes { id quantityAvailable } } }
        }
      }`,
      variables: { query },
    },
  });
  const books = ((await response.json()) as { data: { products: { nodes: Book[] } } }).data.products.nodes;
  expect(books.length, `des livres pour « ${query} »`).toBeGreaterThan(0);
  return books;
}

/** An order placed through the local hosted checkout; its confirmation page is open. */
async function placeOrder(page: Page, request: APIRequestContext): Promise<string> {
  // Copies to spare: several tests order one at the same time.
  const books = await booksMatching(request, "available_for_sale:true");
  const variantId = books.flatMap((book) => book.variants.nodes).find((variant) => variant.quantityAvailable >= 6)?.id;
  expect(variantId, "un livre avec du stock").toBeDefined();
  const created = await request.post(ENDPOINT, {
    headers: HEADERS,
    data: { query: CART_CREATE, variables: { input: { lines: [{ merchandiseId: variantId, quantity: 1 }] } } },
  });
  const checkoutUrl = ((await created.json()) as { data: { cartCreate: { cart: { checkoutUrl: string } } } }).data
    .cartCreate.cart.checkoutUrl;
  await page.goto(checkoutUrl);
  // Told before paying (L221-5): the period and where the online function is.
  await expect(
    page.getByText(/Vous pourrez vous rétracter pendant 14 jours .* « Renoncer au contrat ici »/),
  ).toBeVisible();
  const checkout = new CheckoutPage(page);
  await checkout.fillBuyer();
  await checkout.pay("4242 4242 4242 4242");
  await expect(page.getByRole("heading", { level: 1, name: "Merci pour votre commande !" })).toBeVisible();
  const text = await page.getByText(/Votre commande n° BQ-[0-9A-Z]{6} est confirmée/).textContent();
  const number = text?.match(/BQ-[0-9A-Z]{6}/)?.[0];
  expect(number).toBeDefined();
  return number as string;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`withdrawal function, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    // A wrong order answers 404 and a bad field 400: Chromium logs the data request's status.
    test.use({ javaScriptEnabled, expectedConsoleErrors: [/status of 40[04]/] });

    test("from the order confirmation, a buyer withdraws in two steps and gets the acknowledgement", async ({
      page,
      request,
    }) => {
      const number = await placeOrder(page, request);
      await page.getByRole("main").getByRole("link", { name: "Renoncer au contrat ici" }).click();
      await expect(page).toHaveURL(`/retractation?commande=${number}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rétractation : renoncer à votre commande");
      await expect(page.getByLabel("Numéro de commande")).toHaveValue(number);

      await page.getByLabel("Adresse e-mail").fill("camille.martin@exemple.fr");
      await page.getByLabel("Nom et prénom").fill("Camille Martin");
      await page.getByRole("button", { name: "Continuer" }).click();

      await expect(page.getByRole("heading", { name: "Étape 2 sur 2 : confirmez votre rétractation" })).toBeVisible();
      await expect(page.getByText(`Commande ${number} du`)).toBeVisible();
      await expect(page.getByText("toute la commande")).toBeVisible();
      // axe runs as a script in the page: only where the page runs scripts.
      if (javaScriptEnabled) await expectNoSeriousAxeFinding(page, "étape de confirmation");
      await page.getByRole("button", { name: "Confirmer la rétractation" }).click();

      const done = page.getByRole("status").filter({ hasText: "Rétractation enregistrée" });
      await expect(done).toBeVisible();
      await expect(done).toContainText(/reçue le \w+ \d{1,2} \w+ 20\d\d à \d\d:\d\d:\d\d \(heure de Paris\)/);
      await expect(done).toContainText("camille.martin@exemple.fr");
      if (javaScriptEnabled) await expectNoSeriousAxeFinding(page, "rétractation enregistrée");
    });

    test("each bad field has its French message, and an unknown order is refused", async ({ page }) => {
      await page.goto("/retractation");
      await page.getByRole("button", { name: "Continuer" }).click();
      await expect(page.getByLabel("Numéro de commande")).toHaveAccessibleDescription(
        /Le numéro de commande est requis/,
      );
      await expect(page.getByLabel("Adresse e-mail")).toHaveAccessibleDescription(/Email invalide/);
      await expect(page.getByLabel("Nom et prénom")).toHaveAccessibleDescription(/Le nom est requis/);
      if (javaScriptEnabled) await expect(page.getByLabel("Numéro de commande")).toBeFocused();

      await page.getByLabel("Numéro de commande").fill("BQ-999999");
      await page.getByLabel("Adresse e-mail").fill("personne@exemple.fr");
      await page.getByLabel("Nom et prénom").fill("Personne");
      await page.getByRole("button", { name: "Continuer" }).click();
      await expect(page.getByRole("alert")).toContainText("Aucune commande ne correspond à ce numéro");
    });
  });
}

test("the withdrawal function and the accessibility statement are in sight in every page's footer", async ({
  page,
}) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  const withdraw = footer.getByRole("link", { name: "Renoncer au contrat ici" });
  await expect(withdraw).toBeVisible();
  await expect(withdraw).toHaveAttribute("href", "/retractation");
  const statement = footer.getByRole("link", { name: "Accessibilité : non conforme" });
  await expect(statement).toBeVisible();
  await statement.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Déclaration d'accessibilité");
  await expect(page.getByRole("heading", { name: "Voies de recours" })).toBeVisible();
  await expect(page.getByText("Défenseur des droits, Libre réponse 71120")).toBeVisible();
});

test("the terms hold the guarantee box, the second-hand rule, the model form and the mediator to replace", async ({
  page,
}) => {
  await page.goto("/conditions-service");
  const box = page.getByRole("region", { name: "Garantie légale de conformité et garantie des vices cachés" });
  await expect(box).toContainText("Le consommateur dispose d'un délai de deux ans à compter de la délivrance du bien");
  await expect(box).toContainText("articles 1641 à 1649 du code civil");
  await expect(page.getByRole("heading", { name: "Ce qui change pour les livres d'occasion" })).toBeVisible();
  await expect(page.getByText(/dans les 12 mois qui la suivent, au lieu de 24 mois/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Formulaire type de rétractation" })).toBeVisible();
  await expect(page.getByText("[À remplacer] nom du médiateur de la consommation")).toBeVisible();
  // The EU online dispute resolution platform closed in 2025: no link to it.
  await expect(page.locator('a[href*="ec.europa.eu/consumers/odr"]')).toHaveCount(0);
});

test("the legal notices say what the browser stores and why no consent banner is asked", async ({ page }) => {
  await page.goto("/mentions-legales");
  const cookies = page.getByRole("region", { name: "Cookies et stockage dans votre navigateur" });
  await expect(cookies).toContainText("Le site ne dépose aucun cookie");
  await expect(cookies).toContainText("shopify-cart");
  await expect(cookies).toContainText("wishlist-storage");
  await expect(cookies).toContainText("article 82 de la loi « Informatique et Libertés »");
});

test("a product page shows its publisher's contact, its ISBN and its warnings (GPSR Art. 19)", async ({
  page,
  request,
}) => {
  const [stickers] = await booksMatching(request, 'tag:"Gommettes et stickers" AND vendor:"Gallimard Jeunesse"');
  await page.goto(`/produit/${stickers?.handle}`);
  const safety = page.getByRole("region", { name: "Sécurité du produit" });
  await expect(safety).toContainText("Gallimard Jeunesse");
  await expect(safety).toContainText("5 rue Gaston-Gallimard, 75007 Paris");
  await expect(safety.getByRole("link", { name: "https://www.gallimard-jeunesse.fr" })).toBeVisible();
  await expect(safety).toContainText(/ISBN 978-?2/);
  await expect(safety).toContainText("Ne convient pas aux enfants de moins de 36 mois");
});

test("no refurbished book is called « comme neuf » and « écologique » is gone", async ({ page, request }) => {
  const [book] = await booksMatching(request, "available_for_sale:true");
  for (const path of ["/a-propos", "/reconditionnement", "/etats-des-livres", `/produit/${book?.handle}`]) {
    await page.goto(path);
    await expect(page.locator("main")).not.toContainText(/comme neuf|état neuf|écologique/i);
  }
  await page.goto("/a-propos");
  await expect(page.getByRole("heading", { name: "Seconde vie" })).toBeVisible();
});
