import { findBook, singleVariantWith } from "./demo-catalogue.ts";
import { expect, test } from "./fixtures.ts";
import { CheckoutPage, TYPED_TEST_CARDS } from "./support/checkout-page.ts";
import { openOverlay } from "./support/open-overlay.ts";

/**
 * Issue 19: the shop reached by an address that is not SITE_URL's. The e2e shop's SITE_URL names `localhost`; here a
 * visitor opens it as `127.0.0.1`, as one on the machine itself or on a LAN address would. Covers load, the payment
 * page opens on the address the visitor used, every form is accepted; the absolute links (canonical) keep SITE_URL.
 */
test.describe("the shop reached by 127.0.0.1 while SITE_URL names localhost", () => {
  test.skip(({ isMobile }) => isMobile, "addressing, not layout: one viewport is enough");
  test.describe.configure({ timeout: 90_000 });

  const byAddress = (baseURL: string | undefined) => `http://127.0.0.1:${new URL(baseURL as string).port}`;

  test("covers load as paths on a product page and a listing; the canonical link keeps SITE_URL", async ({
    page,
    request,
    baseURL,
  }) => {
    const origin = byAddress(baseURL);
    const book = await findBook(request, "un livre en stock", singleVariantWith(1));
    await page.goto(`${origin}/produit/${book.handle}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${new URL(baseURL as string).origin}/produit/${book.handle}`,
    );
    const cover = page.locator('main img[src^="/api/covers/"]').first();
    await expect(cover).toBeVisible();
    await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

    await page.goto(`${origin}/age/6-8-ans`);
    const covers = page.locator("main img");
    await expect(covers.first()).toBeVisible();
    const sources = await covers.evaluateAll((images) => images.map((image) => image.getAttribute("src") ?? ""));
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.filter((source) => !source.startsWith("/"))).toEqual([]);
    const firstCover = covers.first();
    await expect.poll(() => firstCover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  });

  test("keeps a favourite, asks the assistant, applies a promo code and pays on the address the visitor used", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const origin = byAddress(baseURL);
    const book = await findBook(request, "un livre à 3 exemplaires", singleVariantWith(3));
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
  });
});
