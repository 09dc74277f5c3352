import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures.ts";
import { checkoutForm, createCart, isOrderConfirmed, variantsWithStock } from "./support/local-commerce.ts";
import {
  browserForTestHosts,
  httpsSend,
  orderThroughFront,
  type ProxyFront,
  startNginxFront,
  type TestCertificate,
  testCertificate,
} from "./support/production-front.ts";
import { favouriteAssistantPromoAndPayment } from "./support/shop-journey.ts";
import { freePort, type ShopProcess, startShopProcess } from "./support/shop-process.ts";
import { createTestDatabase, query, type TestDatabase } from "./support/test-database.ts";

/**
 * The shop behind nginx rather than Caddy (README, step 5): deploy/nginx/bouquinerie-locations.conf as shipped,
 * terminating TLS for a public name over HTTP/2, two instances on one PostgreSQL database, driven in Chromium.
 * nginx has no active health check: what keeps a visit off a stopped instance is its refused connection.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const HOST = "magasin.test";
const TOKEN = "jeton-storefront-e2e-nginx";
const SHOP_ROOT = path.resolve(import.meta.dirname, "../build/client");
const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

test.use(browserForTestHosts([HOST]));

type Instance = { shop: ShopProcess; port: number; api: { baseUrl: string; token: string } };

test.describe("the shop as deployed behind nginx: HTTPS, HTTP/2, two instances on PostgreSQL", () => {
  test.skip(!serverUrl, "needs a PostgreSQL server (TEST_DATABASE_URL)");
  test.skip(!existsSync(NGINX), "needs nginx (apt install nginx, as .ci/run does)");
  test.skip(({ isMobile }) => isMobile, "deployment behaviour: one viewport is enough");
  test.describe.configure({ mode: "serial", timeout: 120_000 });

  let database: TestDatabase;
  let dir = "";
  let certificate: TestCertificate;
  let front: ProxyFront;
  let env: Record<string, string>;
  const instances: Instance[] = [];

  async function startInstance(port: number): Promise<Instance> {
    const shop = await startShopProcess(env, { port });
    return { shop, port, api: { baseUrl: shop.url, token: TOKEN } };
  }

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    dir = mkdtempSync(path.join(tmpdir(), "bouquinerie-nginx-"));
    certificate = testCertificate(dir, [HOST]);
    database = await createTestDatabase(serverUrl as string, "bouquinerie_nginx");
    const [proxyPort, firstPort, secondPort] = [await freePort(), await freePort(), await freePort()];
    env = {
      DATABASE_URL: database.url,
      SITE_URL: `https://${HOST}:${proxyPort}`,
      TRUST_PROXY: "loopback",
      DEMO_CATALOGUE_SIZE: "120",
      LOCAL_STOREFRONT_TOKEN: TOKEN,
      SHUTDOWN_DRAIN_SECONDS: "2",
      SHUTDOWN_GRACE_SECONDS: "10",
    };
    // One after the other: the first seeds the demo catalogue, the second finds it.
    instances.push(await startInstance(firstPort));
    instances.push(await startInstance(secondPort));
    front = await startNginxFront({
      dir,
      host: HOST,
      port: proxyPort,
      certificate,
      shopRoot: SHOP_ROOT,
      upstreams: [`127.0.0.1:${firstPort}`, `127.0.0.1:${secondPort}`],
    });
  });

  test.afterAll(async () => {
    await front?.stop();
    for (const instance of instances) await instance.shop.stop();
    await database?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test("pages over HTTPS and HTTP/2 in the shop's zstd, assets precompressed from disk, HSTS", async ({ page }) => {
    const [book] = await variantsWithStock(instances[0]?.api as Instance["api"], (quantity) => quantity > 0);
    const response = await page.goto(`${front.origin}/produit/${book?.handle}`);
    expect(response?.status()).toBe(200);
    // nginx's gzip filter leaves the shop's zstd as it is, and the browser reads it.
    expect(await response?.headerValue("content-encoding")).toBe("zstd");
    expect(await response?.headerValue("strict-transport-security")).toContain("max-age=");
    const protocol = await page.evaluate(
      () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).nextHopProtocol,
    );
    expect(protocol).toBe("h2");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(book?.title ?? "");

    const script = (await page
      .locator('script[src^="/assets/"], link[href^="/assets/"]')
      .first()
      .evaluate((element) => element.getAttribute("src") ?? element.getAttribute("href"))) as string;
    const asset = await httpsSend(front.origin, script, certificate.pem, {
      headers: { "accept-encoding": "gzip, deflate, br, zstd" },
    });
    expect(asset.status).toBe(200);
    expect(asset.headers["content-encoding"]).toBe("gzip");
    expect(asset.headers["cache-control"]).toContain("immutable");
    // nginx answered from disk, not the shop: the shop's responses carry a request id.
    expect(asset.headers["x-request-id"]).toBeUndefined();
    expect((await httpsSend(front.origin, "/assets/absent-0000.js", certificate.pem)).status).toBe(404);
    expect((await httpsSend(front.origin, "/healthz", certificate.pem)).status).toBe(200);
  });

  test("keeps a favourite, asks the assistant, applies a promo code and buys a book with the test card", async ({
    page,
    context,
  }) => {
    const [book] = await variantsWithStock(instances[0]?.api as Instance["api"], (quantity) => quantity >= 3);
    if (!book) throw new Error("aucun livre à trois exemplaires");
    await favouriteAssistantPromoAndPayment(page, context, front.origin, book);
  });

  test("sends a contact message through nginx: the form's origin check passes with the Host nginx passes on", async ({
    page,
  }) => {
    const marker = randomBytes(4).toString("hex");
    await page.goto(`${front.origin}/contact`);
    await expect(page.getByRole("form", { name: "Envoyez-nous un message" })).toHaveAttribute("data-enhanced", "true");
    await page.getByRole("textbox", { name: "Nom", exact: true }).fill("Camille Martin");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("camille@exemple.fr");
    await page.getByRole("textbox", { name: "Sujet", exact: true }).fill(`nginx ${marker}`);
    await page.getByRole("textbox", { name: "Message", exact: true }).fill("Livrez-vous en Belgique ?");
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(page.getByText("Message envoyé")).toBeVisible();
    const stored = await query<{ subject: string }>(database.url, "select subject from contact_messages");
    expect(stored.map((row) => row.subject)).toContain(`nginx ${marker}`);
  });

  test("a sale reaches a page open through nginx by its event stream", async ({ page }) => {
    const [book] = await variantsWithStock(instances[0]?.api as Instance["api"], (quantity) => quantity === 1);
    if (!book) throw new Error("aucun livre à un exemplaire dans le catalogue de démonstration");
    const streamOpen = page.waitForResponse((response) => response.url().endsWith("/api/events"));
    await page.goto(`${front.origin}/produit/${book.handle}`);
    await expect(page.getByRole("button", { name: "Ajouter au panier", exact: true })).toBeEnabled();
    await streamOpen;

    // Sold on each instance's own address: whichever holds the page's stream hears it (LISTEN/NOTIFY).
    const cartId = await createCart(instances[1]?.api as Instance["api"], book.id);
    const sale = await fetch(`${instances[1]?.shop.url}/commande/${cartId}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
      body: checkoutForm(),
    });
    expect(isOrderConfirmed(sale.status, sale.headers.get("location"))).toBe(true);
    await expect(page.getByText("Rupture de stock")).toBeVisible({ timeout: 15_000 });
  });

  test("an instance stopped with SIGTERM finishes its work and no order through nginx fails", async () => {
    const variants = (await variantsWithStock(instances[0]?.api as Instance["api"], (q) => q >= 2)).slice(0, 12);
    const carts = await Promise.all(
      variants.map((variant) => createCart(instances[0]?.api as Instance["api"], variant.id)),
    );
    const stopping = instances[1] as Instance;
    const outcomes: boolean[] = [];
    let exited: Promise<unknown> | undefined;
    for (const [i, cartId] of carts.entries()) {
      if (i === 3) {
        exited = new Promise((resolve) => stopping.shop.process.once("exit", (code) => resolve(code)));
        stopping.shop.process.kill("SIGTERM");
      }
      outcomes.push(await orderThroughFront(front, certificate, cartId));
      // Spread over the drain and after the exit: nginx must move to the other instance once this one refuses.
      if (i >= 3) await new Promise((resolve) => setTimeout(resolve, 400));
    }
    expect(outcomes).toEqual(carts.map(() => true));
    expect(await exited).toBe(0);
    const orders = await query<{ cart_id: string }>(database.url, "select cart_id from orders");
    expect(orders.map((row) => row.cart_id)).toEqual(expect.arrayContaining(carts));
    instances[1] = await startInstance(stopping.port);
  });
});
