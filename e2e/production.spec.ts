import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import {
  type DeployedInstance,
  deployedShop,
  expectPageOverHttp2InZstd,
  firstAssetPath,
  ordersWhileStopping,
  sellDirectly,
  sendContactMessage,
} from "./support/deployed-shop.ts";
import {
  checkoutForm,
  contactForm,
  createCart,
  isOrderConfirmed,
  type StockedVariant,
  variantsWithStock,
} from "./support/local-commerce.ts";
import { browserForTestHosts, httpsSend, orderThroughFront, startCaddyFront } from "./support/production-front.ts";
import { favouriteAssistantPromoAndPayment } from "./support/shop-journey.ts";
import { freePort } from "./support/shop-process.ts";
import { holdRowLocks, query } from "./support/test-database.ts";

/**
 * Issue 19: the shop as the README deploys it — Caddy (deploy/caddy/bouquinerie.caddy, as shipped) terminating TLS
 * for a public name, HTTP/2, two instances on one PostgreSQL database — driven in Chromium over HTTPS.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const HOST = "boutique.test";
const TOKEN = "jeton-storefront-e2e-production";

test.use(browserForTestHosts([HOST]));

type Instance = DeployedInstance;

test.describe("the shop as deployed: HTTPS behind Caddy, two instances on PostgreSQL", () => {
  test.skip(!serverUrl, "needs a PostgreSQL server (TEST_DATABASE_URL)");
  test.skip(({ isMobile }) => isMobile, "deployment behaviour: one viewport is enough");
  test.describe.configure({ mode: "serial", timeout: 120_000 });

  const deployed = deployedShop({
    databaseUrl: serverUrl as string,
    databasePrefix: "bouquinerie_prod",
    host: HOST,
    token: TOKEN,
    drainSeconds: 3,
    startFront: startCaddyFront,
  });
  const { instances } = deployed;
  const startInstance = deployed.startInstance;

  /** Checkouts of one copy each, submitted through the proxy as the buyer's browser would. */
  function orderThroughProxy(cartId: string): Promise<boolean> {
    return orderThroughFront(deployed.front, deployed.certificate, cartId);
  }

  async function cartsFor(variants: StockedVariant[]): Promise<string[]> {
    const api = instances[0]?.api ?? instances[1]?.api;
    if (!api) throw new Error("aucune instance");
    return Promise.all(variants.map((variant) => createCart(api, variant.id)));
  }

  async function health(instance: Instance): Promise<{ statut: string; flux: number }> {
    return (await (await fetch(`${instance.shop.url}/healthz`)).json()) as { statut: string; flux: number };
  }

  test("pages over HTTPS and HTTP/2 in zstd, covers as paths that load, assets precompressed from disk, HSTS", async ({
    page,
  }) => {
    const [book] = await variantsWithStock(instances[0]?.api as Instance["api"], (quantity) => quantity > 0);
    // The shop's own zstd passes Caddy untouched, and the browser reads it.
    await expectPageOverHttp2InZstd(page, `${deployed.front.origin}/produit/${book?.handle}`);

    const cover = page.locator('img[src^="/api/covers/"]').first();
    await expect(cover).toBeVisible();
    await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    const coverAnswer = await httpsSend(
      deployed.front.origin,
      (await cover.getAttribute("src")) as string,
      deployed.certificate.pem,
    );
    expect(coverAnswer.headers["cross-origin-resource-policy"]).toBe("cross-origin");

    const script = await firstAssetPath(page);
    for (const encoding of ["br", "gzip"]) {
      const asset = await httpsSend(deployed.front.origin, script, deployed.certificate.pem, {
        headers: { "accept-encoding": encoding },
      });
      expect(asset.status).toBe(200);
      expect(asset.headers["content-encoding"]).toBe(encoding);
      expect(asset.headers["cache-control"]).toContain("immutable");
      // Caddy answered from disk, not the shop: the shop's responses carry a request id.
      expect(asset.headers["x-request-id"]).toBeUndefined();
    }
    expect((await httpsSend(deployed.front.origin, "/healthz", deployed.certificate.pem)).status).toBe(200);
  });

  test("keeps a favourite, asks the assistant, applies a promo code and buys a book with the test card, paying on the shop's public name", async ({
    page,
    context,
  }) => {
    const [book] = await variantsWithStock(instances[0]?.api as Instance["api"], (quantity) => quantity >= 3);
    if (!book) throw new Error("aucun livre à trois exemplaires");
    await favouriteAssistantPromoAndPayment(page, context, deployed.front.origin, book);
  });

  test("sends a contact message; a TLS front that rewrites Host still gets the form accepted", async ({ page }) => {
    const marker = randomBytes(4).toString("hex");
    await sendContactMessage(page, deployed.front.origin, `Production ${marker}`);

    // A plain TLS terminator: Host is the instance's own address, no X-Forwarded-*, Origin the public one.
    const direct = await fetch(`${instances[1]?.shop.url}/contact`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        accept: "text/html",
        origin: deployed.front.origin,
      },
      body: contactForm(`Terminaison TLS ${marker}`),
    });
    expect(direct.status).toBe(200);
    const stored = await query<{ subject: string }>(deployed.database.url, "select subject from contact_messages");
    expect(stored.map((row) => row.subject)).toEqual(
      expect.arrayContaining([`Production ${marker}`, `Terminaison TLS ${marker}`]),
    );
  });

  test("a sale on one instance reaches a page open through the proxy on the other, by its event stream", async ({
    page,
  }) => {
    const [book] = await variantsWithStock(instances[0]?.api as Instance["api"], (quantity) => quantity === 1);
    if (!book) throw new Error("aucun livre à un exemplaire dans le catalogue de démonstration");
    await openWithItsStream(page, book);

    // The instance holding this page's stream, from the health checks; the sale goes to the other one.
    const holder = await streamHolder();
    const seller = instances.find((instance) => instance !== holder) as Instance;
    await sellDirectly(seller, book);
    await expect(page.getByText("Rupture de stock")).toBeVisible({ timeout: 15_000 });
  });

  /** `book`'s page through the proxy, once its event stream is open. */
  async function openWithItsStream(page: Page, book: StockedVariant): Promise<void> {
    const streamOpen = page.waitForResponse((response) => response.url().endsWith("/api/events"));
    await page.goto(`${deployed.front.origin}/produit/${book.handle}`);
    await expect(page.getByRole("button", { name: "Ajouter au panier", exact: true })).toBeEnabled();
    await streamOpen;
  }

  /** The one instance holding the page's event stream, once the health checks show exactly one open. */
  async function streamHolder(among: Instance[] = instances): Promise<Instance> {
    let holder: Instance | undefined;
    await expect
      .poll(
        async () => {
          const counts = await Promise.all(among.map(health));
          const open = among.filter((_, i) => counts[i]?.flux === 1);
          holder = open.length === 1 && counts.every((count) => count.flux <= 1) ? open[0] : undefined;
          return holder !== undefined;
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    return holder as Instance;
  }

  test("an instance stopped with SIGTERM finishes its work and no request through the proxy fails", async () => {
    const variants = (await variantsWithStock(instances[0]?.api as Instance["api"], (q) => q >= 2)).slice(0, 10);
    const carts = await cartsFor(variants);
    const stopping = instances[1] as Instance;
    const { outcomes, exitCode } = await ordersWhileStopping(deployed, stopping, carts);
    expect(outcomes).toEqual(carts.map(() => true));
    expect(exitCode).toBe(0);
    expect(stopping.shop.output()).not.toMatch(/Error|erreur inattendue/i);
    const orders = await query<{ cart_id: string }>(deployed.database.url, "select cart_id from orders");
    expect(orders.map((row) => row.cart_id)).toEqual(expect.arrayContaining(carts));
    // Back in the rotation for the next test.
    instances[1] = await startInstance(stopping.port);
  });

  test("Ctrl-C at a terminal (SIGINT) stops an instance at once: the drain is for a supervisor's SIGTERM", async () => {
    const extra = await startInstance(await freePort());
    const exited = new Promise((resolve) =>
      extra.shop.process.once("exit", (code, signal) => resolve({ code, signal })),
    );
    const started = performance.now();
    extra.shop.process.kill("SIGINT");
    expect(await exited, extra.shop.output()).toEqual({ code: 0, signal: null });
    // SHUTDOWN_DRAIN_SECONDS is 3 here: a SIGTERM would keep it serving that long.
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  test("an order in flight when SIGTERM arrives is answered and stored before the instance exits", async () => {
    const stopping = instances[1] as Instance;
    const [variant] = (await variantsWithStock(stopping.api, (quantity) => quantity >= 2)).slice(10);
    if (!variant) throw new Error("aucun livre à deux exemplaires de plus");
    const cartId = await createCart(stopping.api, variant.id);
    // The cart's row lock, taken by the order's transaction, is held here: the order waits for it, mid-request.
    const release = await holdRowLocks(deployed.database.url, "select id from carts where id = $1 for update", [
      cartId,
    ]);
    let order: Promise<Response> | undefined;
    try {
      order = fetch(`${stopping.shop.url}/commande/${cartId}`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
        body: checkoutForm(),
      });
      await expect
        .poll(async () => {
          const waiting = await query<{ count: number }>(
            deployed.database.url,
            "select count(*)::int as count from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
          );
          return waiting[0]?.count;
        })
        .toBe(1);

      const exited = new Promise((resolve) => stopping.shop.process.once("exit", (code) => resolve(code)));
      stopping.shop.process.kill("SIGTERM");
      // The drain passes and the instance stops listening, the order still waiting on its lock.
      await expect
        .poll(
          () =>
            fetch(`${stopping.shop.url}/healthz`).then(
              () => "écoute",
              () => "fermée",
            ),
          { timeout: 15_000 },
        )
        .toBe("fermée");
      await release();
      const answer = await order;
      expect(isOrderConfirmed(answer.status, answer.headers.get("location"))).toBe(true);
      expect(await exited).toBe(0);
    } finally {
      await release();
      await order?.catch(() => {});
    }
    const stored = await query<{ count: number }>(
      deployed.database.url,
      "select count(*)::int as count from orders where cart_id = $1",
      [cartId],
    );
    expect(stored[0]?.count).toBe(1);
    instances[1] = await startInstance(stopping.port);
  });

  test("a page whose event stream was on an instance stopped with SIGTERM reconnects through the proxy and still hears a sale", async ({
    page,
  }) => {
    const [book] = await variantsWithStock(instances[0]?.api as Instance["api"], (quantity) => quantity === 1);
    if (!book) throw new Error("aucun livre à un exemplaire dans le catalogue de démonstration");
    await openWithItsStream(page, book);

    const stopping = await streamHolder();
    const index = instances.indexOf(stopping);
    const survivor = instances.find((instance) => instance !== stopping) as Instance;
    const exited = new Promise((resolve) => stopping.shop.process.once("exit", (code) => resolve(code)));
    stopping.shop.process.kill("SIGTERM");
    expect(await exited).toBe(0);
    // The browser's EventSource opens a new stream through the proxy, which sends it to the survivor.
    expect(await streamHolder([survivor])).toBe(survivor);
    await sellDirectly(survivor, book);
    await expect(page.getByText("Rupture de stock")).toBeVisible({ timeout: 15_000 });
    instances[index] = await startInstance(stopping.port);
  });

  test("an instance killed mid-way: the shop answers through the other, no acknowledged order or message lost", async () => {
    const variants = (await variantsWithStock(instances[1]?.api as Instance["api"], (q) => q >= 1)).slice(-12);
    const carts = await cartsFor(variants);
    const killed = instances[0] as Instance;
    const marker = randomBytes(4).toString("hex");
    type Outcome = { kind: "order" | "message"; key: string; ok: boolean; afterKill: boolean };
    let killedAt = 0;
    const sendMessage = async (subject: string): Promise<boolean> => {
      try {
        const answer = await httpsSend(deployed.front.origin, "/contact", deployed.certificate.pem, {
          method: "POST",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            accept: "text/html",
            origin: deployed.front.origin,
          },
          body: contactForm(subject),
        });
        return answer.status === 200;
      } catch {
        return false;
      }
    };
    const pending: Array<Promise<Outcome>> = carts.map(async (cartId, i) => {
      await new Promise((resolve) => setTimeout(resolve, i * 300));
      const afterKill = killedAt > 0 && Date.now() - killedAt > 1_500;
      return { kind: "order" as const, key: cartId, ok: await orderThroughProxy(cartId), afterKill };
    });
    for (let i = 0; i < 4; i++) {
      const subject = `Panne ${marker} ${i}`;
      pending.push(
        (async () => {
          await new Promise((resolve) => setTimeout(resolve, i * 400));
          return { kind: "message", key: subject, ok: await sendMessage(subject), afterKill: false };
        })(),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    killed.shop.process.kill("SIGKILL");
    killedAt = Date.now();
    const outcomes = await Promise.all(pending);

    const orders = new Set(
      (await query<{ cart_id: string }>(deployed.database.url, "select cart_id from orders")).map((row) => row.cart_id),
    );
    const messages = new Set(
      (await query<{ subject: string }>(deployed.database.url, "select subject from contact_messages")).map(
        (row) => row.subject,
      ),
    );
    const acknowledged = outcomes.filter((outcome) => outcome.ok);
    test.info().annotations.push({
      type: "instance tuée",
      description: `${acknowledged.length} demandes abouties sur ${outcomes.length}`,
    });
    const lost = acknowledged.filter((outcome) =>
      outcome.kind === "order" ? !orders.has(outcome.key) : !messages.has(outcome.key),
    );
    expect(lost).toEqual([]);
    const late = outcomes.filter((outcome) => outcome.afterKill);
    expect(late.length).toBeGreaterThan(0);
    expect(late.filter((outcome) => !outcome.ok)).toEqual([]);
    const home = await httpsSend(deployed.front.origin, "/", deployed.certificate.pem);
    expect(home.status).toBe(200);
    expect(home.body).toContain("<h1");
  });
});
