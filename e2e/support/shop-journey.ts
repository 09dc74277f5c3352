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
