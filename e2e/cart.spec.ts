import AxeBuilder from "@axe-core/playwright";
import { CartPage, type DemoBook, demoBooks, euros } from "./cart-page.ts";
import { expect, test } from "./fixtures.ts";
import { expectNoSeriousAxeFinding } from "./support/axe.ts";
import { payAsGift } from "./support/shop-journey.ts";

let plenty: DemoBook[] = [];
let scarce: DemoBook;

test.beforeAll(async ({ request }) => {
  const books = await demoBooks(request);
  // Books with copies to spare, and one with a single copy left (the demo catalogue has some).
  plenty = books.filter((book) => book.quantityAvailable >= 5 && book.product.featuredImage);
  const single = books.find((book) => book.quantityAvailable === 1);
  if (!single || plenty.length < 3) throw new Error("catalogue de démonstration inattendu");
  scarce = single;
});

/** Five copies of each book in turn until the subtotal reaches `amount` (every book here has five to spare). */
function linesWorthAtLeast(amount: number): Array<{ book: DemoBook; quantity: number }> {
  const lines: Array<{ book: DemoBook; quantity: number }> = [];
  let subtotal = 0;
  for (const candidate of plenty) {
    if (subtotal >= amount) break;
    lines.push({ book: candidate, quantity: 5 });
    subtotal += 5 * candidate.price;
  }
  return lines;
}

/** BIENVENUE10 as the local service computes it: 10 % of the subtotal in cents, rounded to the cent. */
const tenPercent = (euros: number) => Math.round(Math.round(euros * 100) / 10) / 100;

const book = (index: number): DemoBook => {
  const found = plenty[index];
  if (!found) throw new Error(`livre ${index} absent`);
  return found;
};

test("an empty cart says so, with a way back to the books", async ({ page }) => {
  const cart = new CartPage(page);
  await cart.open();
  await expect(page.getByText("Votre panier est vide")).toBeVisible();
  await expect(page.getByRole("link", { name: "Découvrir nos livres" })).toHaveAttribute("href", "/age");
  await expect(page.getByRole("link", { name: "Continuer mes achats" })).toHaveAttribute("href", "/");
});

test("books added from a card and from a product page land in the cart", async ({ page }) => {
  const cart = new CartPage(page);
  await page.goto("/categorie/dinosaures");
  const cardButton = page.getByRole("button", { name: /^Ajouter au panier : / }).first();
  const cardTitle = ((await cardButton.getAttribute("aria-label")) ?? "").replace("Ajouter au panier : ", "");
  await cardButton.click();
  await expect(page.getByText("Ajouté au panier")).toBeVisible();
  await expect(page.getByRole("link", { name: "Mon panier, 1 article" })).toBeVisible();

  const pageBook = book(1);
  await page.goto(`/produit/${pageBook.product.handle}`);
  // The badge is read from the stored cart once the page is hydrated: a click before that would be lost.
  await expect(page.getByRole("link", { name: "Mon panier, 1 article" })).toBeVisible();
  await page.getByRole("button", { name: "Ajouter au panier", exact: true }).click();
  await expect(page.getByRole("link", { name: "Mon panier, 2 articles" })).toBeVisible();

  await cart.open();
  await expect(cart.row(cardTitle)).toBeVisible();
  await expect(cart.row(pageBook.product.title)).toBeVisible();
  await expect(cart.total()).not.toHaveText(euros(0));
});

test("lines show their details; plus, minus and 'Supprimer' update the badge and the totals", async ({ page }) => {
  const cart = new CartPage(page);
  const first = book(0);
  const second = book(1);
  await cart.openWith([
    { book: first, quantity: 1 },
    { book: second, quantity: 2 },
  ]);
  await expect(page.getByRole("link", { name: "Mon panier, 3 articles" })).toBeVisible();
  await expect(cart.row(first.product.title).getByText(euros(first.price))).toBeVisible();
  await expect(page.getByText("Sous-total (3 articles)")).toBeVisible();
  await expect(cart.total()).toHaveText(euros(first.price + 2 * second.price));

  await cart
    .row(first.product.title)
    .getByRole("button", { name: `Ajouter un exemplaire de ${first.product.title}` })
    .click();
  await expect(cart.quantity(first.product.title)).toHaveText("2");
  await expect(page.getByRole("link", { name: "Mon panier, 4 articles" })).toBeVisible();
  await expect(cart.total()).toHaveText(euros(2 * first.price + 2 * second.price));

  await cart
    .row(second.product.title)
    .getByRole("button", { name: `Retirer un exemplaire de ${second.product.title}` })
    .click();
  await expect(cart.quantity(second.product.title)).toHaveText("1");
  await cart
    .row(second.product.title)
    .getByRole("button", { name: `Retirer un exemplaire de ${second.product.title}` })
    .click();
  await expect(cart.row(second.product.title)).toHaveCount(0);

  await cart
    .row(first.product.title)
    .getByRole("button", { name: /^Supprimer / })
    .click();
  await expect(page.getByText("Votre panier est vide")).toBeVisible();
  await expect(page.getByRole("link", { name: "Mon panier", exact: true })).toBeVisible();
});

test("a quantity above the real stock is refused with 'Stock limité'", async ({ page }) => {
  const cart = new CartPage(page);
  await cart.openWith([{ book: scarce, quantity: 1 }]);
  await cart
    .row(scarce.product.title)
    .getByRole("button", { name: /^Ajouter un exemplaire/ })
    .click();
  await expect(page.getByText("Plus que 1 exemplaire disponible pour ce produit.")).toBeVisible();
  await expect(cart.quantity(scarce.product.title)).toHaveText("1");
});

test("below 29 EUR the remaining amount and the 4.99 EUR fee are shown; from 29 EUR delivery is free", async ({
  page,
}) => {
  const cart = new CartPage(page);
  const cheap = book(0);
  await cart.openWith([{ book: cheap, quantity: 1 }]);
  await expect(
    page.getByText(`Plus que ${euros(29 - cheap.price)} pour profiter de la livraison offerte`),
  ).toBeVisible();
  await expect(page.getByText(`Frais de livraison : ${euros(4.99)}`)).toBeVisible();

  await cart.openWith(linesWorthAtLeast(29));
  await expect(page.getByText("Livraison offerte !")).toBeVisible();
  await expect(page.getByText(/Frais de livraison/)).toHaveCount(0);
  await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
});

test("the header drawer lists the lines and 'Aller au panier' opens /panier and closes it", async ({ page }) => {
  const cart = new CartPage(page);
  const first = book(2);
  await cart.openWith([{ book: first, quantity: 2 }]);
  await page.goto("/");
  await page.getByRole("link", { name: "Mon panier, 2 articles" }).click();
  const drawer = page.getByRole("dialog", { name: "Mon panier" });
  await expect(drawer.getByRole("link", { name: first.product.title })).toBeVisible();
  await expect(drawer.getByText(euros(2 * first.price)).last()).toBeVisible();
  await drawer.getByRole("button", { name: "Aller au panier" }).click();
  await expect(page).toHaveURL(/\/panier$/);
  await expect(drawer).toBeHidden();
  await expect(cart.row(first.product.title)).toBeVisible();
});

test.describe("when the drawer's code fails to download on hover", () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource/] });

  test("the page throws nothing, and a click downloads it again and opens the drawer", async ({ page }) => {
    let refused = 0;
    await page.route(/\/cart-drawer-panel-[\w-]+\.js$/, (route) => {
      if (refused > 0) return route.continue();
      refused += 1;
      return route.abort();
    });
    await page.goto("/");
    const button = page.getByRole("link", { name: "Mon panier" });
    // Hover until the download was asked for (the first hover may come before hydration).
    await expect(async () => {
      await page.mouse.move(0, 0);
      await button.hover();
      expect(refused).toBe(1);
    }).toPass();
    await button.click();
    await expect(page.getByRole("dialog", { name: "Mon panier" })).toBeVisible();
  });
});

test("promo codes: valid, blank, duplicate, invalid, then removal", async ({ page }) => {
  const cart = new CartPage(page);
  const first = book(0);
  await cart.openWith([{ book: first, quantity: 2 }]);
  const subtotal = 2 * first.price;

  await cart.promoInput().fill("bienvenue10");
  await expect(cart.promoInput()).toHaveValue("BIENVENUE10");
  await cart.promoInput().press("Enter");
  await expect(page.getByText("Code promo ajouté")).toBeVisible();
  await expect(page.getByRole("list", { name: "Codes promo appliqués" })).toContainText("BIENVENUE10");
  const discount = tenPercent(subtotal);
  await expect(page.getByText("Réduction (BIENVENUE10)")).toBeVisible();
  await expect(cart.total()).toHaveText(euros(subtotal - discount));

  // A percentage follows the lines: one more copy recomputes the discount.
  await cart
    .row(first.product.title)
    .getByRole("button", { name: /^Ajouter un exemplaire/ })
    .click();
  await expect(cart.quantity(first.product.title)).toHaveText("3");
  const discountOfThree = tenPercent(3 * first.price);
  await expect(cart.total()).toHaveText(euros(3 * first.price - discountOfThree));
  await cart
    .row(first.product.title)
    .getByRole("button", { name: /^Retirer un exemplaire/ })
    .click();
  await expect(cart.total()).toHaveText(euros(subtotal - discount));

  await cart.promoInput().press("Enter");
  await expect(page.getByText("Veuillez entrer un code promo")).toBeVisible();
  await expect(page.getByRole("button", { name: "Appliquer" })).toBeDisabled();

  await cart.applyCode("BIENVENUE10");
  await expect(page.getByText("Ce code est déjà appliqué")).toBeVisible();

  await cart.applyCode("FAUXCODE");
  await expect(page.getByText("Code invalide ou non applicable: FAUXCODE")).toBeVisible();
  await expect(cart.total()).toHaveText(euros(subtotal - discount));

  await page.getByRole("button", { name: "Retirer le code BIENVENUE10" }).click();
  await expect(page.getByText("Code promo retiré")).toBeVisible();
  await expect(cart.total()).toHaveText(euros(subtotal));
  await expect(page.getByRole("list", { name: "Codes promo appliqués" })).toHaveCount(0);
});

test("the promo box shows 'Vérification...' with a read-only input and an unavailable button while the server checks", async ({
  page,
}) => {
  const cart = new CartPage(page);
  await cart.openWith([{ book: book(0), quantity: 1 }]);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/cart/promo", async (route) => {
    await held;
    await route.continue();
  });
  await cart.applyCode("BIENVENUE10");
  await expect(page.getByRole("button", { name: "Vérification..." })).toBeDisabled();
  await expect(cart.promoInput()).not.toBeEditable();
  release();
  await expect(page.getByText("Code promo ajouté")).toBeVisible();
});

test.describe("a tampered cart", () => {
  test("is repaired or discarded without crashing the page", async ({ page }) => {
    const cart = new CartPage(page);
    const first = book(0);
    await page.goto("/");
    const { quantityAvailable: _stock, ...line } = first;
    await cart.writeStorage({
      state: {
        items: [
          { ...line, quantity: 2.7, isShopify: true },
          { ...line, variantId: "gid://shopify/ProductVariant/1", quantity: -5, isShopify: true },
          { ...line, variantId: "gid://shopify/ProductVariant/2", price: "gratuit", quantity: 1 },
          { n: "importe quoi" },
        ],
        appliedPromoCodes: [42, "X".repeat(10_000)],
        promoTotalDiscount: -100,
      },
      version: 0,
    });
    await cart.open();
    await expect(cart.quantity(first.product.title)).toHaveText("2");
    await expect(page.getByRole("region", { name: "Articles du panier" }).getByRole("listitem")).toHaveCount(1);
    await expect(cart.total()).toHaveText(euros(2 * first.price));

    await page.evaluate(() => localStorage.setItem("shopify-cart", "{pas du json"));
    await cart.open();
    await expect(page.getByText("Votre panier est vide")).toBeVisible();
  });
});

test("two tabs stay consistent", async ({ page, context }) => {
  const cart = new CartPage(page);
  const first = book(0);
  const second = book(1);
  await cart.openWith([
    { book: first, quantity: 1 },
    { book: second, quantity: 1 },
  ]);
  const other = await context.newPage();
  const otherCart = new CartPage(other);
  await otherCart.open();
  await expect(otherCart.row(second.product.title)).toBeVisible();

  await cart
    .row(second.product.title)
    .getByRole("button", { name: /^Supprimer / })
    .click();
  await expect(otherCart.row(second.product.title)).toHaveCount(0);
  await expect(other.getByRole("link", { name: "Mon panier, 1 article" })).toBeVisible();

  await otherCart
    .row(first.product.title)
    .getByRole("button", { name: /^Ajouter un exemplaire/ })
    .click();
  await expect(cart.quantity(first.product.title)).toHaveText("2");
  await other.close();
});

test("checkout with too few copies adjusts the line with the stock toasts and stops", async ({ page }) => {
  const cart = new CartPage(page);
  await cart.openWith([{ book: scarce, quantity: 3 }]);
  await page.getByRole("button", { name: "Procéder au paiement" }).click();
  await expect(
    page.getByText(`${scarce.product.title}: plus que 1 exemplaire disponible. Quantité ajustée.`),
  ).toBeVisible();
  await expect(page.getByText("Votre panier a été ajusté selon le stock disponible.")).toBeVisible();
  await expect(cart.quantity(scarce.product.title)).toHaveText("1");
  await expect(page).toHaveURL(/\/panier$/);
});

test("'Procéder au paiement' opens the local checkout with the channel and the applied code", async ({
  page,
  context,
}) => {
  const cart = new CartPage(page);
  await cart.openWith([{ book: book(0), quantity: 1 }]);
  await cart.applyCode("BIENVENUE10");
  await expect(page.getByText("Code promo ajouté")).toBeVisible();
  // The payment page is the shop's own in local mode: the note names no other provider.
  await expect(
    page.getByText("Vous serez redirigé vers notre page de paiement sécurisée pour finaliser votre commande."),
  ).toBeVisible();
  const checkoutTab = context.waitForEvent("page");
  await page.getByRole("button", { name: "Procéder au paiement" }).click();
  const tab = await checkoutTab;
  await tab.waitForURL(/\/commande\//);
  const url = new URL(tab.url());
  expect(url.searchParams.get("channel")).toBe("online_store");
  expect(url.searchParams.get("discount")).toBe("BIENVENUE10");
  await expect(tab.getByRole("heading", { level: 1, name: "Paiement de votre commande" })).toBeVisible();
  await expect(tab.getByText("Remise (BIENVENUE10)")).toBeVisible();
  await expect(page.getByRole("button", { name: "Procéder au paiement" })).toBeEnabled();
  await tab.close();
});

test("« C'est pour offrir »: markup in the message is refused in French before any checkout; the corrected message and the hidden price reach the order", async ({
  page,
  context,
}) => {
  const cart = new CartPage(page);
  await cart.openWith([{ book: book(1), quantity: 1 }]);
  await page.getByRole("checkbox", { name: "C'est pour offrir" }).check();
  const message = page.getByLabel("Un message pour l'enfant (facultatif)");
  await message.fill("<b>Bravo</b>");
  await expect(page.getByText("Le message ne peut pas contenir de balises")).toBeVisible();
  await expect(message).toHaveAttribute("aria-invalid", "true");
  await expectNoSeriousAxeFinding(page, "« C'est pour offrir » avec son erreur", "fieldset");
  await page.getByRole("button", { name: "Procéder au paiement" }).click();
  await expect(page.getByText("Corrigez le message pour l'enfant avant de passer au paiement.")).toBeVisible();
  await expect(message).toBeFocused();
  expect(context.pages()).toHaveLength(1);

  // Kept with the cart: a reload finds the tick and the message again.
  await message.fill("Joyeux Noël Léa !");
  await page.reload();
  await expect(page.getByLabel("Un message pour l'enfant (facultatif)")).toHaveValue("Joyeux Noël Léa !");
  const origin = new URL(page.url()).origin;
  await payAsGift(page, context, { shop: origin, checkout: origin }, "Joyeux Noël Léa ! Papi et Mamie <3");
  // The order was this gift's: the next cart is not one until ticked again.
  await page.goto("/panier");
  await expect(page.getByText("Votre panier est vide")).toBeVisible();
});

test("the checkout API refuses a gift message with control characters or over 250 characters, in French", async ({
  request,
}) => {
  const lines = [{ variantId: book(0).variantId, quantity: 1 }];
  const control = await request.post("/api/cart/checkout", {
    data: { lines, codes: [], gift: { message: "Bonne\u0007fête", hidePrice: false } },
  });
  expect(control.status()).toBe(400);
  expect(((await control.json()) as { error: string }).error).toMatch(/^Le message contient des caractères invisibles/);
  const long = await request.post("/api/cart/checkout", {
    data: { lines, codes: [], gift: { message: "a".repeat(251), hidePrice: false } },
  });
  expect(long.status()).toBe(400);
  expect(await long.json()).toEqual({ error: "Le message ne peut pas dépasser 250 caractères." });
});

test("the cart API answers bad input with a French 4xx", async ({ request }) => {
  const promo = await request.post("/api/cart/promo", { data: { lines: [], codes: ["A"] } });
  expect(promo.status()).toBe(400);
  expect(await promo.json()).toEqual({ error: "Le contenu du panier est invalide." });
  const longCode = await request.post("/api/cart/promo", {
    data: { lines: [{ variantId: book(0).variantId, quantity: 1 }], codes: ["X".repeat(10_000)] },
  });
  expect(longCode.status()).toBe(400);
  expect(await longCode.json()).toEqual({ error: "Ce code promo est trop long." });
  const checkout = await request.post("/api/cart/checkout", {
    headers: { "Content-Type": "application/json" },
    data: "{pas du json",
  });
  expect(checkout.status()).toBe(400);
  const fractional = await request.post("/api/cart/checkout", {
    data: { lines: [{ variantId: book(0).variantId, quantity: 1.5 }] },
  });
  expect(fractional.status()).toBe(400);
  const stock = await request.get("/api/stock?variantId=javascript:alert(1)");
  expect(stock.status()).toBe(400);
  expect(await stock.json()).toEqual({ error: "Identifiant de produit invalide." });
});

test("'Procéder au paiement' reads 'Création du paiement...' and is disabled while the checkout is created", async ({
  page,
  context,
}) => {
  const cart = new CartPage(page);
  await cart.openWith([{ book: book(1), quantity: 1 }]);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/cart/checkout", async (route) => {
    await held;
    await route.continue();
  });
  const checkoutTab = context.waitForEvent("page");
  await page.getByRole("button", { name: "Procéder au paiement" }).click();
  await expect(page.getByRole("button", { name: "Création du paiement..." })).toBeDisabled();
  release();
  const tab = await checkoutTab;
  await tab.waitForURL(/\/commande\/.*channel=online_store/);
  expect(new URL(tab.url()).searchParams.has("discount")).toBe(false);
  await tab.close();
});

test.describe("when the server fails", () => {
  test.use({ expectedConsoleErrors: [/status of 50[02]/] });

  test("promo and checkout failures show the toasts of docs/product.md §8 and change nothing", async ({ page }) => {
    const cart = new CartPage(page);
    await cart.openWith(linesWorthAtLeast(31));
    await cart.applyCode("BIENVENUE10");
    await expect(page.getByText("Code promo ajouté")).toBeVisible();
    await cart.applyCode("LIVRES5");
    await expect(page.getByRole("list", { name: "Codes promo appliqués" })).toContainText("LIVRES5");
    const total = (await cart.total().textContent()) ?? "";

    await page.route("**/api/cart/promo", (route) => route.fulfill({ status: 500, body: "panne" }));
    await cart.applyCode("AUTRE");
    await expect(page.getByText("Erreur lors de la validation du code promo")).toBeVisible();
    await page.getByRole("button", { name: "Retirer le code LIVRES5" }).click();
    await expect(page.getByText("Erreur lors de la mise à jour des codes")).toBeVisible();
    await expect(page.getByRole("list", { name: "Codes promo appliqués" })).toContainText("LIVRES5");
    await expect(cart.total()).toHaveText(total);

    await page.route("**/api/cart/checkout", (route) =>
      route.fulfill({ status: 502, json: { error: "Erreur lors de la création du paiement" } }),
    );
    await page.getByRole("button", { name: "Procéder au paiement" }).click();
    await expect(page.getByText("Erreur lors de la création du paiement")).toBeVisible();
    await expect(page.getByRole("button", { name: "Procéder au paiement" })).toBeEnabled();
    await expect(page).toHaveURL(/\/panier$/);
  });
});

test("the cart page and the drawer pass axe's WCAG 2.1 AA checks", async ({ page }) => {
  const cart = new CartPage(page);
  await cart.openWith([{ book: book(0), quantity: 1 }]);
  await cart.applyCode("FAUXCODE");
  await expect(page.getByText("Code invalide ou non applicable: FAUXCODE")).toBeVisible();
  const wcag = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
  const pageScan = await new AxeBuilder({ page }).withTags(wcag).analyze();
  expect(pageScan.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

  await page.getByRole("link", { name: "Mon panier, 1 article" }).click();
  await expect(page.getByRole("dialog", { name: "Mon panier" })).toBeVisible();
  const drawerScan = await new AxeBuilder({ page }).withTags(wcag).include('[role="dialog"]').analyze();
  expect(drawerScan.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});
