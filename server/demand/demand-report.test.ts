import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMAND_SEARCH_MIN_VISITORS } from "../../core/shop-constants.ts";
import { hasInvisibleCharacters } from "../../core/text/invisible-characters.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import { testDatabaseEngines } from "../db/databases.test-helper.ts";
import { demandAlertDays, demandSearches, demandSoldOutViews, stockAlerts } from "../db/schema.ts";
import { type DemandReport, demandReportCsv, formatDemandReport, readDemandReport } from "./demand-report.ts";

describe.each(testDatabaseEngines())("the owner's demand report on $name", (engine) => {
  let database: DatabaseHandle;
  const now = new Date("2026-11-28T12:00:00Z");

  beforeAll(async () => {
    database = await engine.open();
    const at = (day: string) => new Date(`${day}T09:00:00Z`);
    await database.db.insert(demandSearches).values([
      { day: "2026-11-28", query: "dinosaures roses", outcome: "none", count: 4, lastSeenAt: at("2026-11-28") },
      { day: "2026-11-20", query: "dinosaures roses", outcome: "sold-out", count: 3, lastSeenAt: at("2026-11-20") },
      { day: "2026-11-27", query: "le petit poucet", outcome: "sold-out", count: 5, lastSeenAt: at("2026-11-27") },
      { day: "2026-09-01", query: "trop ancien", outcome: "none", count: 99, lastSeenAt: at("2026-09-01") },
    ]);
    await database.db.insert(demandSoldOutViews).values([
      { day: "2026-11-28", productId: "p1", productHandle: "poucet", productTitle: "Le Petit Poucet", count: 7 },
      { day: "2026-11-25", productId: "p1", productHandle: "poucet", productTitle: "Le Petit Poucet", count: 2 },
      { day: "2026-11-25", productId: "p2", productHandle: "alice", productTitle: "Alice", count: 3 },
    ]);
    await database.db.insert(demandAlertDays).values([
      { day: "2026-11-27", confirmed: 4, sent: 2, ordered: 1 },
      { day: "2026-10-01", confirmed: 50, sent: 50, ordered: 50 },
    ]);
    await database.db.insert(stockAlerts).values(
      ["a", "b", "c"].map((who, i) => ({
        email: `${who}@exemple.fr`,
        emailKey: who,
        mailboxKey: who,
        productId: i < 2 ? "p1" : "p2",
        productHandle: i < 2 ? "poucet" : "alice",
        productTitle: i < 2 ? "Le Petit Poucet" : "Alice",
        status: "waiting" as const,
      })),
    );
  });
  afterAll(async () => {
    await database.close();
  });

  it("sums the chosen period's days, most frequent first, and leaves older days out", async () => {
    const report = await readDemandReport(database.db, { days: 30, limit: 20, mode: "local", now });
    expect(report.from).toBe("2026-10-30");
    expect(report.searches.map((s) => [s.query, s.count, s.outcome])).toEqual([
      ["dinosaures roses", 7, "none"],
      ["le petit poucet", 5, "sold-out"],
    ]);
    expect(report.waitingAlerts).toEqual([
      { title: "Le Petit Poucet", handle: "poucet", waiting: 2 },
      { title: "Alice", handle: "alice", waiting: 1 },
    ]);
    expect(report.soldOutViews).toEqual([
      { title: "Le Petit Poucet", handle: "poucet", views: 9 },
      { title: "Alice", handle: "alice", views: 3 },
    ]);
    expect(report.alerts).toEqual({ confirmed: 4, sent: 2, ordered: 1 });
    const week = await readDemandReport(database.db, { days: 7, limit: 20, mode: "local", now });
    expect(week.searches.map((s) => [s.query, s.count])).toEqual([
      ["le petit poucet", 5],
      ["dinosaures roses", 4],
    ]);
  });

  it("prints the figures in French, and says alerts followed by an order are not measured with Shopify", async () => {
    const text = formatDemandReport(await readDemandReport(database.db, { days: 30, limit: 20, mode: "shopify", now }));
    expect(text).toContain("du 30/10/2026 à aujourd'hui (30 jours)");
    expect(text).toContain("7 × « dinosaures roses » — aucun livre");
    expect(text).toContain("2 × Le Petit Poucet (/produit/poucet)");
    expect(text).toContain("non mesuré en mode Shopify");
  });
});

describe("the demand report as CSV", () => {
  const report: DemandReport = {
    from: "2026-11-01",
    days: 28,
    mode: "local",
    searches: [
      { query: '=HYPERLINK("x")', outcome: "none", count: 2, lastSeenAt: new Date("2026-11-28T09:00:00Z") },
      { query: "contes; fées", outcome: "sold-out", count: 1, lastSeenAt: new Date("2026-11-28T09:00:00Z") },
    ],
    waitingAlerts: [{ title: "Le Petit Poucet", handle: "poucet", waiting: 2 }],
    soldOutViews: [],
    alerts: { confirmed: 3, sent: 2, ordered: 1 },
  };

  it("opens in a French spreadsheet: byte-order mark, semicolons, quoted cells, one row per figure", () => {
    const csv = demandReportCsv(report);
    expect(csv.startsWith("\uFEFFrubrique;texte ou livre;adresse du livre;nombre;précision\r\n")).toBe(true);
    expect(csv).toContain('recherche sans livre en vente;"contes; fées";;1;');
    expect(csv).toContain("alertes en attente;Le Petit Poucet;/produit/poucet;2;\r\n");
    expect(csv).toContain("alertes suivies d'une commande;;;1;dans les 7 jours\r\n");
  });

  it("never lets a search typed by anyone become a formula", () => {
    expect(demandReportCsv(report)).toContain(`recherche sans livre en vente;"'=HYPERLINK(""x"")";;2;`);
  });
});

describe("the demand report on the owner's terminal (issue 51)", () => {
  it("prints a search's and a title's controls escaped, so none acts on the terminal or forges a line", () => {
    const text = formatDemandReport({
      from: "2026-11-01",
      days: 28,
      mode: "local",
      searches: [
        {
          query: "contes\u001b[2J\nAppelez le 01 23 45 67 89\u202e",
          outcome: "none",
          count: 120,
          lastSeenAt: new Date("2026-11-28T09:00:00Z"),
        },
      ],
      waitingAlerts: [{ title: "Alice\u001b]52;c;ZWNobw==\u0007", handle: "alice", waiting: 2 }],
      soldOutViews: [{ title: "Le Petit\u009b2J Poucet", handle: "poucet", views: 3 }],
      alerts: { confirmed: 0, sent: 0, ordered: 0 },
    });
    expect(text).toContain("120 × « contes\\x1b[2J\\nAppelez le 01 23 45 67 89\\u202e » — aucun livre");
    expect(text).toContain("2 × Alice\\x1b]52;c;ZWNobw==\\x07 (/produit/alice)");
    expect(text).toContain("3 vues — Le Petit\\x9b2J Poucet (/produit/poucet)");
    expect(hasInvisibleCharacters(text, "\n")).toBe(false);
  });
});

describe.each(testDatabaseEngines())("which searches the owner's report shows, on $name (issue 51)", (engine) => {
  let database: DatabaseHandle;
  const now = new Date("2026-11-28T12:00:00Z");

  beforeAll(async () => {
    database = await engine.open();
    const row = (day: string, query: string, count: number) => ({
      day,
      query,
      outcome: "none" as const,
      count,
      lastSeenAt: new Date(`${day}T09:00:00Z`),
    });
    await database.db
      .insert(demandSearches)
      .values([
        row("2026-11-28", "appelez vite ce numero", 1),
        row("2026-11-27", "appelez vite ce numero", 1),
        row("2026-11-28", "dinosaures roses", 2),
        row("2026-11-26", "dinosaures roses", 1),
        row("2026-11-28", "pirates en pyjama", 5),
      ]);
  });
  afterAll(async () => {
    await database.close();
  });

  it(`shows a search once ${DEMAND_SEARCH_MIN_VISITORS} visitors have typed it over the period, never one visitor's words`, async () => {
    const report = await readDemandReport(database.db, { days: 30, limit: 20, mode: "local", now });
    expect(report.searches.map((s) => [s.query, s.count])).toEqual([
      ["pirates en pyjama", 5],
      ["dinosaures roses", 3],
    ]);
    const twoDays = await readDemandReport(database.db, { days: 2, limit: 20, mode: "local", now });
    expect(twoDays.searches.map((s) => s.query)).toEqual(["pirates en pyjama"]);
    expect(formatDemandReport(report)).toContain(
      `Recherches sans livre en vente, faites par au moins ${DEMAND_SEARCH_MIN_VISITORS} visiteurs`,
    );
  });
});
