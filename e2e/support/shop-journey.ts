import type { BrowserContext, Page } from "@playwright/test";
import { expect } from "../fixtures.ts";
import { CheckoutPage, TYPED_TEST_CARDS } from "./checkout-page.ts";
import { openOverlay } from "./open-overlay.ts";

/**
 * A visitor's whole visit on `origin` (however the shop is reached): keeps `book` as a favourite, adds it to the
 * cart, asks the assistant, finds the favourite again, applies a promo code and pays with the test card on the
 * payment page, which must open on that same origin.
 */
export async function favouriteAssistantPromoAndPayment(
  page: Page,
  context: BrowserContext,
  origin: string,
  book: { handle: string; title: string },
): Promise<void> {
  await page.goto(`${origin}/produit/${book.handle}`);
  await page
    .getByRole("button", { name: `Ajouter ${book.title} aux favoris` })
    .first()
    .click();
  await expect(page.getByText("Ajouté aux favoris")).toBeVisible();
  await page.getByRole("button", { name: "Ajouter au panier", exact: true }).click();
  await expect(page.getByText("Ajouté au panier")).toBeVisible();

  const assistant = page.getByRole("dialog", { name: "Assistant de la boutique" });
  await openOverlay(page.getByRole("button", { name: "Ouvrir l'assistant" }), assistant);
  await assistant.getByRole("textbox", { name: "Votre message" }).fill("Combien coûte la livraison ?");
  await assistant.getByRole("textbox", { name: "Votre message" }).press("Enter");
  await expect(assistant.getByRole("log", { name: "Conversation" })).toContainText("4,99");

  await page.goto(`${origin}/favoris`);
  await expect(page.getByRole("heading", { name: book.title })).toBeVisible();
  await page.goto(`${origin}/panier`);
  const promo = page.getByLabel("Code promo", { exact: true });
  await promo.fill("BIENVENUE10");
  await promo.press("Enter");
  await expect(page.getByText("Code promo ajouté")).toBeVisible();
  const checkoutTab = context.waitForEvent("page");
  await page.getByRole("button", { name: "Procéder au paiement" }).click();
  const checkout = await checkoutTab;
  await checkout.waitForLoadState();
  expect(checkout.url().startsWith(`${origin}/commande/`)).toBe(true);
  const form = new CheckoutPage(checkout);
  await form.fillBuyer();
  await form.pay(TYPED_TEST_CARDS.accepted);
  await expect(checkout.getByRole("heading", { level: 1, name: "Merci pour votre commande !" })).toBeVisible();
}

/**
 * « C'est pour offrir » (issue 40) from the cart on `origin` (already filled): the tick, the message for the child and
 * the price left out of the parcel, then the test payment on the checkout, which opens on `checkoutOrigin`; its
 * confirmation must repeat the message. Returns the confirmation's page.
 */
export async function payAsGift(
  page: Page,
  context: BrowserContext,
  origins: { shop: string; checkout: string },
  message: string,
): Promise<Page> {
  await page.goto(`${origins.shop}/panier`);
  await page.getByRole("checkbox", { name: "C'est pour offrir" }).check();
  await page.getByLabel("Un message pour l'enfant (facultatif)").fill(message);
  await page.getByRole("checkbox", { name: "Ne pas mettre le prix dans le colis" }).check();
  const checkoutTab = context.waitForEvent("page");
  await page.getByRole("button", { name: "Procéder au paiement" }).click();
  const checkout = await checkoutTab;
  await checkout.waitForLoadState();
  expect(checkout.url().startsWith(`${origins.checkout}/commande/`)).toBe(true);
  const form = new CheckoutPage(checkout);
  await form.fillBuyer();
  await form.pay(TYPED_TEST_CARDS.accepted);
  await expect(checkout.getByRole("heading", { level: 1, name: "Merci pour votre commande !" })).toBeVisible();
  const gift = checkout.getByRole("region", { name: "C'est pour offrir" });
  await expect(gift.getByRole("blockquote")).toHaveText(message);
  await expect(gift.getByText("Le prix ne figurera pas dans le colis.")).toBeVisible();
  return checkout;
}
