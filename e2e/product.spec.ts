import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { bookInACollection, copiesOf, type DemoBook, findBook, singleVariantWith } from "./demo-catalogue.ts";
import { expect, test } from "./fixtures.ts";
import { cardsForSale, titleLink } from "./support/book-cards.ts";
import { waitForHydration } from "./support/hydration.ts";

/** The product page's own 'Ajouter au panier' (cards of the related tabs have theirs too, named after their book). */
function addButton(page: Page) {
  return page.getByRole("button", { name: "Ajouter au panier", exact: true });
}

test.describe("product page", () => {
  test("shows the book: gallery, vendor, price, short description, reassurance, summary, details, JSON-LD", async ({
    page,
    request,
  }) => {
    const book = await findBook(
      request,
      "en stock avec une collection",
      (b) => b.availableForSale && /Collection :/.test(b.description),
    );
    await page.goto(`/produit/${book.handle}`);
    await expect(page.getByRole("heading", { level: 1, name: book.title })).toBeVisible();
    await expect(page.getByText(book.vendor, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/^\d+,\d{2}\s€$/).first()).toBeVisible();
    await expect(page.getByText(/Disponible et expédié sous 4 jours ouvrés/)).toBeVisible();
    await expect(page.getByText("Stocké et expédié depuis la France")).toBeVisible();
    await expect(page.getByText("Paiement 100% sécurisé")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Résumé" })).toBeVisible();
    const details = page.getByRole("table");
    await expect(details.getByRole("rowheader", { name: "Éditeur" })).toBeVisible();
    await expect(details.getByRole("row", { name: /Dimensions/ })).toContainText(
      /\d+(,\d)? x \d+(,\d)? x \d+(,\d)? cm/,
    );
    await expect(details.getByRole("row", { name: /ISBN/ })).toContainText(/978-2-/);

    const main = page.getByRole("img", { name: `Couverture de ${book.title}` });
    await expect(main).toHaveAttribute("fetchpriority", "high");
    await expect(main).toHaveAttribute("srcset", /width=640 640w/);

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
    expect(jsonLd).toMatchObject({ "@type": "Product", name: book.title });
    // One Offer per copy (decision 019).
    expect(jsonLd.offers).toHaveLength(book.variants.length);
    for (const offer of jsonLd.offers) {
      expect(offer).toMatchObject({
        "@type": "Offer",
        priceCurrency: "EUR",
        itemCondition: "https://schema.org/RefurbishedCondition",
      });
    }
    expect(jsonLd.isbn).toMatch(/^978-2-/);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length ?? 0).toBeLessThanOrEqual(150);
    await expect(page.locator('meta[property="product:condition"]')).toHaveAttribute("content", "refurbished");
  });

  test("thumbnails change the main image, with the keyboard too", async ({ page, request }) => {
    const book = await findBook(request, "avec au moins 3 images", (b) => b.availableForSale && b.imageCount >= 3);
    await page.goto(`/produit/${book.handle}`);
    const thumbnails = page.getByRole("group", { name: "Images du livre" }).getByRole("button");
    await expect(thumbnails).toHaveCount(Math.min(book.imageCount, 4));
    await thumbnails.nth(0).focus();
    await page.keyboard.press("ArrowRight");
    await expect(thumbnails.nth(1)).toBeFocused();
    await expect(thumbnails.nth(1)).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("img", { name: `${book.title} — page intérieure 1` })).toBeVisible();
  });

  test("quantity goes up to the stock and no further; a typed value above it is lowered", async ({ page, request }) => {
    const book = await findBook(request, "5 exemplaires", singleVariantWith(5));
    await page.goto(`/produit/${book.handle}`);
    const quantity = page.getByRole("spinbutton", { name: "Quantité" });
    const plus = page.getByRole("button", { name: "Augmenter la quantité" });
    await expect(quantity).toHaveValue("1");
    await expect(page.getByRole("button", { name: "Diminuer la quantité" })).toBeDisabled();
    for (let step = 2; step <= 5; step++) {
      await plus.click();
      await expect(quantity).toHaveValue(String(step));
    }
    await expect(plus).toBeDisabled();
    await quantity.fill("12");
    await expect(quantity).toHaveValue("5");
    await addButton(page).click();
    await expect(page.getByText("Ajouté au panier")).toBeVisible();
  });

  test("an out-of-stock book cannot be added", async ({ page, request }) => {
    const book = await findBook(request, "en rupture", (b) => !b.availableForSale);
    await page.goto(`/produit/${book.handle}`);
    await expect(page.getByRole("heading", { level: 1, name: book.title })).toBeVisible();
    await expect(page.getByText("Rupture de stock")).toBeVisible();
    await expect(addButton(page)).toBeDisabled();
    await expect(page.getByRole("spinbutton", { name: "Quantité" })).toHaveCount(0);
  });

  test("with 2 copies left, adding 2 then 1 more is refused per docs/product.md §5", async ({ page, request }) => {
    const book = await findBook(request, "2 exemplaires", singleVariantWith(2));
    await page.goto(`/produit/${book.handle}`);
    await page.getByRole("button", { name: "Augmenter la quantité" }).click();
    await expect(page.getByRole("spinbutton", { name: "Quantité" })).toHaveValue("2");
    await addButton(page).click();
    await expect(page.getByText("Ajouté au panier")).toBeVisible();
    await page.getByRole("button", { name: "Diminuer la quantité" }).click();
    await addButton(page).click();
    await expect(page.getByText("Stock limité")).toBeVisible();
    await expect(page.getByText("Plus que 2 exemplaires disponibles pour ce produit.")).toBeVisible();
  });

  test("related tabs list other books of the collection and of the publisher", async ({ page, request }) => {
    const book = await bookInACollection(request);
    await page.goto(`/produit/${book.handle}`);
    const tabs = page.getByRole("tablist", { name: "Livres associés" });
    const collectionTab = tabs.getByRole("tab", { name: "De la même collection" });
    await expect(collectionTab).toHaveAttribute("aria-selected", "true");
    const panel = page.getByRole("tabpanel");
    const collectionBooks = panel.getByRole("article");
    await expect(collectionBooks.first()).toBeVisible();
    expect(await collectionBooks.count()).toBeLessThanOrEqual(4);
    await expect(panel.getByRole("heading", { name: book.title, exact: true })).toHaveCount(0);

    const publisherTab = tabs.getByRole("tab", { name: "De la même maison d'édition" });
    // A click before hydration is lost (the collection panel, also of 4 books, would then be read as the publisher's).
    await expect(async () => {
      await publisherTab.click();
      await expect(publisherTab).toHaveAttribute("aria-selected", "true", { timeout: 1_000 });
    }).toPass();
    const publisherBooks = page.getByRole("tabpanel").getByRole("article");
    await expect(publisherBooks).toHaveCount(4);
    await expect(page.getByRole("tabpanel").getByRole("heading", { name: book.title, exact: true })).toHaveCount(0);

    const next = (await publisherBooks.first().getByRole("heading").textContent()) ?? "";
    // The card's own link, the one around its title (its quick view is a link too).
    await publisherBooks
      .first()
      .getByRole("link")
      .filter({ has: page.getByRole("heading") })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: next })).toBeVisible();
  });

  test("the arrow keys, Home and End move between the related tabs and show each one", async ({ page, request }) => {
    const book = await bookInACollection(request);
    await page.goto(`/produit/${book.handle}`);
    const tabs = page.getByRole("tablist", { name: "Livres associés" });
    const collectionTab = tabs.getByRole("tab", { name: "De la même collection" });
    const publisherTab = tabs.getByRole("tab", { name: "De la même maison d'édition" });
    await waitForHydration(page);
    await collectionTab.focus();
    await page.keyboard.press("ArrowRight");
    await expect(publisherTab).toBeFocused();
    await expect(publisherTab).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toHaveAttribute(
      "aria-labelledby",
      (await publisherTab.getAttribute("id")) ?? "",
    );
    await page.keyboard.press("ArrowRight");
    await expect(collectionTab).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("End");
    await expect(publisherTab).toBeFocused();
    await page.keyboard.press("Home");
    await expect(collectionTab).toBeFocused();
    await expect(collectionTab).toHaveAttribute("aria-selected", "true");
    await expect(publisherTab).toHaveAttribute("tabindex", "-1");
    // One tab stop for the list: Tab goes on to the shown panel.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("tabpanel")).toBeFocused();
  });

  test("a book alone in no collection says so in its tab", async ({ page, request }) => {
    const book = await findBook(request, "sans collection", (b: DemoBook) => !/Collection :/.test(b.description));
    await page.goto(`/produit/${book.handle}`);
    await expect(page.getByText("Aucun autre livre de cette collection pour le moment.")).toBeVisible();
  });

  test("a book sold in two conditions offers both, each with its own price and stock", async ({ page, request }) => {
    const book = await findBook(
      request,
      "deux états en stock",
      (b) => b.variants.length === 2 && b.variants.every((v) => v.quantityAvailable >= 3),
    );
    await page.goto(`/produit/${book.handle}`);
    const conditions = page.getByRole("group", { name: "État" });
    const first = conditions.getByRole("radio").nth(0);
    const second = conditions.getByRole("radio").nth(1);
    await expect(first).toBeChecked();
    await second.check();
    await expect(second).toBeChecked();
    const quantity = page.getByRole("spinbutton", { name: "Quantité" });
    await quantity.fill("99");
    await expect(quantity).toHaveValue(String(book.variants[1]?.quantityAvailable));
  });

  test("has no WCAG 2.1 AA violation, page and quick view", async ({ page, request }) => {
    const book = await bookInACollection(request);
    await page.goto(`/produit/${book.handle}`);
    await expect(page.getByRole("heading", { level: 1, name: book.title })).toBeVisible();
    const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
    expect((await new AxeBuilder({ page }).withTags(tags).analyze()).violations).toEqual([]);
    await page
      .getByRole("tabpanel")
      .getByRole("link", { name: /^Aperçu rapide/ })
      .first()
      .click();
    await expect(page.getByRole("dialog").getByRole("button", { name: "Ajouter au panier" })).toBeVisible();
    expect((await new AxeBuilder({ page }).withTags(tags).analyze()).violations).toEqual([]);
  });

  test("shows a spinner while the browser navigates to a product, none on a server render", async ({ page }) => {
    await page.goto("/categorie/dinosaures");
    await expect(page.getByText("Chargement du livre…")).toHaveCount(0);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/produit\/[^/]+\.data/, async (route) => {
      await held;
      await route.continue();
    });
    const card = cardsForSale(page, page.getByRole("region", { name: "Livres" })).first();
    const title = (await card.getByRole("heading").textContent()) ?? "";
    await card.locator(titleLink(page)).click();
    await expect(page.getByRole("status").filter({ hasText: "Chargement du livre…" })).toBeVisible();
    release();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText("Chargement du livre…")).toHaveCount(0);
  });

  test("an unknown, odd or 1,000-character handle answers 404 'Produit non trouvé'", async ({ page }) => {
    for (const handle of ["ce-livre-n-existe-pas", "%3Cscript%3Ealert(1)%3C%2Fscript%3E", "a".repeat(1000)]) {
      const response = await page.goto(`/produit/${handle}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Produit non trouvé" })).toBeVisible();
    }
  });
});

test.describe("quick view", () => {
  test("opens from a card, adds one copy and leads to the product page with 'Voir plus'", async ({ page }) => {
    await page.goto("/categorie/dinosaures");
    const card = page
      .getByRole("region", { name: "Livres" })
      .getByRole("article")
      .filter({ has: page.getByRole("link", { name: /^Aperçu rapide/ }) })
      .first();
    const title = (await card.getByRole("heading").textContent()) ?? "";
    await card.getByRole("link", { name: `Aperçu rapide : ${title}` }).click();
    const dialog = page.getByRole("dialog", { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("spinbutton", { name: "Quantité" })).toHaveValue("1");
    await expect(dialog.getByText(/^\d+,\d{2}\s€$/)).toBeVisible();
    await dialog.getByRole("button", { name: "Ajouter au panier" }).click();
    await expect(page.getByText("Ajouté au panier")).toBeVisible();
    // The keyboard, not the mouse: the toast just shown sits over the top of the dialog, and a pointer landing on it
    // would count as a click outside the dialog.
    await dialog.getByRole("link", { name: "Voir plus" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("Escape closes the quick view and gives focus back to its button", async ({ page }) => {
    await page.goto("/categorie/pirates");
    const button = page.getByRole("link", { name: /^Aperçu rapide/ }).first();
    await button.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test("a card's 'Ajouter au panier' adds one copy of the book", async ({ page, request }) => {
    const book = await findBook(request, "5 exemplaires", singleVariantWith(5));
    await page.goto(`/recherche?q=${encodeURIComponent(book.title)}`);
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: book.title, exact: true }) });
    await card.getByRole("button", { name: `Ajouter au panier : ${book.title}` }).click();
    await expect(page.getByText("Ajouté au panier")).toBeVisible();
  });

  test("a card whose first copy is sold out adds a copy for sale instead (decision 019)", async ({ page, request }) => {
    const book = await findBook(
      request,
      "premier état épuisé, second en stock",
      (b) =>
        b.variants.length === 2 &&
        b.variants[0]?.quantityAvailable === 0 &&
        (b.variants[1]?.quantityAvailable ?? 0) > 0,
    );
    const [, inStock] = await copiesOf(request, book.handle);
    await page.goto(`/recherche?q=${encodeURIComponent(book.title)}`);
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: book.title, exact: true }) });
    await card.getByRole("button", { name: `Ajouter au panier : ${book.title}` }).click();
    await expect(page.getByText("Ajouté au panier")).toBeVisible();
    await page.goto("/panier");
    const line = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: book.title }) });
    await expect(line.getByRole("link", { name: inStock?.title ?? "", exact: true })).toBeVisible();
  });

  test("a sold-out card has no quick view nor link to buy, and « Me prévenir du retour » where 'Ajouter au panier' was", async ({
    page,
    request,
  }) => {
    const book = await findBook(request, "en rupture", (b) => !b.availableForSale);
    await page.goto(`/recherche?q=${encodeURIComponent(book.title)}`);
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: book.title, exact: true }) });
    await expect(card.getByText("Rupture de stock")).toBeVisible();
    await expect(card.getByRole("button", { name: /Ajouter au panier/ })).toHaveCount(0);
    await expect(card.getByRole("link", { name: /^Aperçu rapide/ })).toHaveCount(0);
    // Its one link is the alert: without JavaScript, the book's page at its alert form.
    await expect(card.getByRole("link")).toHaveCount(1);
    await expect(card.getByRole("link", { name: `Me prévenir du retour : ${book.title}` })).toHaveAttribute(
      "href",
      `/produit/${book.handle}#alerte`,
    );
  });
});

test("a favourite that left the catalogue shows as unavailable on /favoris", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() =>
    localStorage.setItem(
      "wishlist-storage",
      JSON.stringify({
        state: {
          items: [
            {
              id: "gid://shopify/Product/99999999",
              handle: "livre-disparu-zzzzz",
              title: "Un livre disparu",
              vendor: "Nathan",
              productType: "Album",
              tags: [],
              price: 5.5,
              image: null,
              availableForSale: true,
              firstVariantId: "gid://shopify/ProductVariant/99999999",
              description: "",
            },
          ],
        },
        version: 0,
      }),
    ),
  );
  await page.goto("/favoris");
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Un livre disparu" }) });
  await expect(page.getByText("Ce livre n'est plus au catalogue.")).toBeVisible();
  await expect(card.getByRole("button", { name: "Indisponible" })).toBeDisabled();
  await expect(card.getByRole("link")).toHaveCount(0);
});
