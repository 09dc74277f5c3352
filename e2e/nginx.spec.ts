import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { AGENT_MESSAGES } from "../core/messages/agents.ts";
import { expect, test } from "./fixtures.ts";
import { agentBuysABook, connectAgent, fetchThrough } from "./support/agent-client.ts";
import {
  type DeployedInstance,
  deployedShop,
  expectPageOverHttp2InZstd,
  firstAssetPath,
  ordersWhileStopping,
  sellDirectly,
  sendContactMessage,
} from "./support/deployed-shop.ts";
import { createCart, variantsWithStock } from "./support/local-commerce.ts";
import { browserForTestHosts, httpsSend, startNginxFront } from "./support/production-front.ts";
import { favouriteAssistantPromoAndPayment, payAsGift } from "./support/shop-journey.ts";
import { query } from "./support/test-database.ts";

/**
 * The shop behind nginx rather than Caddy (README, step 5): deploy/nginx/bouquinerie-locations.conf as shipped,
 * terminating TLS for a public name over HTTP/2, two instances on one PostgreSQL database, driven in Chromium.
 * nginx has no active health check: what keeps a visit off a stopped instance is its refused connection.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const HOST = "magasin.test";
const TOKEN = "jeton-storefront-e2e-nginx";
const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const REPOSITORY = path.resolve(import.meta.dirname, "..");
const SITE_FILE = path.join(REPOSITORY, "deploy/nginx/bouquinerie.conf");

test.use(browserForTestHosts([HOST]));

type Instance = DeployedInstance;

test.describe("the shop as deployed behind nginx: HTTPS, HTTP/2, two instances on PostgreSQL", () => {
  test.skip(!serverUrl, "needs a PostgreSQL server (TEST_DATABASE_URL)");
  test.skip(!existsSync(NGINX), "needs nginx (apt install nginx, as .ci/run does)");
  test.skip(({ isMobile }) => isMobile, "deployment behaviour: one viewport is enough");
  test.describe.configure({ mode: "serial", timeout: 120_000 });

  const deployed = deployedShop({
    databaseUrl: serverUrl as string,
    databasePrefix: "bouquinerie_nginx",
    host: HOST,
    token: TOKEN,
    drainSeconds: 2,
    startFront: startNginxFront,
  });
  const { instances } = deployed;

  test("pages over HTTPS and HTTP/2 in the shop's zstd, assets precompressed from disk, HSTS", async ({ page }) => {
    const [book] = await variantsWithStock(instances[0]?.api as Instance["api"], (quantity) => quantity > 0);
    // nginx's gzip filter leaves the shop's zstd as it is, and the browser reads it.
    await expectPageOverHttp2InZstd(page, `${deployed.front.origin}/produit/${book?.handle}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(book?.title ?? "");

    const script = await firstAssetPath(page);
    const asset = await httpsSend(deployed.front.origin, script, deployed.certificate.pem, {
      headers: { "accept-encoding": "gzip, deflate, br, zstd" },
    });
    expect(asset.status).toBe(200);
    expect(asset.headers["content-encoding"]).toBe("gzip");
    expect(asset.headers["cache-control"]).toContain("immutable");
    // nginx answered from disk, not the shop: the shop's responses carry a request id.
    expect(asset.headers["x-request-id"]).toBeUndefined();
    expect((await httpsSend(deployed.front.origin, "/assets/absent-0000.js", deployed.certificate.pem)).status).toBe(
      404,
    );
    expect((await httpsSend(deployed.front.origin, "/healthz", deployed.certificate.pem)).status).toBe(200);
  });

  test("the shipped site file, with a host's paths filled in, passes nginx's own check (nginx -t)", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "bouquinerie-nginx-site-"));
    try {
      // What an operator edits: the certificate's paths and where the shop lives (README, step 2).
      const site = readFileSync(SITE_FILE, "utf8")
        .replaceAll("/etc/letsencrypt/live/votre-domaine.fr/fullchain.pem", deployed.certificate.certPath)
        .replaceAll("/etc/letsencrypt/live/votre-domaine.fr/privkey.pem", deployed.certificate.keyPath)
        .replaceAll("/srv/bouquinerie/", `${REPOSITORY}/`);
      writeFileSync(path.join(dir, "bouquinerie.conf"), site);
      const config = path.join(dir, "nginx.conf");
      // Debian's /etc/nginx/nginx.conf, as far as a site file sees it: the http context, MIME types, gzip.
      writeFileSync(
        config,
        `events {}\nhttp {\n\tinclude /etc/nginx/mime.types;\n\tgzip on;\n\tinclude ${path.join(dir, "bouquinerie.conf")};\n}\n`,
      );
      const check = spawnSync(NGINX, ["-t", "-c", config, "-e", path.join(dir, "error.log")], { encoding: "utf8" });
      expect(check.status, check.stderr).toBe(0);
      expect(check.stderr).toContain("test is successful");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("keeps a favourite, asks the assistant, applies a promo code and buys a book with the test card", async ({
    page,
    context,
  }) => {
    const [book] = await variantsWithStock(instances[0]?.api as Instance["api"], (quantity) => quantity >= 3);
    if (!book) throw new Error("aucun livre à trois exemplaires");
    await favouriteAssistantPromoAndPayment(page, context, deployed.front.origin, book);
  });

  test("a shopping agent finds the profile, llms.txt and Markdown pages, and buys through nginx; its cart answers on both instances", async ({
    page,
    request,
  }) => {
    const origin = deployed.front.origin;
    const profile = await request.get(`${origin}/.well-known/ucp`);
    expect(profile.headers()["cache-control"]).toContain("public");
    expect((await profile.json()).ucp.services["dev.ucp.shopping"][0].endpoint).toBe(`${origin}/api/ucp/mcp`);
    // What an agent reads besides the protocol, through the front: /llms.txt and a page in Markdown, kept apart from
    // the HTML a browser gets at the same address (Vary: Accept).
    const llms = await httpsSend(origin, "/llms.txt", deployed.certificate.pem);
    expect(llms.status).toBe(200);
    expect(llms.body).toContain("/.well-known/ucp");
    const [book] = await variantsWithStock(instances[0]?.api as Instance["api"], (quantity) => quantity > 0);
    for (const accept of ["text/markdown", "text/html"]) {
      const answer = await httpsSend(origin, `/produit/${book?.handle}`, deployed.certificate.pem, {
        headers: { accept },
      });
      expect(answer.status).toBe(200);
      expect(answer.headers["content-type"]).toContain(accept);
      expect(String(answer.headers.vary)).toMatch(/\baccept\b/i);
      if (accept === "text/markdown") {
        expect(answer.body.startsWith("# ")).toBe(true);
        // Its links are absolute on the shop's public name, as SITE_URL gives it.
        expect(answer.body).toContain(`(${origin}/produit/${book?.handle}`);
      }
    }
    const agent = await connectAgent(origin, { fetch: fetchThrough(request) });
    try {
      const continueUrl = await agentBuysABook(page, agent);
      expect(continueUrl.startsWith(`${origin}/commande/`)).toBe(true);
    } finally {
      await agent.close();
    }
  });

  test("an agent looping past its budget is refused by nginx itself, in JSON-RPC and in French", async () => {
    const call = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list", params: {} });
    const answers = [];
    // The shop's router takes the endpoint in any case and with a trailing slash: so does nginx's budget.
    const paths = ["/api/ucp/mcp", "/API/UCP/MCP", "/api/ucp/mcp/"];
    for (let i = 0; i < 30; i++) {
      const path = paths[i % paths.length] ?? "/api/ucp/mcp";
      const answer = await httpsSend(deployed.front.origin, path, deployed.certificate.pem, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
        body: call,
      });
      answers.push({ ...answer, path });
    }
    const served = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(served.length + refused.length).toBe(30);
    // The shop answered what the burst allowed (its answers carry a request id; the previous test's calls spent some
    // of it); nginx, the rest, without reaching it.
    expect(served.length).toBeGreaterThan(0);
    expect(served[0]?.headers["x-request-id"]).toBeDefined();
    expect(refused.length).toBeGreaterThan(0);
    expect(new Set(refused.map((answer) => answer.path))).toEqual(new Set(paths));
    for (const answer of refused) {
      expect(answer.headers["x-request-id"]).toBeUndefined();
      expect(answer.headers["content-type"]).toContain("application/json");
      expect(answer.headers["retry-after"]).toBe("60");
      expect(JSON.parse(answer.body)).toEqual({
        jsonrpc: "2.0",
        error: { code: -32000, message: AGENT_MESSAGES.tooManyRequests, data: { retry_after: 60 } },
        id: null,
      });
    }
  });

  test("sends a contact message through nginx, stored once it is acknowledged", async ({ page }) => {
    const marker = randomBytes(4).toString("hex");
    await sendContactMessage(page, deployed.front.origin, `nginx ${marker}`);
    const stored = await query<{ subject: string }>(deployed.database.url, "select subject from contact_messages");
    expect(stored.map((row) => row.subject)).toContain(`nginx ${marker}`);
  });

  test("a list shared through nginx opens on both instances; a family member buys from it as a gift, its message stored with the order", async ({
    page,
    browser,
  }) => {
    const [book] = await variantsWithStock(instances[0]?.api as Instance["api"], (quantity) => quantity >= 3);
    if (!book) throw new Error("aucun livre à trois exemplaires");
    const origin = deployed.front.origin;
    await page.goto(`${origin}/produit/${book.handle}`);
    await page
      .getByRole("button", { name: `Ajouter ${book.title} aux favoris` })
      .first()
      .click();
    await expect(page.getByText("Ajouté aux favoris")).toBeVisible();
    await page.goto(`${origin}/favoris`);
    await page.getByLabel("Titre de la liste (facultatif)").fill("Noël de Léa (nginx)");
    await page.getByRole("button", { name: "Partager ma liste" }).click();
    const link = await page.getByLabel("Lien de votre liste").inputValue();
    const path = new URL(link).pathname;
    expect(link.startsWith(`${origin}/liste/`)).toBe(true);

    // Stored in PostgreSQL: each instance answers the link itself, whichever one created it.
    for (const instance of instances) {
      const answer = await fetch(`${instance.shop.url}${path}`);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain("Noël de Léa (nginx)");
    }

    // The browser already maps the test host; another context is another visitor with an empty cart.
    const family = await browser.newContext({ ignoreHTTPSErrors: true });
    const visitor = await family.newPage();
    await visitor.goto(link);
    await visitor.getByRole("button", { name: `Ajouter au panier : ${book.title}` }).click();
    await expect(visitor.getByText("Ajouté au panier").first()).toBeVisible();
    const message = `Pour Léa, de la part de Mamie ${randomBytes(3).toString("hex")}`;
    await payAsGift(visitor, family, { shop: origin, checkout: origin }, message);
    const stored = await query<{ note: string; attributes: Array<{ key: string; value: string }> }>(
      deployed.database.url,
      "select note, attributes from orders where note = $1",
      [message],
    );
    expect(stored).toEqual([
      {
        note: message,
        attributes: [
          { key: "C'est pour offrir", value: "Oui" },
          { key: "Ne pas mettre le prix dans le colis", value: "Oui" },
        ],
      },
    ]);
    await family.close();
  });

  test("a sale reaches a page open through nginx by its event stream", async ({ page }) => {
    const [book] = await variantsWithStock(instances[0]?.api as Instance["api"], (quantity) => quantity === 1);
    if (!book) throw new Error("aucun livre à un exemplaire dans le catalogue de démonstration");
    const streamOpen = page.waitForResponse((response) => response.url().endsWith("/api/events"));
    await page.goto(`${deployed.front.origin}/produit/${book.handle}`);
    await expect(page.getByRole("button", { name: "Ajouter au panier", exact: true })).toBeEnabled();
    await streamOpen;

    // Sold on each instance's own address: whichever holds the page's stream hears it (LISTEN/NOTIFY).
    await sellDirectly(instances[1] as Instance, book);
    await expect(page.getByText("Rupture de stock")).toBeVisible({ timeout: 15_000 });
  });

  test("an instance stopped with SIGTERM finishes its work and no order through nginx fails", async () => {
    const variants = (await variantsWithStock(instances[0]?.api as Instance["api"], (q) => q >= 2)).slice(0, 12);
    const carts = await Promise.all(
      variants.map((variant) => createCart(instances[0]?.api as Instance["api"], variant.id)),
    );
    const stopping = instances[1] as Instance;
    // Spread over the drain and after the exit: nginx must move to the other instance once this one refuses.
    const { outcomes, exitCode } = await ordersWhileStopping(deployed, stopping, carts, 400);
    expect(outcomes).toEqual(carts.map(() => true));
    expect(exitCode).toBe(0);
    const orders = await query<{ cart_id: string }>(deployed.database.url, "select cart_id from orders");
    expect(orders.map((row) => row.cart_id)).toEqual(expect.arrayContaining(carts));
    instances[1] = await deployed.startInstance(stopping.port);
  });
});
