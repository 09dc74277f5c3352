import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseEnv } from "node:util";
import type { BrowserContext, Page } from "@playwright/test";
import { CHECKOUT_MESSAGES } from "../core/checkout/checkout-schema.ts";
import { expect, test } from "./fixtures.ts";
import { CheckoutPage, TYPED_TEST_CARDS } from "./support/checkout-page.ts";
import { browserForTestHosts } from "./support/production-front.ts";
import { freePort, launchShop, type ShopProcess } from "./support/shop-process.ts";

/**
 * Issue 42, item 2: the README's first command gives a shop where a newcomer buys a book with the test card, and a
 * deployment made from deploy/ still refuses it. Both start from the build this test run made, in processes of their
 * own, each on a free port and a data folder of its own that is deleted afterwards.
 */
const ROOT = path.resolve(import.meta.dirname, "..");
const DEPLOYED_HOST = "boutique.test";

test.use(browserForTestHosts([DEPLOYED_HOST]));

/** The first command of the README's first `sh` block. */
function readmeFirstCommand(): string {
  const readme = readFileSync(path.join(ROOT, "README.md"), "utf8");
  const block = /```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? "";
  return block.split("\n").find((line) => line.trim() !== "" && !line.startsWith("#")) ?? "";
}

/** A newcomer's shell: nothing of this test run's environment (NODE_ENV, tokens…), Node 24 first on the PATH. */
function newcomerEnvironment(): NodeJS.ProcessEnv {
  return {
    PATH: `${path.dirname(process.execPath)}:${process.env.PATH ?? "/usr/bin:/bin"}`,
    HOME: process.env.HOME,
    LANG: process.env.LANG ?? "C.UTF-8",
  };
}

/** A visitor's purchase up to the checkout page: the first book on sale of a listing, to the cart, « Procéder au paiement ». */
async function checkoutOfOneBook(page: Page, context: BrowserContext, origin: string): Promise<Page> {
  await page.goto(`${origin}/age/4-6-ans`);
  await page
    .getByRole("button", { name: /^Ajouter au panier : / })
    .first()
    .click();
  await expect(page.getByText("Ajouté au panier")).toBeVisible();
  await page.goto(`${origin}/panier`);
  const checkoutTab = context.waitForEvent("page");
  await page.getByRole("button", { name: "Procéder au paiement" }).click();
  const checkout = await checkoutTab;
  await checkout.waitForLoadState();
  expect(checkout.url().startsWith(`${origin}/commande/`)).toBe(true);
  await expect(checkout.getByRole("heading", { level: 1, name: "Paiement de votre commande" })).toBeVisible();
  return checkout;
}

test.describe("the README's first command", () => {
  test.skip(({ isMobile }) => isMobile, "a server's start-up: one viewport is enough");
  test.describe.configure({ mode: "serial", timeout: 90_000 });

  let shop: ShopProcess | undefined;
  let origin = "";
  let dataDir = "";

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    // Made here, not when the file loads: every worker loads it, and only the one that runs the tests removes it.
    dataDir = mkdtempSync(path.join(tmpdir(), "bouquinerie-e2e-first-command-"));
    const command = readmeFirstCommand();
    // `npm ci && npm run build` already ran for this test run: what is left is the command that starts the shop.
    const prefix = "npm ci && npm run build && ";
    expect(command.startsWith(prefix)).toBe(true);
    expect(command).toMatch(/SITE_URL=http:\/\/localhost:3000 .*npm start$/);
    const port = await freePort();
    origin = `http://localhost:${port}`;
    shop = await launchShop(
      "sh",
      ["-c", command.slice(prefix.length).replaceAll("localhost:3000", `localhost:${port}`)],
      {
        url: origin,
        cwd: ROOT,
        // Port 3000 and ./data may belong to a shop already running here: a free port and a folder of the test's own.
        env: { ...newcomerEnvironment(), PORT: String(port), DATA_DIR: dataDir },
        group: true,
        startMs: 280_000,
      },
    );
  });

  test.afterAll(async () => {
    await shop?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test("says at start-up that it is a demonstration shop taking the test card", () => {
    expect(shop?.output()).toContain("Catalogue de démonstration créé : 3200 livres.");
    expect(shop?.output()).toContain(
      "Boutique de démonstration : le paiement local accepte la carte de test 4242 4242 4242 4242",
    );
  });

  test("a visitor buys a book with the test card, the checkout saying it is a demonstration shop", async ({
    page,
    context,
  }) => {
    const checkout = await checkoutOfOneBook(page, context, origin);
    await expect(checkout.getByRole("note")).toHaveText(CHECKOUT_MESSAGES.testPaymentsNotice);
    const form = new CheckoutPage(checkout);
    await form.fillBuyer();
    await form.pay(TYPED_TEST_CARDS.accepted);
    await expect(checkout.getByRole("heading", { level: 1, name: "Merci pour votre commande !" })).toBeVisible();
    await expect(checkout.getByText(/Votre commande n° \S+ est confirmée/)).toBeVisible();
  });
});

/**
 * The environment systemd gives an instance of deploy/systemd/bouquinerie@.service on `port`: the unit's
 * `Environment=` lines, then its EnvironmentFile (deploy/bouquinerie.env.example), which wins over them.
 */
function deployedEnvironment(port: number): NodeJS.ProcessEnv {
  const unit = readFileSync(path.join(ROOT, "deploy/systemd/bouquinerie@.service"), "utf8").split("\n");
  expect(unit).toContain("EnvironmentFile=/etc/bouquinerie/bouquinerie.env");
  const unitEnvironment = parseEnv(
    unit
      .filter((line) => line.startsWith("Environment="))
      .map((line) => line.slice("Environment=".length).replaceAll("%i", String(port)))
      .join("\n"),
  );
  const envFile = parseEnv(readFileSync(path.join(ROOT, "deploy/bouquinerie.env.example"), "utf8"));
  return { ...unitEnvironment, ...envFile };
}

test.describe("a deployment made from deploy/, its env file and systemd unit as shipped", () => {
  test.skip(({ isMobile }) => isMobile, "a server's start-up: one viewport is enough");
  // Plain HTTP on a public name, where production has HTTPS in front: Chromium says it ignores the COOP header.
  test.use({ expectedConsoleErrors: [/Cross-Origin-Opener-Policy header has been ignored/] });
  test.describe.configure({ mode: "serial", timeout: 60_000 });

  let shop: ShopProcess | undefined;
  let origin = "";
  let dataDir = "";

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dataDir = mkdtempSync(path.join(tmpdir(), "bouquinerie-e2e-deployed-"));
    const unit = readFileSync(path.join(ROOT, "deploy/systemd/bouquinerie@.service"), "utf8");
    expect(unit).toContain("ExecStart=/bin/sh deploy/start-instance.sh /opt/node-24/bin/node");
    const port = await freePort();
    origin = `http://${DEPLOYED_HOST}:${port}`;
    const { DATABASE_URL: _database, SMTP_URL: _mail, ...deployed } = deployedEnvironment(port);
    shop = await launchShop("/bin/sh", ["deploy/start-instance.sh", process.execPath], {
      url: origin,
      cwd: ROOT,
      env: {
        ...newcomerEnvironment(),
        ...deployed,
        // What an operator replaces: the public name (a test host, over HTTP here, no proxy in front), the database
        // (a fresh embedded one) and the mail server (none). The payment settings stay as shipped.
        SITE_URL: origin,
        DATA_DIR: dataDir,
        DEMO_CATALOGUE_SIZE: "60",
      },
      group: true,
    });
  });

  test.afterAll(async () => {
    await shop?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test("says at start-up that the local checkout refuses the test card, and how to open it", () => {
    expect(shop?.output()).toContain(
      "Paiement local fermé : le paiement local refuse la carte de test, aucune commande n'aboutit (LOCAL_TEST_PAYMENTS=false ; LOCAL_TEST_PAYMENTS=true pour une boutique de démonstration).",
    );
    expect(shop?.output()).not.toContain("Boutique de démonstration :");
  });

  test("a visitor reaches the checkout and is told no order can be placed; there is nothing to pay with", async ({
    page,
    context,
  }) => {
    const checkout = await checkoutOfOneBook(page, context, origin);
    await expect(checkout.getByRole("alert")).toHaveText(CHECKOUT_MESSAGES.testPaymentsOff);
    await expect(checkout.getByRole("note")).toHaveCount(0);
    await expect(checkout.getByLabel("Numéro de carte de test", { exact: true })).toHaveCount(0);
  });
});
