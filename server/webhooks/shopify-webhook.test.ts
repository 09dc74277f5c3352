import { createHmac } from "node:crypto";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GENERIC_MESSAGES } from "../../core/messages/generic.ts";
import { WEBHOOK_MESSAGES } from "../../core/messages/webhook.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import { openDatabase } from "../db/connection.ts";
import { createApp } from "../http/create-app.ts";
import { createInventoryProducts } from "./inventory-products.ts";
import { isValidShopifySignature, shopifyWebhookRoute } from "./shopify-webhook.ts";
import { createWebhookDeliveries, WEBHOOK_MAX_AGE_MS } from "./webhook-deliveries.ts";

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
  let close = async () => {};
  let failNext = false;
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({});
    // Mounted as the shop mounts it, behind the shop's own error answers, on a real (embedded) database.
    const app = createApp({
      env: "test",
      ssr: (_req, res) => void res.status(404).end(),
      shopifyWebhook: shopifyWebhookRoute({
        secret: SECRET,
        deliveries: createWebhookDeliveries(database.db),
        inventory: createInventoryProducts({ db: database.db }),
        onCatalogueChange: async (topic, products) => {
          if (failNext) {
            failNext = false;
            throw new Error("base de données indisponible");
          }
          changes.push(topic);
          named.push(products);
        },
      }),
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/shopify`;
    close = async () => {
      server.close();
      await database.close();
    };
  });
  afterAll(() => close());

  let delivery = 0;
  /** A delivery as Shopify sends it: its own webhook id unless the test gives one. */
  const post = (body: string, headers: Record<string, string>) =>
    fetch(url, {
      method: "POST",
      body,
      headers: { "content-type": "application/json", "x-shopify-webhook-id": `livraison-${++delivery}`, ...headers },
    });
  const signed = (topic: string, body: string, headers: Record<string, string> = {}) =>
    post(body, { "x-shopify-topic": topic, "x-shopify-hmac-sha256": sign(body), ...headers });

  it("announces one catalogue change per verified product webhook", async () => {
    changes.length = 0;
    const body = '{"id":632910392,"title":"Le petit prince"}';
    for (const topic of ["products/create", "products/update", "products/delete"]) {
      const response = await post(body, { "x-shopify-topic": topic, "x-shopify-hmac-sha256": sign(body) });
      expect(response.status).toBe(200);
    }
    expect(changes).toEqual(["products/create", "products/update", "products/delete"]);
  });

  it("names the product a creation, an update or a deletion is about, so the catalogue reads it alone again", async () => {
    changes.length = 0;
    named.length = 0;
    const sent = [
      ["products/update", '{"id":632910392,"title":"Le petit prince, nouvelle édition"}'],
      ["products/delete", '{"id":632910392}'],
      ["inventory_levels/update", '{"inventory_item_id":99,"available":3}'],
      ["products/update", '{"id":"pas-un-nombre"}'],
      ["products/update", "pas du JSON"],
    ];
    for (const [topic, body] of sent as Array<[string, string]>) await signed(topic, body);
    expect(named).toEqual([
      ["gid://shopify/Product/632910392"],
      ["gid://shopify/Product/632910392"],
      undefined,
      undefined,
      undefined,
    ]);
  });

  it("refreshes only the products of a stock webhook's inventory item, learned from the product's own webhook", async () => {
    named.length = 0;
    const product = JSON.stringify({ id: 7001, title: "Zoé à la ferme", variants: [{ id: 1 }, { id: 2 }] })
      .replace('{"id":1}', '{"id":1,"inventory_item_id":271878346596884015}')
      .replace('{"id":2}', '{"id":2,"inventory_item_id":271878346596884016}');
    await signed("products/update", product);
    await signed("inventory_levels/update", '{"inventory_item_id":271878346596884016,"location_id":1,"available":0}');
    expect(named).toEqual([["gid://shopify/Product/7001"], ["gid://shopify/Product/7001"]]);
  });

  it("acknowledges a replayed delivery without effect: the same webhook id, or the same signed body under another", async () => {
    changes.length = 0;
    const body = '{"inventory_item_id":271878346596884015,"location_id":1,"available":5}';
    const first = await signed("inventory_levels/update", body, { "x-shopify-webhook-id": "b54557e4-0001" });
    expect(first.status).toBe(200);
    for (const id of ["b54557e4-0001", "b54557e4-0001", "invente-par-un-attaquant"]) {
      const replay = await signed("inventory_levels/update", body, { "x-shopify-webhook-id": id });
      expect(replay.status).toBe(200);
      expect(await replay.json()).toEqual({ ignored: "déjà reçu" });
    }
    expect(changes).toEqual(["inventory_levels/update"]);
  });

  it("acknowledges without effect a delivery older than the window, by its signed date or by its header", async () => {
    changes.length = 0;
    const old = new Date(Date.now() - WEBHOOK_MAX_AGE_MS - 60_000).toISOString();
    const stale = await signed(
      "inventory_levels/update",
      JSON.stringify({ inventory_item_id: 42, available: 1, updated_at: old }),
      // The header is not signed: a replayer sets it to now, the body's date still tells.
      { "x-shopify-triggered-at": new Date().toISOString() },
    );
    expect(await stale.json()).toEqual({ ignored: "trop ancien" });
    const lateDelete = await signed("products/delete", '{"id":8001}', { "x-shopify-triggered-at": old });
    expect(await lateDelete.json()).toEqual({ ignored: "trop ancien" });
    const recent = new Date(Date.now() - 60_000).toISOString();
    await signed("products/update", JSON.stringify({ id: 8002, updated_at: recent }));
    expect(changes).toEqual(["products/update"]);
  });

  it("forgets a delivery it could not act on, so Shopify's retry is acted on", async () => {
    changes.length = 0;
    const body = '{"id":9001,"title":"Le loup"}';
    failNext = true;
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const failed = await signed("products/update", body, { "x-shopify-webhook-id": "retry-1" });
    expect(failed.status).toBe(500);
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
    const retried = await signed("products/update", body, { "x-shopify-webhook-id": "retry-1" });
    expect(await retried.json()).toEqual({ received: true });
    expect(changes).toEqual(["products/update"]);
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
