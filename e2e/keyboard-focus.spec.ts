import type { APIRequestContext } from "@playwright/test";
import { CartPage, type DemoBook, demoBooks } from "./cart-page.ts";
import { findBook, singleVariantWith } from "./demo-catalogue.ts";
import { expect, test } from "./fixtures.ts";
import { holdRequests } from "./support/held-requests.ts";

/** A demo book with at least `copies` copies for sale, as a cart line; `skip` passes over the first ones. */
async function bookWithCopies(request: APIRequestContext, copies: number, skip = 0): Promise<DemoBook> {
  const book = (await demoBooks(request)).filter((candidate) => candidate.quantityAvailable >= copies)[skip];
  if (!book) throw new Error(`pas assez de livres à ${copies} exemplaire(s) ou plus`);
  return book;
}

/**
 * Issue 8, keyboard alone: a button pressed with the keyboard keeps the focus while it waits for the server and when
 * it reaches a limit. A `disabled` button drops the focus to <body> at that moment: the visitor loses their place and
 * a second Enter does nothing.
 */
test.describe("the focus stays on a control while it waits or reaches a limit", () => {
  test.skip(({ isMobile }) => isMobile, "keyboard focus: the desktop run covers it");

  test("a card's 'Ajouter au panier' keeps the focus while the stock is checked", async ({ page }) => {
    await page.goto("/recherche?q=pirates");
    const add = page.getByRole("button", { name: /^Ajouter au panier : / }).first();
    const answer = await holdRequests(page, /\/api\/product\?/);
    await add.focus();
    await page.keyboard.press("Enter");
    await expect(add).toHaveAttribute("aria-disabled", "true");
    await expect(add).toBeFocused();
    // A second Enter while the first waits adds nothing more.
    await page.keyboard.press("Enter");
    answer.release();
    await expect(page.getByText("Ajouté au panier")).toBeVisible();
    await expect(add).not.toHaveAttribute("aria-disabled");
    await expect(add).toBeFocused();
    await expect(page.getByRole("link", { name: /^Mon panier, 1 article/ })).toBeVisible();
  });

  test("the cart's '+' pressed three times with Enter adds three copies and keeps the focus", async ({
    page,
    request,
  }) => {
    const line = await bookWithCopies(request, 5);
    const cart = new CartPage(page);
    await cart.openWith([{ book: line, quantity: 1 }]);
    const plus = cart
      .row(line.product.title)
      .getByRole("button", { name: `Ajouter un exemplaire de ${line.product.title}` });
    const stock = await holdRequests(page, /\/api\/stock\?/);
    await plus.focus();
    await page.keyboard.press("Enter");
    await expect(plus).toHaveAttribute("aria-disabled", "true");
    await expect(plus).toBeFocused();
    stock.release();
    await expect(cart.quantity(line.product.title)).toHaveText("2");
    for (const expected of ["3", "4"]) {
      await expect(plus).not.toHaveAttribute("aria-disabled");
      await page.keyboard.press("Enter");
      await expect(cart.quantity(line.product.title)).toHaveText(expected);
    }
    await expect(plus).toBeFocused();
  });

  test("removing a line with the keyboard moves the focus to the next line, then to the empty cart", async ({
    page,
    request,
  }) => {
    const first = await bookWithCopies(request, 2);
    const second = await bookWithCopies(request, 2, 1);
    const cart = new CartPage(page);
    await cart.openWith([
      { book: first, quantity: 1 },
      { book: second, quantity: 1 },
    ]);
    await cart
      .row(first.product.title)
      .getByRole("button", { name: /^Supprimer / })
      .focus();
    await page.keyboard.press("Enter");
    await expect(cart.row(first.product.title)).toHaveCount(0);
    await expect(cart.row(second.product.title).getByRole("link", { name: second.product.title })).toBeFocused();
    // The last copy of the last line, taken out with '−': the cart is empty and says so where the focus now is.
    await cart
      .row(second.product.title)
      .getByRole("button", { name: `Retirer un exemplaire de ${second.product.title}` })
      .focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Votre panier est vide")).toBeFocused();
  });

  test("emptying the drawer with the keyboard leaves the focus on its empty message", async ({ page, request }) => {
    const line = await bookWithCopies(request, 1);
    const cart = new CartPage(page);
    await cart.openWith([{ book: line, quantity: 1 }]);
    await page.getByRole("link", { name: /^Mon panier, 1 article/ }).click();
    const drawer = page.getByRole("dialog", { name: "Mon panier" });
    await drawer.getByRole("button", { name: /^Supprimer / }).focus();
    await page.keyboard.press("Enter");
    await expect(drawer.getByText("Votre panier est vide")).toBeFocused();
  });

  test("Enter in the promo field keeps the focus in the field, read-only while the code is checked", async ({
    page,
    request,
  }) => {
    const line = await bookWithCopies(request, 1);
    const cart = new CartPage(page);
    await cart.openWith([{ book: line, quantity: 1 }]);
    const answer = await holdRequests(page, /\/api\/cart\/promo$/);
    const field = cart.promoInput();
    await field.focus();
    await page.keyboard.type("BIENVENUE10");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Vérification..." })).toHaveAttribute("aria-disabled", "true");
    await expect(field).not.toBeEditable();
    await expect(field).toBeFocused();
    answer.release();
    await expect(page.getByText("Code promo ajouté")).toBeVisible();
    await expect(field).toBeEditable();
    await expect(field).toBeFocused();
  });

  test("the product page's '+' keeps the focus when the quantity reaches the stock", async ({ page, request }) => {
    const book = await findBook(request, "3 exemplaires", singleVariantWith(3));
    await page.goto(`/produit/${book.handle}`);
    const plus = page.getByRole("button", { name: "Augmenter la quantité" });
    await plus.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("spinbutton", { name: "Quantité" })).toHaveValue("3");
    await expect(plus).toHaveAttribute("aria-disabled", "true");
    await expect(plus).toBeFocused();
    // One more press is refused: the quantity stays at the stock.
    await page.keyboard.press("Enter");
    await expect(page.getByRole("spinbutton", { name: "Quantité" })).toHaveValue("3");
  });
});
