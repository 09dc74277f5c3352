import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connection.ts";
import { testDatabaseEngines } from "../db/databases.test-helper.ts";
import { shopifyWebhookDeliveries } from "../db/schema.ts";
import { changedAt, createWebhookDeliveries, deliveryKeys, WEBHOOK_MAX_AGE_MS } from "./webhook-deliveries.ts";

describe.each(testDatabaseEngines())("Shopify webhook deliveries on $name", (engine) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await engine.open();
  });
  afterAll(() => database.close());

  it("acts on a delivery once across instances sharing the database", async () => {
    const [first, second] = [createWebhookDeliveries(database.db), createWebhookDeliveries(database.db)];
    const keys = deliveryKeys("inventory_levels/update", Buffer.from('{"available":1}'), "id-1");
    expect(await first?.firstTime(keys)).toBe(true);
    expect(await second?.firstTime(keys)).toBe(false);
    expect(
      await second?.firstTime(deliveryKeys("inventory_levels/update", Buffer.from('{"available":1}'), "autre")),
    ).toBe(false);
    await first?.forget(keys);
    expect(await second?.firstTime(keys), "forgotten: Shopify's retry is acted on").toBe(true);
  });

  it("remembers a delivery twice the window, then lets its age refuse it", async () => {
    let now = new Date("2026-11-28T10:00:00Z");
    const deliveries = createWebhookDeliveries(database.db, () => now);
    await deliveries.firstTime(["corps:ancien"]);
    now = new Date(now.getTime() + 2 * WEBHOOK_MAX_AGE_MS + 1_000);
    await deliveries.firstTime(["corps:recent"]);
    const kept = await database.db.select({ key: shopifyWebhookDeliveries.key }).from(shopifyWebhookDeliveries);
    expect(kept.map((row) => row.key)).toContain("corps:recent");
    expect(kept.map((row) => row.key)).not.toContain("corps:ancien");
  });
});

describe("when a delivery's change happened", () => {
  it("reads the signed body's updated_at before the unsigned header", () => {
    const body = Buffer.from('{"updated_at":"2026-11-28T09:00:00+01:00"}');
    expect(changedAt(body, "2026-11-28T10:59:00Z")).toEqual(new Date("2026-11-28T08:00:00Z"));
    expect(changedAt(Buffer.from('{"id":1}'), "2026-11-28T10:59:00Z")).toEqual(new Date("2026-11-28T10:59:00Z"));
    expect(changedAt(Buffer.from("pas du JSON"), undefined)).toBeNull();
  });
});
