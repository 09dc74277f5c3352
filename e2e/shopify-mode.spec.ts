import { createHmac, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { decodeTextBody, type ReceivedMail, startTestSmtpServer } from "../server/mail/smtp-server.test-helper.ts";
import { expect, test } from "./fixtures.ts";
import { agentBuysABook, connectAgent, fetchThrough } from "./support/agent-client.ts";
import { CheckoutPage, TYPED_TEST_CARDS } from "./support/checkout-page.ts";
import { productsMatching, variantsWithStock } from "./support/local-commerce.ts";
import {
  browserForTestHosts,
  type ProxyFront,
  startCaddyFront,
  type TestCertificate,
  testCertificate,
} from "./support/production-front.ts";
import { payAsGift } from "./support/shop-journey.ts";
import { freePort, type ShopProcess, startShopProcess } from "./support/shop-process.ts";
import { linkIn, mailsTo } from "./support/stock-alerts.ts";
import { createTestDatabase, query, type TestDatabase } from "./support/test-database.ts";

/**
 * Issue 19: a shop in Shopify mode, over real HTTPS, pointed at a store — a local-mode shop behind its own TLS front
 * playing Shopify's Storefront API and hosted checkout. The closest the tests come to a real Shopify store.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const SHOP_HOST = "boutique.test";
const STORE_HOST = "magasin.test";
const TOKEN = "jeton-storefront-e2e-magasin";
const WEBHOOK_SECRET = "shpss_e2e_boutique_shopify";
const SHOP_ROOT = path.resolve(import.meta.dirname, "../build/client");

test.use(browserForTestHosts([SHOP_HOST, STORE_HOST]));

test.describe("Shopify mode over HTTPS, against a store behind its own TLS front", () => {
  test.skip(!serverUrl, "needs a PostgreSQL server (TEST_DATABASE_URL)");
  test.skip(({ isMobile }) => isMobile, "deployment behaviour: one viewport is enough");
  test.describe.configure({ mode: "serial", timeout: 120_000 });

  let database: TestDatabase;
  /** The shop's own database (withdrawals, its outbox), on the same server, to read what the shop stored. */
  let shopDatabase: TestDatabase;
  let dir = "";
  let certificate: TestCertificate;
  let store: ShopProcess;
  let storefront: ShopProcess;
  const fronts: ProxyFront[] = [];
  let shopOrigin = "";
  let storeOrigin = "";
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    dir = mkdtempSync(path.join(tmpdir(), "bouquinerie-shopify-"));
    certificate = testCertificate(dir, [SHOP_HOST, STORE_HOST]);
    smtp = await startTestSmtpServer();
    database = await createTestDatabase(serverUrl as string, "bouquinerie_magasin");
    shopDatabase = await createTestDatabase(serverUrl as string, "bouquinerie_boutique");

    const [storeFrontPort, storePort, shopFrontPort, shopPort] = [
      await freePort(),
      await freePort(),
      await freePort(),
      await freePort(),
    ];
    storeOrigin = `https://${STORE_HOST}:${storeFrontPort}`;
    shopOrigin = `https://${SHOP_HOST}:${shopFrontPort}`;
    store = await startShopProcess(
      {
        DATABASE_URL: database.url,
        SITE_URL: storeOrigin,
        TRUST_PROXY: "loopback",
        DEMO_CATALOGUE_SIZE: "120",
        LOCAL_STOREFRONT_TOKEN: TOKEN,
      },
      { port: storePort },
    );
    fronts.push(
      await startCaddyFront({
        dir,
        host: STORE_HOST,
        port: storeFrontPort,
        certificate,
        shopRoot: SHOP_ROOT,
        upstreams: [`127.0.0.1:${storePort}`],
      }),
    );
    storefront = await startShopProcess(
      {
        SHOPIFY_STORE_DOMAIN: `${STORE_HOST}:${storeFrontPort}`,
        SHOPIFY_STOREFRONT_TOKEN: TOKEN,
        // The store's certificate is the test one: Node trusts it as it would a real store's.
        NODE_EXTRA_CA_CERTS: certificate.certPath,
        DATABASE_URL: shopDatabase.url,
        SITE_URL: shopOrigin,
        TRUST_PROXY: "loopback",
        DATA_DIR: path.join(dir, "storefront-data"),
        CATALOGUE_CHECK_MINUTES: "0.05",
        SHOPIFY_WEBHOOK_SECRET: WEBHOOK_SECRET,
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        // The shop's own delivery settings, not the store's defaults: express in one day gives a one-day estimate.
        DELIVERY_EXPRESS_TRANSIT_DAYS: "1",
      },
      { port: shopPort },
    );
    fronts.push(
      await startCaddyFront({
        dir,
        host: SHOP_HOST,
        port: shopFrontPort,
        certificate,
        shopRoot: SHOP_ROOT,
        upstreams: [`127.0.0.1:${shopPort}`],
      }),
    );
  });

  test.afterAll(async () => {
    for (const front of fronts) await front.stop();
    await storefront?.stop();
    await store?.stop();
    await smtp?.close();
    await database?.drop();
    await shopDatabase?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test("browse, search, product with the store's covers, cart, hand-off to the store's checkout, payment there", async ({
    page,
    context,
  }) => {
    const [book] = await variantsWithStock({ baseUrl: store.url, token: TOKEN }, (quantity) => quantity >= 3);
    if (!book) throw new Error("aucun livre en stock chez le magasin");

    await page.goto(`${shopOrigin}/`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.goto(`${shopOrigin}/recherche?q=${encodeURIComponent(book.title)}`);
    await expect(page.getByRole("heading", { level: 1, name: "Résultats de recherche" })).toBeVisible();
    await page.getByRole("link", { name: book.title }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: book.title })).toBeVisible();

    // The store's covers, on its own origin, shown by the shop's pages.
    const cover = page.locator(`img[src^="${storeOrigin}/api/covers/"]`).first();
    await expect(cover).toBeVisible();
    await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

    // Delivery dates from the shop's configuration (docs/product.md §16): a range by relay, one day by express.
    const oneDay = /^Livraison estimée le \p{L}+ \d+(er)? \p{L}+$/u;
    const range = /^Livraison estimée entre le .+ et le .+$/;
    await expect(page.getByText(range)).toBeVisible();
    await expect(page.getByText(oneDay)).toBeVisible();

    await page.getByRole("button", { name: "Ajouter au panier", exact: true }).click();
    await expect(page.getByText("Ajouté au panier")).toBeVisible();
    await page.goto(`${shopOrigin}/panier`);
    await expect(page.getByRole("region", { name: "Récapitulatif" }).getByText(oneDay)).toBeVisible();
    const checkoutTab = context.waitForEvent("page");
    await page.getByRole("button", { name: "Procéder au paiement" }).click();
    const checkout = await checkoutTab;
    await checkout.waitForLoadState();
    expect(checkout.url().startsWith(`${storeOrigin}/commande/`)).toBe(true);
    expect(new URL(checkout.url()).searchParams.get("channel")).toBe("online_store");
    const form = new CheckoutPage(checkout);
    await form.fillBuyer();
    await form.pay(TYPED_TEST_CARDS.accepted);
    await expect(checkout.getByRole("heading", { level: 1, name: "Merci pour votre commande !" })).toBeVisible();
    const [order] = await query<{ count: number }>(database.url, "select count(*)::int as count from orders");
    expect(order?.count).toBe(1);
  });

  test("a shopping agent buys over the shop's MCP endpoint: its cart is the store's, paid on the store's checkout", async ({
    page,
    request,
  }) => {
    const profile = await request.get(`${shopOrigin}/.well-known/ucp`);
    expect((await profile.json()).ucp.services["dev.ucp.shopping"][0].endpoint).toBe(`${shopOrigin}/api/ucp/mcp`);
    const agent = await connectAgent(shopOrigin, { fetch: fetchThrough(request) });
    try {
      const [before] = await query<{ count: number }>(database.url, "select count(*)::int as count from orders");
      const continueUrl = await agentBuysABook(page, agent);
      expect(continueUrl.startsWith(`${storeOrigin}/commande/`)).toBe(true);
      expect(new URL(continueUrl).searchParams.get("channel")).toBe("online_store");
      const [after] = await query<{ count: number }>(database.url, "select count(*)::int as count from orders");
      expect(after?.count).toBe((before?.count ?? 0) + 1);
    } finally {
      await agent.close();
    }
  });

  test("a gift travels to the store as the cart's note and attributes, and the store's order keeps them", async ({
    page,
    context,
  }) => {
    const [, book] = await variantsWithStock({ baseUrl: store.url, token: TOKEN }, (quantity) => quantity >= 3);
    if (!book) throw new Error("aucun livre en stock chez le magasin");
    await page.goto(`${shopOrigin}/produit/${book.handle}`);
    await page.getByRole("button", { name: "Ajouter au panier", exact: true }).click();
    await expect(page.getByText("Ajouté au panier")).toBeVisible();
    const message = "Joyeux Noël Léa !\nPapi et Mamie";
    const confirmation = await payAsGift(page, context, { shop: shopOrigin, checkout: storeOrigin }, message);
    expect(confirmation.url().startsWith(`${storeOrigin}/commande/`)).toBe(true);
    // What Shopify's admin would show on the order: its note and its additional details.
    const [order] = await query<{ note: string; attributes: unknown }>(
      database.url,
      "select note, attributes from orders where note is not null",
    );
    expect(order).toEqual({
      note: message,
      attributes: [
        { key: "C'est pour offrir", value: "Oui" },
        { key: "Ne pas mettre le prix dans le colis", value: "Oui" },
      ],
    });
  });

  test("without any webhook, a product changed at the store reaches an open page within seconds", async ({ page }) => {
    const [book] = await variantsWithStock({ baseUrl: store.url, token: TOKEN }, (quantity) => quantity >= 1);
    const streamOpen = page.waitForResponse((response) => response.url().endsWith("/api/events"));
    await page.goto(`${shopOrigin}/produit/${book?.handle}`);
    await expect(page.getByRole("heading", { level: 1, name: book?.title })).toBeVisible();
    await streamOpen;

    const title = `Le grand voyage ${randomBytes(3).toString("hex")} de Lila`;
    await query(database.url, "update products set title = $1, updated_at = now() where handle = $2", [
      title,
      book?.handle,
    ]);
    // No reload: the reconciliation merges the products updated at the store, and the page revalidates on the event
    // it announces.
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible({ timeout: 20_000 });
  });

  test("a withdrawal is recorded as given, without an order to find, and its acknowledgement is queued", async ({
    page,
  }) => {
    // A Shopify order number, from the store's confirmation e-mail: the shop cannot look it up, it records it.
    await page.goto(`${shopOrigin}/retractation?commande=%231042`);
    await expect(page.getByLabel("Numéro de commande")).toHaveValue("#1042");
    await page.getByLabel("Adresse e-mail").fill("lea.dupont@exemple.fr");
    await page.getByLabel("Nom et prénom").fill("Léa Dupont");
    await page.getByLabel("Livres concernés (facultatif)").fill("Le loup qui voulait changer de couleur");
    await page.getByRole("button", { name: "Continuer" }).click();
    await expect(page.getByRole("heading", { name: "Étape 2 sur 2 : confirmez votre rétractation" })).toBeVisible();
    await page.getByRole("button", { name: "Confirmer la rétractation" }).click();
    const done = page.getByRole("status").filter({ hasText: "Rétractation enregistrée" });
    await expect(done).toBeVisible();
    await expect(done).toContainText("lea.dupont@exemple.fr");

    const withdrawals = await query(
      shopDatabase.url,
      "select order_number, email, name, items, order_id, mode from withdrawals",
    );
    expect(withdrawals).toEqual([
      {
        order_number: "#1042",
        email: "lea.dupont@exemple.fr",
        name: "Léa Dupont",
        items: "Le loup qui voulait changer de couleur",
        order_id: null,
        mode: "shopify",
      },
    ]);
    const [receipt] = await query<{ recipient: string; text_body: string }>(
      shopDatabase.url,
      "select m.recipient, m.text_body from mail_outbox m join withdrawals w on w.receipt_outbox_id = m.id",
    );
    expect(receipt?.recipient).toBe("lea.dupont@exemple.fr");
    // Unchecked at Shopify: the receipt gives the shop's reference and the declaration's content (D221-5), inert.
    expect(receipt?.text_body).toMatch(/Référence de la déclaration : #\d+/);
    expect(receipt?.text_body).toContain("- Commande indiquée : #1042");
    expect(receipt?.text_body).toContain("- Livres concernés : Le loup qui voulait changer de couleur");
    // The shop is told to check the order at Shopify, which knows nothing of the withdrawal.
    const [notice] = await query<{ text_body: string }>(
      shopDatabase.url,
      "select text_body from mail_outbox where kind = 'withdrawal-notice'",
    );
    expect(notice?.text_body).toContain("Mode Shopify : vérifiez la commande dans l'administration Shopify");
    const [storeWithdrawals] = await query<{ count: number }>(
      database.url,
      "select count(*)::int as count from withdrawals",
    );
    expect(storeWithdrawals?.count).toBe(0);
  });

  test("the withdrawal form cannot be aimed at a stranger: three receipts a day, no typed link or false order in them", async () => {
    const victim = "victime.e2e@exemple.org";
    for (let i = 1; i <= 5; i++) {
      const answer = await fetch(`${storefront.url}/retractation`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", origin: storefront.url },
        body: new URLSearchParams({
          orderNumber: `#FAKE-${i} Gagnez un bon d'achat`,
          email: victim,
          name: "Cliquez sur www.arnaque.example",
          items: `offre ${i}`,
          intent: "confirm",
        }),
      });
      expect(answer.status, `déclaration ${i}`).toBe(200);
    }
    const receipts = await query<{ subject: string; text_body: string }>(
      shopDatabase.url,
      "select subject, text_body from mail_outbox where kind = 'withdrawal-receipt' and recipient = $1",
      [victim],
    );
    expect(receipts).toHaveLength(3);
    for (const receipt of receipts) {
      expect(receipt.subject).toBe("Accusé de réception de votre rétractation");
      expect(receipt.text_body.startsWith("Bonjour,\n")).toBe(true);
      for (const typed of ["FAKE", "Gagnez", "arnaque"]) expect(receipt.text_body).not.toContain(typed);
      expect(receipt.text_body).toContain("- Nom : Cliquez sur [lien retiré]");
    }
    const [stored] = await query<{ count: number }>(
      shopDatabase.url,
      "select count(*)::int as count from withdrawals where email = $1",
      [victim],
    );
    expect(stored?.count, "every declaration is still recorded").toBe(5);
  });

  test("a product page shows its publisher's postal and electronic address from the store's gpsr metafields", async ({
    page,
  }) => {
    const [book] = await productsMatching({ baseUrl: store.url, token: TOKEN }, 'vendor:"Gallimard Jeunesse"');
    if (!book) throw new Error("aucun livre de Gallimard Jeunesse chez le magasin");
    // The shop's own publishers table stays empty in Shopify mode: the contact can only come from the store.
    const [rows] = await query<{ count: number }>(shopDatabase.url, "select count(*)::int as count from publishers");
    expect(rows?.count).toBe(0);

    await page.goto(`${shopOrigin}/produit/${book.handle}`);
    const safety = page.getByRole("region", { name: "Sécurité du produit" });
    await expect(safety).toContainText("Gallimard Jeunesse");
    await expect(safety).toContainText("Éditions Gallimard, 5 rue Gaston-Gallimard, 75007 Paris, France");
    await expect(safety.getByRole("link", { name: "https://www.gallimard-jeunesse.fr" })).toBeVisible();
  });

  /** What Shopify sends when a product is saved (its stock included): a signed `products/update` naming it. */
  async function productUpdated(productId: number): Promise<number> {
    const body = JSON.stringify({ id: productId });
    // Straight to the instance, as the TLS front passes it on (this process does not trust the test certificate).
    const response = await fetch(`${storefront.url}/webhooks/shopify`, {
      method: "POST",
      body,
      headers: {
        "content-type": "application/json",
        "x-shopify-topic": "products/update",
        "x-shopify-hmac-sha256": createHmac("sha256", WEBHOOK_SECRET).update(body).digest("base64"),
      },
    });
    return response.status;
  }

  test("a parent waiting for a sold-out book is told once when the store's product webhook says it is back", async ({
    page,
  }) => {
    const [book] = await variantsWithStock({ baseUrl: store.url, token: TOKEN }, (quantity) => quantity >= 1);
    if (!book) throw new Error("aucun livre en stock chez le magasin");
    const variantId = Number(book.id.split("/").at(-1));
    const [row] = await query<{ product_id: number }>(
      database.url,
      "select product_id from product_variants where id = $1",
      [variantId],
    );
    const productId = Number(row?.product_id);
    await query(database.url, "update product_variants set inventory_quantity = 0 where id = $1", [variantId]);
    expect(await productUpdated(productId)).toBe(200);

    await page.goto(`${shopOrigin}/produit/${book.handle}`);
    await expect(page.getByRole("heading", { name: "Prévenez-moi quand un exemplaire revient" })).toBeVisible({
      timeout: 15_000,
    });
    const email = "parent.shopify@exemple.fr";
    await page.getByLabel("Votre adresse e-mail").fill(email);
    await page.getByRole("button", { name: "Me prévenir" }).click();
    await expect(page.getByRole("status").filter({ hasText: "C'est noté" })).toBeVisible();
    await expect.poll(() => mailsTo(smtp.received, email, /^Confirmez votre alerte/).length).toBe(1);
    const [request] = mailsTo(smtp.received, email, /^Confirmez votre alerte/);
    await page.goto(linkIn(request as ReceivedMail, shopOrigin, "/alertes/confirmer"));
    await page.getByRole("button", { name: "Confirmer mes alertes" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Votre alerte est confirmée" })).toBeVisible();

    await query(database.url, "update product_variants set inventory_quantity = 1 where id = $1", [variantId]);
    expect(await productUpdated(productId)).toBe(200);
    const back = /est de retour sur /;
    await expect.poll(() => mailsTo(smtp.received, email, back).length, { timeout: 20_000 }).toBe(1);
    // Shopify delivers a webhook at least once: the same one again sends nothing more.
    expect(await productUpdated(productId)).toBe(200);
    await page.waitForTimeout(3_000);
    const [alert, ...again] = mailsTo(smtp.received, email, back);
    expect(again).toEqual([]);
    expect(decodeTextBody((alert as ReceivedMail).raw).text).toContain(`${shopOrigin}/produit/${book.handle}?variant=`);
  });
});
