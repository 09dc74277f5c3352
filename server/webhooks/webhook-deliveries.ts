import { createHash } from "node:crypto";
import { inArray, lt } from "drizzle-orm";
import type { Database } from "../db/connection.ts";
import { shopifyWebhookDeliveries } from "../db/schema.ts";

/**
 * A delivery whose change happened longer ago than this is acknowledged without effect (README): Shopify retries a
 * failed delivery for a few hours, and what such a late one would have told the reconciliation reads anyway (the
 * products updated since its last look every few minutes, the whole catalogue every hour).
 */
export const WEBHOOK_MAX_AGE_MS = 60 * 60_000;

/** How long a delivery is remembered: past the window, its age alone refuses it. */
const REMEMBERED_MS = 2 * WEBHOOK_MAX_AGE_MS;

/**
 * When a delivery's change happened: the `updated_at` of its signed body when it has one (an inventory level, a
 * product), else the `X-Shopify-Triggered-At` header; `null` when neither says (a product deletion without the header).
 * The header is not signed: a replayer can set it, which is why the body's date comes first.
 */
export function changedAt(body: Buffer, triggeredAt: string | undefined): Date | null {
  try {
    const { updated_at: updatedAt } = JSON.parse(body.toString("utf8")) as { updated_at?: unknown };
    if (typeof updatedAt === "string" && !Number.isNaN(Date.parse(updatedAt))) return new Date(updatedAt);
  } catch {
    // Not JSON: the header then says when.
  }
  return triggeredAt && !Number.isNaN(Date.parse(triggeredAt)) ? new Date(triggeredAt) : null;
}

/**
 * What marks a delivery as seen: its `X-Shopify-Webhook-Id` (the same across Shopify's retries) and a digest of its
 * topic and signed body, so a replay under a made-up id is seen too (a header is not signed).
 */
export function deliveryKeys(topic: string, body: Buffer, webhookId: string | undefined): string[] {
  const keys = [`corps:${createHash("sha256").update(`${topic}\n`).update(body).digest("base64url")}`];
  if (webhookId) keys.push(`id:${webhookId.slice(0, 200)}`);
  return keys;
}

/** The deliveries already acted on, in PostgreSQL so that every instance behind the proxy knows them. */
export function createWebhookDeliveries(db: Database, now: () => Date = () => new Date()) {
  return {
    /** Records the keys; false when one was there already (a delivery seen before, by any instance). */
    async firstTime(keys: readonly string[]): Promise<boolean> {
      const at = now();
      const inserted = await db
        .insert(shopifyWebhookDeliveries)
        .values(keys.map((key) => ({ key, receivedAt: at })))
        .onConflictDoNothing()
        .returning({ key: shopifyWebhookDeliveries.key });
      await db
        .delete(shopifyWebhookDeliveries)
        .where(lt(shopifyWebhookDeliveries.receivedAt, new Date(at.getTime() - REMEMBERED_MS)));
      return inserted.length === keys.length;
    },
    /** Forgets a delivery that could not be acted on, so that Shopify's retry is. */
    async forget(keys: readonly string[]): Promise<void> {
      await db.delete(shopifyWebhookDeliveries).where(inArray(shopifyWebhookDeliveries.key, [...keys]));
    },
  };
}

export type WebhookDeliveries = ReturnType<typeof createWebhookDeliveries>;
