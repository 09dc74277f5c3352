import { createHmac, timingSafeEqual } from "node:crypto";
import express, { type RequestHandler } from "express";
import { WEBHOOK_MESSAGES } from "../../core/messages/webhook.ts";

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

/** Topics whose payload is the product itself: its id names the one product to read again. */
const ONE_PRODUCT_TOPICS = new Set(["products/create", "products/update"]);

export type ShopifyWebhookOptions = {
  secret: string;
  /**
   * Called once per accepted catalogue webhook, with its topic and, when the payload names the one product it is
   * about (created or updated), that product's Storefront id; none for a deletion or a stock level, which name no
   * product the catalogue can read again.
   */
  onCatalogueChange(topic: string, products?: string[]): Promise<void>;
};

/** `POST /webhooks/shopify`: verified first; a bad signature changes nothing and answers 401. */
export function shopifyWebhookRoute(options: ShopifyWebhookOptions): RequestHandler[] {
  const readRawBody = express.raw({ type: () => true, limit: "1mb" });
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
    try {
      const product = ONE_PRODUCT_TOPICS.has(topic) ? productIdOf(body) : null;
      await options.onCatalogueChange(topic, product ? [product] : undefined);
      res.status(200).json({ received: true });
    } catch (error) {
      next(error);
    }
  };
  return [readRawBody, handle];
}

/** The product's id as the Storefront API writes it, from a product webhook's payload (`id`, a positive integer). */
function productIdOf(body: Buffer): string | null {
  try {
    const { id } = JSON.parse(body.toString("utf8")) as { id?: unknown };
    return typeof id === "number" && Number.isSafeInteger(id) && id > 0 ? `gid://shopify/Product/${id}` : null;
  } catch {
    return null;
  }
}
