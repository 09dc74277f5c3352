import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { checkOut, createCart, type StockedVariant } from "./local-commerce.ts";
import type { FrontOptions, ProxyFront, TestCertificate } from "./production-front.ts";
import { orderThroughFront, testCertificate } from "./production-front.ts";
import { freePort, type ShopProcess, startShopProcess } from "./shop-process.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";

export type DeployedInstance = { shop: ShopProcess; port: number; api: { baseUrl: string; token: string } };

/** What a describe's tests reach once its beforeAll has run. */
export type DeployedShop = {
  database: TestDatabase;
  certificate: TestCertificate;
  front: ProxyFront;
  instances: DeployedInstance[];
  /** One more instance on the same database and settings (a restart, an extra process). */
  startInstance(port: number): Promise<DeployedInstance>;
};

/**
 * The shop as the README deploys it, for the tests of the describe this is called in: two production instances on a
 * fresh PostgreSQL database, behind `startFront` (Caddy or nginx, as shipped in deploy/) terminating TLS for `host`.
 */
export function deployedShop(options: {
  databaseUrl: string;
  databasePrefix: string;
  host: string;
  token: string;
  drainSeconds: number;
  startFront(options: FrontOptions): Promise<ProxyFront>;
}): DeployedShop {
  const deployed = { instances: [] as DeployedInstance[] } as DeployedShop;
  let dir = "";
  let env: Record<string, string> = {};
  deployed.startInstance = async (port) => {
    const shop = await startShopProcess(env, { port });
    return { shop, port, api: { baseUrl: shop.url, token: options.token } };
  };

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    dir = mkdtempSync(path.join(tmpdir(), `${options.databasePrefix}-`));
    deployed.certificate = testCertificate(dir, [options.host]);
    deployed.database = await createTestDatabase(options.databaseUrl, options.databasePrefix);
    const [proxyPort, firstPort, secondPort] = [await freePort(), await freePort(), await freePort()];
    env = {
      DATABASE_URL: deployed.database.url,
      SITE_URL: `https://${options.host}:${proxyPort}`,
      TRUST_PROXY: "loopback",
      DEMO_CATALOGUE_SIZE: "120",
      LOCAL_STOREFRONT_TOKEN: options.token,
      SHUTDOWN_DRAIN_SECONDS: String(options.drainSeconds),
      SHUTDOWN_GRACE_SECONDS: "10",
    };
    // One after the other: the first seeds the demo catalogue, the second finds it.
    deployed.instances.push(await deployed.startInstance(firstPort));
    deployed.instances.push(await deployed.startInstance(secondPort));
    deployed.front = await options.startFront({
      dir,
      host: options.host,
      port: proxyPort,
      certificate: deployed.certificate,
      shopRoot: path.resolve(import.meta.dirname, "../../build/client"),
      upstreams: [`127.0.0.1:${firstPort}`, `127.0.0.1:${secondPort}`],
    });
  });

  test.afterAll(async () => {
    await deployed.front?.stop();
    for (const instance of deployed.instances) await instance.shop.stop();
    await deployed.database?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  return deployed;
}

/** `url` loaded through the front: 200, over HTTP/2, in the shop's own zstd (the front passed it as it is), HSTS. */
export async function expectPageOverHttp2InZstd(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  expect(await response?.headerValue("content-encoding")).toBe("zstd");
  expect(await response?.headerValue("strict-transport-security")).toContain("max-age=");
  const protocol = await page.evaluate(
    () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).nextHopProtocol,
  );
  expect(protocol).toBe("h2");
}

/** The path of the first hashed asset (script or stylesheet) the page loads. */
export async function firstAssetPath(page: Page): Promise<string> {
  return (await page
    .locator('script[src^="/assets/"], link[href^="/assets/"]')
    .first()
    .evaluate((element) => element.getAttribute("src") ?? element.getAttribute("href"))) as string;
}

/** The contact form filled and sent in the browser, through whatever `origin` is; the confirmation shown. */
export async function sendContactMessage(page: Page, origin: string, subject: string): Promise<void> {
  await page.goto(`${origin}/contact`);
  await expect(page.getByRole("form", { name: "Envoyez-nous un message" })).toHaveAttribute("data-enhanced", "true");
  await page.getByRole("textbox", { name: "Nom", exact: true }).fill("Camille Martin");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("camille@exemple.fr");
  await page.getByRole("textbox", { name: "Sujet", exact: true }).fill(subject);
  await page.getByRole("textbox", { name: "Message", exact: true }).fill("Livrez-vous en Belgique ?");
  await page.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(page.getByText("Message envoyé")).toBeVisible();
}

/** The last copy of `book` sold on `seller` directly, as another buyer's checkout would. */
export async function sellDirectly(seller: DeployedInstance, book: StockedVariant): Promise<void> {
  const cartId = await createCart(seller.api, book.id);
  expect(await checkOut(seller.shop.url, cartId)).toBe(true);
}

/**
 * Each cart checked out through the front, one after the other, `stopping` sent SIGTERM before the fourth; `pauseMs`
 * between the later ones spreads them over its drain and after its exit. Whether each order was placed, and its exit code.
 */
export async function ordersWhileStopping(
  deployed: DeployedShop,
  stopping: DeployedInstance,
  carts: string[],
  pauseMs = 0,
): Promise<{ outcomes: boolean[]; exitCode: unknown }> {
  const outcomes: boolean[] = [];
  let exited: Promise<unknown> = Promise.resolve(undefined);
  for (const [i, cartId] of carts.entries()) {
    if (i === 3) {
      exited = new Promise((resolve) => stopping.shop.process.once("exit", (code) => resolve(code)));
      stopping.shop.process.kill("SIGTERM");
    }
    outcomes.push(await orderThroughFront(deployed.front, deployed.certificate, cartId));
    if (i >= 3 && pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  return { outcomes, exitCode: await exited };
}
