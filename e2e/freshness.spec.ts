import { createHmac } from "node:crypto";
import { expect, test } from "./fixtures.ts";
import { checkOut, createCart, variantsWithStock } from "./support/local-commerce.ts";
import { type ShopProcess, startShopProcess } from "./support/shop-process.ts";
import { E2E_STOREFRONT_TOKEN } from "./support/storefront-token.ts";
import { createTestDatabase, query, type TestDatabase } from "./support/test-database.ts";

const serverUrl = process.env.TEST_DATABASE_URL;
const WEBHOOK_SECRET = "shpss_e2e_fraicheur";

/**
 * Two instances of the shop on one PostgreSQL database: a change announced through one (a signed Shopify webhook)
 * crosses to the other by LISTEN/NOTIFY, whose open page hears it over Server-Sent Events and shows fresh data.
 */
test.describe("freshness across instances", () => {
  test.skip(!serverUrl, "needs a PostgreSQL server (TEST_DATABASE_URL)");
  test.skip(({ isMobile }) => isMobile, "server behaviour: one viewport is enough");
  test.describe.configure({ mode: "serial", timeout: 180_000 });

  let database: TestDatabase;
  let first: ShopProcess | undefined;
  let second: ShopProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    database = await createTestDatabase(serverUrl as string, "bouquinerie_e2e");
    const env = { DATABASE_URL: database.url, DEMO_CATALOGUE_SIZE: "60", SHOPIFY_WEBHOOK_SECRET: WEBHOOK_SECRET };
    // One after the other: the first seeds the demo catalogue, the second finds it.
    first = await startShopProcess(env);
    second = await startShopProcess(env);
  });

  test.afterAll(async () => {
    await first?.stop();
    await second?.stop();
    await database?.drop();
  });

  test("a product renamed and announced through one instance appears on the other's open page", async ({ page }) => {
    const term = "zorglubesque";
    // The page hears only the events sent after its stream is open: wait for the stream before changing anything.
    const streamOpen = page.waitForResponse((response) => response.url().endsWith("/api/events"));
    await page.goto(`${second?.url}/recherche?q=${term}`);
    await expect(page.getByText("Aucun produit trouvé")).toBeVisible();
    await streamOpen;

    const title = `Le voyage ${term} de Lila`;
    await query(database.url, "update products set title = $1 where id = (select min(id) from products)", [title]);
    const body = JSON.stringify({ id: 1, title });
    const signature = createHmac("sha256", WEBHOOK_SECRET).update(body).digest("base64");
    const response = await fetch(`${first?.url}/webhooks/shopify`, {
      method: "POST",
      body,
      headers: {
        "content-type": "application/json",
        "x-shopify-topic": "products/update",
        "x-shopify-hmac-sha256": signature,
      },
    });
    expect(response.status).toBe(200);

    // No reload: the page revalidates on its own when the event arrives.
    await expect(page.getByText("1 livre trouvé")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
  });

  test("a book sold through one instance shows as out of stock on the other's open page", async ({ page }) => {
    const api = { baseUrl: first?.url as string, token: E2E_STOREFRONT_TOKEN };
    const [book] = await variantsWithStock(api, (quantity) => quantity >= 1);
    if (!book) throw new Error("aucun livre en stock dans le catalogue de démonstration");
    // The last copy: the sale empties the stock, which the card shows.
    await query(database.url, "update product_variants set inventory_quantity = 1 where id = $1", [
      Number(book.id.split("/").at(-1)),
    ]);
    const cartId = await createCart(api, book.id);

    const streamOpen = page.waitForResponse((response) => response.url().endsWith("/api/events"));
    await page.goto(`${second?.url}/recherche?q=${encodeURIComponent(book.title)}`);
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: book.title, exact: true }) });
    await expect(card.getByRole("button", { name: `Ajouter au panier : ${book.title}` })).toBeVisible();
    await streamOpen;

    expect(await checkOut(first?.url as string, cartId)).toBe(true);

    // The event names the book: the other instance reads it alone again, and its open page revalidates.
    await expect(card.getByText("Rupture de stock")).toBeVisible({ timeout: 15_000 });
  });

  test("a product page each instance has already sent is rendered afresh after a sale empties its stock", async () => {
    const api = { baseUrl: first?.url as string, token: E2E_STOREFRONT_TOKEN };
    // Not the previous test's book: this one still has its stock.
    const [, book] = await variantsWithStock(api, (quantity) => quantity >= 1);
    if (!book) throw new Error("aucun second livre en stock dans le catalogue de démonstration");
    await query(database.url, "update product_variants set inventory_quantity = 1 where id = $1", [
      Number(book.id.split("/").at(-1)),
    ]);
    const shops = [first as ShopProcess, second as ShopProcess];
    // The product's offer in the page's structured data: the book's own availability, not a related book's.
    const availabilityOn = async (shop: ShopProcess) => {
      const html = await (await fetch(`${shop.url}/produit/${book.handle}`)).text();
      return /schema\.org\/(InStock|OutOfStock)/.exec(html)?.[1];
    };
    // Twice on each instance: the second view is the page kept from the first (decision 028).
    for (const shop of shops) {
      expect(await availabilityOn(shop)).toBe("InStock");
      expect(await availabilityOn(shop)).toBe("InStock");
    }

    const cartId = await createCart(api, book.id);
    expect(await checkOut(first?.url as string, cartId)).toBe(true);

    expect(await availabilityOn(first as ShopProcess), "l'instance qui a vendu").toBe("OutOfStock");
    await expect.poll(() => availabilityOn(second as ShopProcess), { timeout: 1_500 }).toBe("OutOfStock");
  });

  test("a signed stock webhook replayed through either instance is acknowledged without effect (issue 43)", async () => {
    const body = JSON.stringify({
      inventory_item_id: 44712456618235,
      location_id: 24826418,
      available: 6,
      updated_at: new Date().toISOString(),
    });
    const deliver = (shop: ShopProcess | undefined, webhookId: string) =>
      fetch(`${shop?.url}/webhooks/shopify`, {
        method: "POST",
        body,
        headers: {
          "content-type": "application/json",
          "x-shopify-topic": "inventory_levels/update",
          "x-shopify-hmac-sha256": createHmac("sha256", WEBHOOK_SECRET).update(body).digest("base64"),
          "x-shopify-webhook-id": webhookId,
        },
      }).then((response) => response.json());
    expect(await deliver(first, "b54557e4-replay")).toEqual({ received: true });
    for (const [shop, id] of [
      [first, "b54557e4-replay"],
      [second, "b54557e4-replay"],
      [second, "un-autre-identifiant"],
    ] as const) {
      expect(await deliver(shop, id)).toEqual({ ignored: "déjà reçu" });
    }
  });

  test("a webhook with a bad signature changes nothing and answers 401", async () => {
    const response = await fetch(`${first?.url}/webhooks/shopify`, {
      method: "POST",
      body: "{}",
      headers: {
        "content-type": "application/json",
        "x-shopify-topic": "products/update",
        "x-shopify-hmac-sha256": "AAAA",
      },
    });
    expect(response.status).toBe(401);
  });
});
