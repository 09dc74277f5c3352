import { createHmac, timingSafeEqual } from "node:crypto";
import express, { type RequestHandler } from "express";
import { WEBHOOK_MESSAGES } from "../../core/messages/webhook.ts";
import type { InventoryProducts } from "./inventory-products.ts";
import { changedAt, deliveryKeys, WEBHOOK_MAX_AGE_MS, type WebhookDeliveries } from "./webhook-deliveries.ts";

/** Shopify topics that change what the catalogue shows: products themselves, and stock. */
const CATALOGUE_TOPICS = new Set(["products/create", "products/update", "products/delete", "inventory_levels/update"]);

/** Shopify signs the raw body with the app's secret: base64 of HMAC-SHA256, in `X-Shopify-Hmac-Sha256`. */
export function isValidShopifySignature(rawBody: Buffer, signature: string | undefined, secret: string): boolean {
  if (!signature) return false;
  const expected = createHmac("sha256", secret).update(rawBody).digest();
  const given = Buffer.from(signature, "base64");
  // timingSafeEqual needs equal lengths; comparing lengths first leaks nothing about the secret.
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Topics whose payload is the product itself (its `id`): created, updated, deleted. */
const ONE_PRODUCT_TOPICS = new Set(["products/create", "products/update", "products/delete"]);

export type ShopifyWebhookOptions = {
  secret: string;
  /**
   * Called once per accepted catalogue webhook, with its topic and the Storefront ids of the products it is about (the
   * product of a product webhook, those of a stock webhook's inventory item); none when they cannot be told, and the
   * whole catalogue is then read again.
   */
  onCatalogueChange(topic: string, products?: string[]): Promise<void>;
  /** The deliveries already acted on, shared by every instance: a replay is acknowledged without effect. */
  deliveries: Pick<WebhookDeliveries, "firstTime" | "forget">;
  /** The products of an inventory item, learned from product webhooks (and the Admin API with a token). */
  inventory: Pick<InventoryProducts, "learn" | "productsOf">;
  now?: () => Date;
};

/**
 * `POST /webhooks/shopify`: verified first; a bad signature changes nothing and answers 401. A verified delivery whose
 * change is older than WEBHOOK_MAX_AGE_MS, or that was already acted on (its webhook id or its very body seen before),
 * is acknowledged with 200, as Shopify expects, and does nothing: a captured delivery replayed makes the shop read
 * nothing again (issue 43).
 */
export function shopifyWebhookRoute(options: ShopifyWebhookOptions): RequestHandler[] {
  const readRawBody = express.raw({ type: () => true, limit: "1mb" });
  const now = options.now ?? (() => new Date());
  const handle: RequestHandler = async (req, res, next) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    if (!isValidShopifySignature(body, req.get("x-shopify-hmac-sha256"), options.secret)) {
      res.status(401).json({ error: WEBHOOK_MESSAGES.badSignature });
      return;
    }
    const topic = req.get("x-shopify-topic") ?? "";
    if (!CATALOGUE_TOPICS.has(topic)) {
      res.status(200).json({ ignored: true });
      return;
    }
    const at = changedAt(body, req.get("x-shopify-triggered-at"));
    if (at && now().getTime() - at.getTime() > WEBHOOK_MAX_AGE_MS) {
      res.status(200).json({ ignored: "trop ancien" });
      return;
    }
    const keys = deliveryKeys(topic, body, req.get("x-shopify-webhook-id"));
    try {
      if (!(await options.deliveries.firstTime(keys))) {
        res.status(200).json({ ignored: "déjà reçu" });
        return;
      }
    } catch (error) {
      next(error);
      return;
    }
    try {
      const payload = jsonOf(body);
      if (topic === "products/create" || topic === "products/update") await options.inventory.learn(payload);
      await options.onCatalogueChange(topic, await productsOf(topic, payload));
      res.status(200).json({ received: true });
    } catch (error) {
      // Not acted on: Shopify's retry must be, so the delivery is not remembered.
      await options.deliveries.forget(keys).catch(() => undefined);
      next(error);
    }
  };

  async function productsOf(topic: string, payload: unknown): Promise<string[] | undefined> {
    if (ONE_PRODUCT_TOPICS.has(topic)) {
      const product = productIdOf(payload);
      return product ? [product] : undefined;
    }
    const item = inventoryItemOf(payload);
    return (item === null ? null : await options.inventory.productsOf(item)) ?? undefined;
  }

  return [readRawBody, handle];
}

/**
 * The payload, its ids kept as the digits Shopify wrote: an inventory item's id can exceed what a JavaScript number
 * holds exactly (271878346596884015 in Shopify's own examples), and a rounded id names another item.
 */
function jsonOf(body: Buffer): unknown {
  const ids = new Set(["id", "inventory_item_id"]);
  try {
    // The reviver's third argument is the value's source text (JSON.parse source text access, Node 21 and later).
    return JSON.parse(body.toString("utf8"), (key: string, value: unknown, context?: { source?: string }) =>
      ids.has(key) && typeof value === "number" && context?.source ? context.source : value,
    );
  } catch {
    return null;
  }
}

const SHOPIFY_ID = /^[1-9]\d{0,29}$/;

/** The product's id as the Storefront API writes it, from a product webhook's payload (`id`, a positive integer). */
function productIdOf(payload: unknown): string | null {
  const id = (payload as { id?: unknown } | null)?.id;
  return typeof id === "string" && SHOPIFY_ID.test(id) ? `gid://shopify/Product/${id}` : null;
}

/** The inventory item a stock webhook is about (`inventory_item_id`, a positive integer, as digits). */
function inventoryItemOf(payload: unknown): string | null {
  const id = (payload as { inventory_item_id?: unknown } | null)?.inventory_item_id;
  return typeof id === "string" && SHOPIFY_ID.test(id) ? id : null;
}
