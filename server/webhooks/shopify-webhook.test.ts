import { createHmac } from "node:crypto";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENERIC_MESSAGES } from "../../core/messages/generic.ts";
import { WEBHOOK_MESSAGES } from "../../core/messages/webhook.ts";
import { createApp } from "../http/create-app.ts";
import { isValidShopifySignature, shopifyWebhookRoute } from "./shopify-webhook.ts";

const SECRET = "shpss_test_secret";
const sign = (body: string, secret = SECRET) => createHmac("sha256", secret).update(body).digest("base64");

describe("isValidShopifySignature", () => {
  const body = Buffer.from('{"id":1}');

  it("accepts the HMAC-SHA256 of the raw body under the shop's secret", () => {
    expect(isValidShopifySignature(body, sign('{"id":1}'), SECRET)).toBe(true);
  });

  it("refuses a signature made with another secret, of another body, truncated or missing", () => {
    expect(isValidShopifySignature(body, sign('{"id":1}', "other"), SECRET)).toBe(false);
    expect(isValidShopifySignature(body, sign('{"id":2}'), SECRET)).toBe(false);
    expect(isValidShopifySignature(body, sign('{"id":1}').slice(0, 20), SECRET)).toBe(false);
    expect(isValidShopifySignature(body, undefined, SECRET)).toBe(false);
    expect(isValidShopifySignature(body, "pas du base64 !", SECRET)).toBe(false);
  });
});

describe("POST /webhooks/shopify", () => {
  const changes: string[] = [];
  const named: Array<string[] | undefined> = [];
  let url = "";
  let close = () => {};
  beforeAll(async () => {
    // Mounted as the shop mounts it, behind the shop's own error answers.
    const app = createApp({
      env: "test",
      ssr: (_req, res) => void res.status(404).end(),
      shopifyWebhook: shopifyWebhookRoute({
        secret: SECRET,
        onCatalogueChange: async (topic, products) => {
          changes.push(topic);
          named.push(products);
        },
      }),
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/shopify`;
    close = () => server.close();
  });
  afterAll(() => close());

  const post = (body: string, headers: Record<string, string>) =>
    fetch(url, { method: "POST", body, headers: { "content-type": "application/json", ...headers } });

  it("announces one catalogue change per verified product webhook", async () => {
    changes.length = 0;
    const body = '{"id":632910392,"title":"Le petit prince"}';
    for (const topic of ["products/create", "products/update", "products/delete"]) {
      const response = await post(body, { "x-shopify-topic": topic, "x-shopify-hmac-sha256": sign(body) });
      expect(response.status).toBe(200);
    }
    expect(changes).toEqual(["products/create", "products/update", "products/delete"]);
  });

  it("names the product a creation or an update is about, so the catalogue reads it alone again", async () => {
    changes.length = 0;
    named.length = 0;
    const sent = [
      ["products/update", '{"id":632910392,"title":"Le petit prince"}'],
      ["products/delete", '{"id":632910392}'],
      ["inventory_levels/update", '{"inventory_item_id":271878346596884015,"available":3}'],
      ["products/update", '{"id":"632910392"}'],
      ["products/update", "pas du JSON"],
    ];
    for (const [topic, body] of sent as Array<[string, string]>) {
      await post(body, { "x-shopify-topic": topic, "x-shopify-hmac-sha256": sign(body) });
    }
    expect(named).toEqual([["gid://shopify/Product/632910392"], undefined, undefined, undefined, undefined]);
  });

  it("answers 401 in French to a bad signature and changes nothing", async () => {
    changes.length = 0;
    const body = '{"id":1}';
    const response = await post(body, { "x-shopify-topic": "products/update", "x-shopify-hmac-sha256": sign("{}") });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: WEBHOOK_MESSAGES.badSignature });
    const unsigned = await post(body, { "x-shopify-topic": "products/update" });
    expect(unsigned.status).toBe(401);
    expect(changes).toEqual([]);
  });

  it("answers a body over 1 MB with the French 413 before checking anything, and changes nothing", async () => {
    const before = changes.length;
    const body = JSON.stringify({ id: 1, padding: "x".repeat(1_100_000) });
    const response = await post(body, { "x-shopify-hmac-sha256": sign(body), "x-shopify-topic": "products/update" });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ errors: [{ message: GENERIC_MESSAGES.bodyTooLarge }] });
    expect(changes.length).toBe(before);
  });

  it("acknowledges verified webhooks of other topics without touching the catalogue", async () => {
    changes.length = 0;
    const body = '{"id":1}';
    const response = await post(body, { "x-shopify-topic": "orders/create", "x-shopify-hmac-sha256": sign(body) });
    expect(response.status).toBe(200);
    expect(changes).toEqual([]);
  });
});
