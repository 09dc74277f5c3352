import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures.ts";
import { type ShopProcess, startShopProcess } from "./support/shop-process.ts";

/**
 * Issue 8: an unexpected failure answers the shop's French error page with status 500, with no stack trace nor
 * internal message, and is logged once with the path and the request id. The failure here is real: a shop in
 * Shopify mode whose store cannot be reached.
 */
test.describe("unexpected errors", () => {
  test.skip(({ isMobile }) => isMobile, "server behaviour: one viewport is enough");
  test.describe.configure({ mode: "serial" });
  test.use({ expectedConsoleErrors: [/status of 500/] });

  let shop: ShopProcess | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), "bouquinerie-e2e-errors-"));

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    shop = await startShopProcess({
      DATA_DIR: dataDir,
      SHOPIFY_STORE_DOMAIN: "boutique-injoignable.invalid",
      SHOPIFY_STOREFRONT_TOKEN: "jeton-de-test",
    });
  });

  test.afterAll(async () => {
    await shop?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("the shop starts even when its store cannot be read, and says why in its log", async ({ page }) => {
    expect(shop?.output()).toContain("[catalogue] lecture du catalogue impossible");
    const response = await page.goto(`${shop?.url}/`);
    expect(response?.status()).toBe(200);
  });

  test("a failing page answers 500 with the French error page, and the log names its path and request id once", async ({
    page,
  }) => {
    const response = await page.goto(`${shop?.url}/produit/le-petit-prince`);
    expect(response?.status()).toBe(500);
    await expect(page.getByRole("heading", { level: 1, name: "Oups !" })).toBeVisible();
    await expect(
      page.getByText("Une erreur inattendue est survenue. Veuillez réessayer dans un instant."),
    ).toBeVisible();
    const body = (await response?.text()) ?? "";
    for (const leak of ["boutique-injoignable", "fetch failed", "ENOTFOUND", "    at ", "node_modules"]) {
      expect(body, `la page ne doit pas contenir « ${leak} »`).not.toContain(leak);
    }
    const requestId = response?.headers()["x-request-id"] ?? "";
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const mentions = () => (shop?.output() ?? "").split(`(requête ${requestId})`).length - 1;
    await expect.poll(mentions).toBe(1);
    expect(shop?.output()).toContain(`[ssr] GET /produit/le-petit-prince (requête ${requestId})`);
  });

  test("a failing API route answers 500 with the French JSON message, logged once with its path and request id", async ({
    request,
  }) => {
    const response = await request.get(`${shop?.url}/api/product?handle=le-petit-prince`);
    expect(response.status()).toBe(500);
    expect(await response.json()).toEqual({
      error: "Une erreur inattendue est survenue. Veuillez réessayer dans un instant.",
    });
    const requestId = response.headers()["x-request-id"] ?? "";
    const mentions = () => (shop?.output() ?? "").split(`(requête ${requestId})`).length - 1;
    await expect.poll(mentions).toBe(1);
    expect(shop?.output()).toContain(`[ssr] GET /api/product (requête ${requestId})`);
  });

  test("a browser opening that API route gets the French error page, not React Router's English text", async ({
    page,
  }) => {
    const response = await page.goto(`${shop?.url}/api/product?handle=le-petit-prince`);
    expect(response?.status()).toBe(500);
    await expect(page.getByRole("heading", { level: 1, name: "Oups !" })).toBeVisible();
    expect(await response?.text()).not.toContain("Unexpected Server Error");
  });
});
