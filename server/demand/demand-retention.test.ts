import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connection.ts";
import { testDatabaseEngines } from "../db/databases.test-helper.ts";
import { alertSuppressions, demandAlertDays, demandSearches, mailOutbox, stockAlerts } from "../db/schema.ts";
import { applyDemandRetention } from "./demand-retention.ts";

const DAY_MS = 24 * 60 * 60_000;

describe.each(testDatabaseEngines())("what alerts and demand counts are kept, on $name", (engine) => {
  let database: DatabaseHandle;
  const now = new Date("2026-11-28T12:00:00Z");
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);

  beforeAll(async () => {
    database = await engine.open();
  });
  afterAll(async () => {
    await database.close();
  });

  it("deletes what the privacy section says, when it says, and keeps the rest", async () => {
    const alert = (email: string, status: "pending" | "waiting" | "sent", at: Date) => ({
      email,
      emailKey: email,
      mailboxKey: email,
      productId: "p1",
      productHandle: "poucet",
      productTitle: "Le Petit Poucet",
      status,
      createdAt: at,
      confirmedAt: status === "pending" ? null : at,
      sentAt: status === "sent" ? at : null,
    });
    await database.db
      .insert(stockAlerts)
      .values([
        alert("pending-6j", "pending", ago(6)),
        alert("pending-8j", "pending", ago(8)),
        alert("waiting-11m", "waiting", ago(335)),
        alert("waiting-13m", "waiting", ago(370)),
        alert("sent-29j", "sent", ago(29)),
        alert("sent-31j", "sent", ago(31)),
      ]);
    const mail = (kind: "stock-alert" | "contact", sentAt: Date) => ({
      kind,
      recipient: "parent@exemple.fr",
      mailbox: "parent@exemple.fr",
      subject: "s",
      textBody: "t",
      sentAt,
    });
    await database.db
      .insert(mailOutbox)
      .values([mail("stock-alert", ago(31)), mail("stock-alert", ago(2)), mail("contact", ago(400))]);
    await database.db.insert(demandSearches).values([
      { day: "2025-10-27", query: "ancien", outcome: "none", count: 1, lastSeenAt: ago(397) },
      { day: "2025-11-01", query: "récent", outcome: "none", count: 1, lastSeenAt: ago(392) },
    ]);
    await database.db.insert(demandAlertDays).values([{ day: "2025-10-01", confirmed: 1 }]);
    await database.db.insert(alertSuppressions).values([
      { fingerprint: "refus-2-ans", refusedAt: ago(2 * 365) },
      { fingerprint: "refus-4-ans", refusedAt: ago(4 * 365) },
    ]);

    expect(await applyDemandRetention(database.db, now)).toEqual({ alerts: 3, mails: 1, demandDays: 2, refusals: 1 });
    const left = await database.db
      .select({ email: stockAlerts.email })
      .from(stockAlerts)
      .orderBy(asc(stockAlerts.email));
    expect(left.map((row) => row.email)).toEqual(["pending-6j", "sent-29j", "waiting-11m"]);
    expect((await database.db.select().from(mailOutbox)).map((row) => row.kind).sort()).toEqual([
      "contact",
      "stock-alert",
    ]);
    expect((await database.db.select().from(demandSearches)).map((row) => row.query)).toEqual(["récent"]);
    expect((await database.db.select().from(alertSuppressions)).map((row) => row.fingerprint)).toEqual(["refus-2-ans"]);
  });
});
