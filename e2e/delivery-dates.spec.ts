import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures.ts";
import { CheckoutPage, TYPED_TEST_CARDS } from "./support/checkout-page.ts";
import { createCart, variantsWithStock } from "./support/local-commerce.ts";
import { serverClockEnv } from "./support/server-clock.ts";
import { type ShopProcess, startShopProcess } from "./support/shop-process.ts";

const CHRISTMAS_TITLE = "Pour être livré avant Noël, commandez au plus tard :";
// An order now is taken in on Thursday 17, leaves on Monday 21, and travels 2 to 5 or 2 to 3 working days, Christmas
// Day and the weekend excepted (the defaults, docs/product.md §16).
const RELAY = "Livraison estimée entre le mercredi 23 et le mardi 29 décembre";
const EXPRESS = "Livraison estimée entre le mercredi 23 et le jeudi 24 décembre";

/**
 * Issue 40: a shop whose server's clock says Wednesday 16 December 2026, 15:00 in Paris, seen in Chromium, whose own
 * clock is today's: every date comes from the server. Relay's last day for Christmas (Tuesday 15, noon) has passed;
 * express's (Thursday 17, noon) has not.
 */
test.describe("delivery dates by the server's clock on a December afternoon", () => {
  test.skip(({ isMobile }) => isMobile, "server behaviour: one viewport is enough");
  test.describe.configure({ mode: "serial", timeout: 120_000 });

  let shop: ShopProcess | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), "bouquinerie-e2e-livraison-"));

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    shop = await startShopProcess({
      ...serverClockEnv("2026-12-16T15:00:00+01:00"),
      DATA_DIR: dataDir,
      DEMO_CATALOGUE_SIZE: "60",
    });
  });

  test.afterAll(async () => {
    await shop?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("the home page gives express's last day for Christmas, and no more relay's", async ({ page }) => {
    await page.goto(`${shop?.url}/`);
    const christmas = page.getByRole("region", { name: "Noël approche..." });
    await expect(christmas.getByText(CHRISTMAS_TITLE)).toBeVisible();
    await expect(christmas.getByText("Express à domicile : le jeudi 17 décembre avant 12 h")).toBeVisible();
    await expect(christmas.getByText(/^Point relais :/)).toHaveCount(0);
  });

  test("a book's page, the cart, the checkout and the confirmation give each option's dates", async ({ page }) => {
    const api = { baseUrl: shop?.url as string };
    const [book] = await variantsWithStock(api, (quantity) => quantity >= 1);
    if (!book) throw new Error("aucun livre en stock dans le catalogue de démonstration");

    await page.goto(`${shop?.url}/produit/${book.handle}`);
    await expect(page.getByText(RELAY)).toBeVisible();
    await expect(page.getByText(EXPRESS)).toBeVisible();
    await expect(page.getByText("Express à domicile : le jeudi 17 décembre avant 12 h")).toBeVisible();

    await page.getByRole("button", { name: "Ajouter au panier", exact: true }).click();
    await expect(page.getByText("Ajouté au panier")).toBeVisible();
    await page.goto(`${shop?.url}/panier`);
    const summary = page.getByRole("region", { name: "Récapitulatif" });
    await expect(summary.getByText(RELAY)).toBeVisible();
    await expect(summary.getByText(EXPRESS)).toBeVisible();
    await expect(summary.getByText(CHRISTMAS_TITLE)).toBeVisible();
    await expect(summary.getByText("Express à domicile : le jeudi 17 décembre avant 12 h")).toBeVisible();

    const cartId = await createCart(api, book.id);
    await page.goto(`${shop?.url}/commande/${cartId}`);
    await expect(page.getByRole("radio", { name: new RegExp(`^Point relais.*${RELAY}$`) })).toBeVisible();
    const express = page.getByRole("radio", { name: new RegExp(`^Express à domicile.*${EXPRESS}$`) });
    await expect(express).toBeVisible();

    const checkout = new CheckoutPage(page);
    await checkout.fillBuyer();
    await express.check();
    await checkout.pay(TYPED_TEST_CARDS.accepted);
    await expect(page.getByRole("heading", { level: 1, name: "Merci pour votre commande !" })).toBeVisible();
    await expect(page.getByText(`${EXPRESS} ; le lien de suivi vous sera envoyé par e-mail et SMS.`)).toBeVisible();
  });
});
