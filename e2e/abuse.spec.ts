import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { NEXT_COMMERCE_LIKE_DOCUMENTS } from "../server/commerce/graphql/storefront-documents-elsewhere.ts";
import { PUBLISHED_LOCAL_STOREFRONT_TOKEN } from "../server/config.ts";
import { expect, test } from "./fixtures.ts";
import { type ShopProcess, startShopProcess } from "./support/shop-process.ts";
import { E2E_STOREFRONT_TOKEN, STOREFRONT_API_PATH } from "./support/storefront-token.ts";

/**
 * Issue 20: the public endpoints hold against abuse, on the built shop in production. Server behaviour: one viewport
 * is enough.
 */
const GRAPHQL = STOREFRONT_API_PATH;

function graphql(request: APIRequestContext, query: string, token = E2E_STOREFRONT_TOKEN) {
  return request.post(GRAPHQL, { headers: { "X-Shopify-Storefront-Access-Token": token }, data: { query } });
}

/** A GET with a Host header of our choosing (fetch and Playwright set their own). */
function getWithHost(baseURL: string, host: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ hostname, port, path: "/", headers: { host, accept: "text/html" } }, (response) => {
      let body = "";
      response.on("data", (chunk) => {
        body += String(chunk);
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
    request.end();
  });
}

test.describe("abuse of the public endpoints", () => {
  test.skip(({ isMobile }) => isMobile, "server behaviour: one viewport is enough");

  test("the issue's aliased full pages of descriptions are refused at once, in French", async ({ request }) => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: products(first: 250) { nodes { descriptionHtml } }`);
    const started = Date.now();
    const response = await graphql(request, `{ ${aliases.join(" ")} }`);
    expect(response.status()).toBe(400);
    expect(((await response.json()) as { errors: Array<{ message: string }> }).errors[0]?.message).toContain(
      "trop coûteux",
    );
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  test("Next.js Commerce's documents are answered, not refused as too costly: a book's copies count as they are (issue 43)", async ({
    request,
  }) => {
    for (const [document, variables] of [
      [NEXT_COMMERCE_LIKE_DOCUMENTS.collectionProducts, { handle: "romans" }],
      [NEXT_COMMERCE_LIKE_DOCUMENTS.searchProducts, { query: "loup" }],
      [NEXT_COMMERCE_LIKE_DOCUMENTS.cartWithProducts, { lines: [] }],
    ] as const) {
      const response = await request.post(GRAPHQL, {
        headers: { "X-Shopify-Storefront-Access-Token": E2E_STOREFRONT_TOKEN },
        data: { query: document, variables },
      });
      const body = await response.text();
      expect(response.status(), body.slice(0, 300)).toBe(200);
      expect(body).not.toContain("trop coûteux");
    }
  });

  test("a page size hidden in a variable's default value is refused", async ({ request }) => {
    const response = await graphql(request, "query ($n: Int = 1000) { products(first: $n) { nodes { id } } }");
    expect(response.status()).toBe(400);
  });

  test("an invalid Host header answers 400 with the French page, not a 500", async ({ baseURL }) => {
    const answer = await getWithHost(baseURL as string, "[bad");
    expect(answer.status).toBe(400);
    expect(answer.body).toContain("La requête est invalide.");
  });

  test("the checkout page says plainly that payments are test payments", async ({ page, request }) => {
    const list = await graphql(
      request,
      "{ products(first: 30) { nodes { variants(first: 1) { nodes { id quantityAvailable } } } } }",
    );
    const variants = (
      (await list.json()) as {
        data: { products: { nodes: Array<{ variants: { nodes: Array<{ id: string; quantityAvailable: number }> } }> } };
      }
    ).data.products.nodes.flatMap((product) => product.variants.nodes);
    const variant = variants.find((candidate) => candidate.quantityAvailable >= 2);
    const created = await request.post(GRAPHQL, {
      headers: { "X-Shopify-Storefront-Access-Token": E2E_STOREFRONT_TOKEN },
      data: {
        query: "mutation ($input: CartInput!) { cartCreate(input: $input) { cart { checkoutUrl } } }",
        variables: { input: { lines: [{ merchandiseId: variant?.id, quantity: 1 }] } },
      },
    });
    const checkoutUrl = ((await created.json()) as { data: { cartCreate: { cart: { checkoutUrl: string } } } }).data
      .cartCreate.cart.checkoutUrl;
    await page.goto(checkoutUrl);
    await expect(page.getByRole("note")).toHaveText(
      "Boutique de démonstration : les paiements sont des paiements de test. Aucune carte réelle n'est débitée et aucun livre n'est expédié.",
    );
  });
});

test.describe("a production shop with the published token and no LOCAL_TEST_PAYMENTS", () => {
  test.skip(({ isMobile }) => isMobile, "server behaviour: one viewport is enough");
  test.describe.configure({ mode: "serial" });

  let shop: ShopProcess | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), "bouquinerie-e2e-abuse-"));

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    shop = await startShopProcess({
      DATA_DIR: dataDir,
      DEMO_CATALOGUE_SIZE: "60",
      LOCAL_STOREFRONT_TOKEN: PUBLISHED_LOCAL_STOREFRONT_TOKEN,
      LOCAL_TEST_PAYMENTS: "false",
    });
  });

  test.afterAll(async () => {
    await shop?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("keeps the Storefront endpoint in process: 404 over HTTP in French, pages still served", async ({ request }) => {
    const response = await request.post(`${shop?.url}${GRAPHQL}`, {
      headers: { "X-Shopify-Storefront-Access-Token": PUBLISHED_LOCAL_STOREFRONT_TOKEN },
      data: { query: "{ shop { name } }" },
    });
    expect(response.status()).toBe(404);
    expect(((await response.json()) as { errors: Array<{ message: string }> }).errors[0]?.message).toContain(
      "LOCAL_STOREFRONT_TOKEN",
    );
    expect((await request.get(`${shop?.url}/`)).status()).toBe(200);
    expect(shop?.output()).toContain("le service de commerce local n'est pas ouvert sur HTTP");
    expect(shop?.output()).toContain("le paiement local refuse la carte de test");
  });
});

/**
 * Issue 43: the hostile-visitor audit of the deployed shop, reproduced on a production instance behind a trusted
 * proxy (TRUST_PROXY=loopback), each test as its own visitor address (X-Forwarded-For) so their budgets stay apart.
 */
test.describe("issue 43: the audit's reproductions", () => {
  test.skip(({ isMobile }) => isMobile, "server behaviour: one viewport is enough");
  test.describe.configure({ mode: "serial" });

  let shop: ShopProcess | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), "bouquinerie-e2e-audit-"));

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    shop = await startShopProcess({ DATA_DIR: dataDir, DEMO_CATALOGUE_SIZE: "60", TRUST_PROXY: "loopback" });
  });

  test.afterAll(async () => {
    await shop?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const visitor = (address: string, headers: Record<string, string> = {}) => ({
    "x-forwarded-for": address,
    ...headers,
  });

  test("a withdrawal posted from another site is refused in French and takes none of the form's 20 posts", async ({
    request,
  }) => {
    const form = { "content-type": "application/x-www-form-urlencoded", accept: "text/html" };
    for (let i = 0; i < 25; i++) {
      const refused = await request.post(`${shop?.url}/retractation`, {
        headers: visitor("203.0.113.10", { ...form, origin: "https://evil.example" }),
        data: "orderNumber=BQ-1&email=a%40b.fr&name=A&intent=review",
      });
      expect(refused.status()).toBe(403);
      expect(await refused.text()).toContain("Ce formulaire ne peut être envoyé que depuis les pages de la boutique.");
    }
    const own = await request.post(`${shop?.url}/retractation`, {
      headers: visitor("203.0.113.10", { ...form, origin: shop?.url as string }),
      data: "orderNumber=BQ-1&email=a%40b.fr&name=A&intent=review",
    });
    expect(own.status(), "the visitor's own form still goes through").toBe(404);
  });

  test("a checkout posted as text/plain is refused 415 and takes none of the checkouts of the address", async ({
    request,
  }) => {
    for (let i = 0; i < 25; i++) {
      const refused = await request.post(`${shop?.url}/api/cart/checkout`, {
        headers: visitor("203.0.113.11", { "content-type": "text/plain;charset=UTF-8" }),
        data: JSON.stringify({ lines: [], codes: [] }),
      });
      expect(refused.status()).toBe(415);
    }
    const own = await request.post(`${shop?.url}/api/cart/checkout`, {
      headers: visitor("203.0.113.11", { "content-type": "application/json" }),
      data: JSON.stringify({ lines: [], codes: [] }),
    });
    expect(own.status()).not.toBe(429);
  });

  test("a cross-origin post to a page is a quiet French 403: no error line in the shop's log", async ({ request }) => {
    const before = shop?.output().length ?? 0;
    for (const page of ["/faq", "/", "/produit/inconnu", "/contact"]) {
      const refused = await request.post(`${shop?.url}${page}`, {
        headers: visitor("203.0.113.12", {
          "content-type": "application/x-www-form-urlencoded",
          origin: "https://evil.example",
          accept: "text/html",
        }),
        data: "x=1",
      });
      expect(refused.status(), page).toBe(403);
    }
    expect(shop?.output().slice(before)).not.toMatch(/\[ssr\]|Error/);
  });

  test("TRACE / straight to an instance answers 405, not 500", async () => {
    const { hostname, port } = new URL(shop?.url as string);
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest({ hostname, port, method: "TRACE", path: "/" }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on("error", reject);
      request.end();
    });
    expect(status).toBe(405);
  });
});
