import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { CheckoutPage, TYPED_TEST_CARDS } from "./support/checkout-page.ts";
import { E2E_STOREFRONT_TOKEN, STOREFRONT_API_PATH } from "./support/storefront-token.ts";

const ENDPOINT = STOREFRONT_API_PATH;
const TOKEN = E2E_STOREFRONT_TOKEN;

const CART_CREATE = `mutation CartCreate($input: CartInput!) {
  cartCreate(input: $input) { cart { checkoutUrl } userErrors { message } }
}`;

type GraphQLAnswer<T> = { data: T };

/** A cart of one book with copies to spare, made through the Storefront endpoint as the cart page does. */
async function createCart(request: APIRequestContext): Promise<string> {
  const headers = { "X-Shopify-Storefront-Access-Token": TOKEN };
  const list = await request.post(ENDPOINT, {
    headers,
    data: { query: "{ products(first: 50) { nodes { variants(first: 1) { nodes { id quantityAvailable } } } } }" },
  });
  const products = (
    (await list.json()) as GraphQLAnswer<{
      products: { nodes: Array<{ variants: { nodes: Array<{ id: string; quantityAvailable: number }> } }> };
    }>
  ).data.products.nodes;
  const variant = products
    .flatMap((product) => product.variants.nodes)
    .find((candidate) => candidate.quantityAvailable >= 6);
  expect(variant, "un livre avec du stock").toBeDefined();

  const created = await request.post(ENDPOINT, {
    headers,
    data: { query: CART_CREATE, variables: { input: { lines: [{ merchandiseId: variant?.id, quantity: 1 }] } } },
  });
  const answer = (await created.json()) as GraphQLAnswer<{
    cartCreate: { cart: { checkoutUrl: string } | null; userErrors: Array<{ message: string }> };
  }>;
  expect(answer.data.cartCreate.userErrors).toEqual([]);
  return answer.data.cartCreate.cart?.checkoutUrl as string;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`local hosted checkout, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    // A refused payment or address answers 4xx: Chromium logs the data request's status as a failed resource.
    test.use({ javaScriptEnabled, expectedConsoleErrors: [/status of 40[029]/] });

    test("a declined test card is refused, then the accepted one reaches the confirmation", async ({
      page,
      request,
    }) => {
      const checkoutUrl = await createCart(request);
      await page.goto(checkoutUrl);
      await expect(page.getByRole("heading", { level: 1, name: "Paiement de votre commande" })).toBeVisible();
      await expect(page.getByText("Paiement de test : aucune carte réelle n'est débitée.")).toBeVisible();

      const checkout = new CheckoutPage(page);
      await checkout.fillBuyer();
      await checkout.pay(TYPED_TEST_CARDS.declined);
      await expect(page.getByRole("alert")).toContainText("Paiement refusé par la banque");
      await expect(page).toHaveURL(checkoutUrl);
      // What was typed is kept (the card number excepted).
      await expect(page.getByLabel("Adresse e-mail", { exact: true })).toHaveValue("camille.martin@exemple.fr");

      await checkout.pay(TYPED_TEST_CARDS.accepted);
      await expect(page).toHaveURL(`${checkoutUrl}/confirmation`);
      await expect(page.getByRole("heading", { level: 1, name: "Merci pour votre commande !" })).toBeVisible();
      await expect(page.getByText(/Votre commande n° BQ-[0-9A-Z]{6} est confirmée/)).toBeVisible();
      await expect(page.getByText("Paiement de test : aucune somme réelle n'a été débitée.")).toBeVisible();

      // Back to the form: the cart is ordered, so its page leads to the same confirmation.
      await page.goto(checkoutUrl);
      await expect(page).toHaveURL(`${checkoutUrl}/confirmation`);
      // The buyer's name, address and e-mail: no cache may keep the page (issue 43).
      const confirmation = await request.get(`${checkoutUrl}/confirmation`);
      expect(confirmation.status()).toBe(200);
      expect(confirmation.headers()["cache-control"]).toBe("no-store");
    });

    test("a Swiss address is refused with a clear message under the country", async ({ page, request }) => {
      const checkoutUrl = await createCart(request);
      await page.goto(checkoutUrl);
      const checkout = new CheckoutPage(page);
      await checkout.fillBuyer({ postalCode: "1200", country: "Suisse" });
      await checkout.pay(TYPED_TEST_CARDS.accepted);
      await expect(page.getByText("Nous livrons uniquement en France et en Belgique")).toBeVisible();
      await expect(page.getByLabel("Pays", { exact: true })).toHaveAttribute("aria-invalid", "true");
      await expect(page).toHaveURL(checkoutUrl);
    });
  });
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include("main").withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

test("the checkout form and its confirmation pass axe, errors included", async ({ page, request }) => {
  const checkoutUrl = await createCart(request);
  await page.goto(checkoutUrl);
  await expectNoAxeViolations(page);
  // Submitted empty: every field shows its message (checked in the browser, nothing sent).
  await page.getByRole("button", { name: /^Payer/ }).click();
  await expect(page.getByText("Indiquez votre adresse e-mail.")).toBeVisible();
  await expectNoAxeViolations(page);
  const checkout = new CheckoutPage(page);
  await checkout.fillBuyer({ postalCode: "1000", country: "Belgique" });
  await checkout.pay(TYPED_TEST_CARDS.accepted);
  await expect(page.getByRole("heading", { level: 1, name: "Merci pour votre commande !" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe("bad input over HTTP: a clear 4xx, never a 500", () => {
  const form = (fields: Record<string, string>) => ({
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
    data: new URLSearchParams(fields).toString(),
  });

  test("an unknown or malformed cart has no checkout page", async ({ page, request }) => {
    expect((await page.goto("/commande/aaaaaaaaaaaaaaaaaaaaaaaa"))?.status()).toBe(404);
    expect((await request.get("/commande/..%2F..%2Fetc")).status()).toBe(404);
    expect((await request.post("/commande/aaaaaaaaaaaaaaaaaaaaaaaa", form({ email: "a@b.fr" }))).status()).toBe(404);
  });

  test("a post beyond 16 KB answers 413; a 10,000-character field answers 400 with the form's message", async ({
    request,
  }) => {
    const checkoutUrl = await createCart(request);
    const long = "x".repeat(10_000);
    const response = await request.post(
      checkoutUrl,
      form({ email: long, name: long, line1: long, postalCode: long, city: long, country: long, cardNumber: long }),
    );
    expect(response.status()).toBe(413);
    const small = await request.post(
      checkoutUrl,
      form({ email: "x".repeat(10_000), country: "FR", delivery: "relay" }),
    );
    expect(small.status()).toBe(400);
    expect(await small.text()).toContain("Votre commande n&#x27;a pas été passée : corrigez les champs signalés.");
  });
});
