import type { Locator, Page } from "@playwright/test";
import { findBook, singleVariantWith } from "./demo-catalogue.ts";
import { expect, test } from "./fixtures.ts";
import { CheckoutPage, TEST_BUYER, TYPED_TEST_CARDS } from "./support/checkout-page.ts";

/** Issue 5's whole journey, and issue 8's proof that it works with the keyboard alone. */

/**
 * Presses Tab until `target` has the focus: what a keyboard user does, with no click anywhere. The check finds and
 * tests the element in one go in the page: a widget taking over from its server-rendered stand-in (the mega-menus)
 * replaces the focused element, and an element found before the swap and tested after it is no longer the focused one.
 */
async function tabTo(page: Page, target: Locator, maxPresses = 80) {
  for (let i = 0; i < maxPresses; i++) {
    const focused = await target.evaluateAll((elements) =>
      elements.some((element) => element === document.activeElement),
    );
    if (focused) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`${maxPresses} tabulations sans atteindre ${target}`);
}

test.describe("purchase journey", () => {
  test.skip(({ isMobile }) => isMobile, "the journey's parts are covered on mobile by the cart and checkout specs");
  test.use({ expectedConsoleErrors: [/status of 40[029]/] });
  test.describe.configure({ timeout: 90_000 });

  test("product page and card to cart, promo codes, declined then accepted card, confirmation, empty cart", async ({
    page,
    context,
    request,
  }) => {
    const first = await findBook(request, "un livre à 5 exemplaires", singleVariantWith(5));
    const second = await findBook(
      request,
      "un autre livre à 4 exemplaires",
      (book) => singleVariantWith(4)(book) && book.handle !== first.handle,
    );

    await page.goto(`/produit/${first.handle}`);
    await page.getByRole("button", { name: "Augmenter la quantité" }).click();
    await page.getByRole("button", { name: "Ajouter au panier", exact: true }).click();
    await expect(page.getByText("Ajouté au panier")).toBeVisible();

    await page.goto(`/recherche?q=${encodeURIComponent(second.title)}`);
    await page
      .getByRole("button", { name: `Ajouter au panier : ${second.title}` })
      .first()
      .click();
    await expect(page.getByRole("link", { name: /^Mon panier, 3 articles/ })).toBeVisible();

    await page.goto("/panier");
    await page.getByRole("button", { name: `Ajouter un exemplaire de ${second.title}` }).click();
    const promo = page.getByLabel("Code promo", { exact: true });
    await promo.fill("bienvenue10");
    await expect(promo).toHaveValue("BIENVENUE10");
    await promo.press("Enter");
    await expect(page.getByText("Code promo ajouté")).toBeVisible();
    await promo.fill("FAUXCODE");
    await page.getByRole("button", { name: "Appliquer" }).click();
    await expect(page.getByText("Code invalide ou non applicable: FAUXCODE")).toBeVisible();
    await promo.fill("BIENVENUE10");
    await page.getByRole("button", { name: "Appliquer" }).click();
    await expect(page.getByText("Ce code est déjà appliqué")).toBeVisible();
    await page.getByRole("button", { name: "Retirer le code BIENVENUE10" }).click();
    await expect(page.getByText("Code promo retiré")).toBeVisible();
    await promo.fill("BIENVENUE10");
    await promo.press("Enter");
    await expect(page.getByRole("list", { name: "Codes promo appliqués" })).toContainText("BIENVENUE10");

    const checkoutTab = context.waitForEvent("page");
    await page.getByRole("button", { name: "Procéder au paiement" }).click();
    const checkout = await checkoutTab;
    await checkout.waitForLoadState();
    await expect(checkout).toHaveURL(/\/commande\/.+channel=online_store.*discount=BIENVENUE10/);
    await expect(checkout.getByRole("heading", { level: 1, name: "Paiement de votre commande" })).toBeVisible();

    const form = new CheckoutPage(checkout);
    await form.fillBuyer();
    await form.pay(TYPED_TEST_CARDS.declined);
    await expect(checkout.getByRole("alert")).toContainText("Paiement refusé par la banque");
    await form.pay(TYPED_TEST_CARDS.accepted);
    await expect(checkout.getByRole("heading", { level: 1, name: "Merci pour votre commande !" })).toBeVisible();
    await expect(checkout.getByText(/Votre commande n° \S+ est confirmée/)).toBeVisible();

    // The cart that became the order is emptied, in this tab and in the first one.
    await expect(checkout.getByRole("link", { name: "Mon panier" })).toBeVisible();
    await expect(page.getByText("Votre panier est vide")).toBeVisible();
  });

  test("from the home page to the checkout with the keyboard alone", async ({ page, context, request }) => {
    const book = await findBook(request, "un livre à 5 exemplaires", singleVariantWith(5));
    await page.goto("/");

    const search = page.getByRole("combobox", { name: "Rechercher un livre" });
    await tabTo(page, search);
    await page.keyboard.type(book.title);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Résultats de recherche" })).toBeVisible();

    const add = page.getByRole("button", { name: `Ajouter au panier : ${book.title}` }).first();
    await tabTo(page, add);
    await page.keyboard.press("Enter");
    await expect(page.getByText("Ajouté au panier")).toBeVisible();

    const cartButton = page.getByRole("link", { name: /^Mon panier, 1 article/ });
    // Forward through the rest of the results (up to 24 cards of 4 controls), the footer, then round to the header.
    await tabTo(page, cartButton, 250);
    await page.keyboard.press("Enter");
    const goToCart = page.getByRole("dialog", { name: "Mon panier" }).getByRole("button", { name: "Aller au panier" });
    await tabTo(page, goToCart);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: /panier/i })).toBeVisible();

    const proceed = page.getByRole("button", { name: "Procéder au paiement" });
    await tabTo(page, proceed);
    const checkoutTab = context.waitForEvent("page");
    await page.keyboard.press("Enter");
    const checkout = await checkoutTab;
    await checkout.waitForLoadState();
    await expect(checkout.getByRole("heading", { level: 1, name: "Paiement de votre commande" })).toBeVisible();

    // The checkout form, filled field by field with Tab and typing only.
    const typeInto = async (label: string, text: string) => {
      await tabTo(checkout, checkout.getByLabel(label, { exact: true }));
      await checkout.keyboard.type(text);
    };
    await typeInto("Adresse e-mail", TEST_BUYER.email);
    await typeInto("Nom et prénom", TEST_BUYER.name);
    await typeInto("Adresse (numéro et rue)", TEST_BUYER.line1);
    await typeInto("Code postal", TEST_BUYER.postalCode);
    await typeInto("Ville", TEST_BUYER.city);
    await tabTo(checkout, checkout.getByRole("radio", { name: /Point relais/ }));
    await checkout.keyboard.press("Space");
    await typeInto("Numéro de carte de test", TYPED_TEST_CARDS.accepted);
    await tabTo(checkout, checkout.getByRole("button", { name: /^Payer .* \(paiement de test\)$/ }));
    await checkout.keyboard.press("Enter");
    await expect(checkout.getByRole("heading", { level: 1, name: "Merci pour votre commande !" })).toBeVisible();
  });
});
