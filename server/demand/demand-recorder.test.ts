import { asc } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connection.ts";
import { testDatabaseEngines } from "../db/databases.test-helper.ts";
import { demandSearches, demandSoldOutViews } from "../db/schema.ts";
import { createDemandRecorder, normaliseSearch, SEARCHES_KEPT_PER_DAY } from "./demand-recorder.ts";

describe("normaliseSearch", () => {
  it("folds case, accents, punctuation and spaces, and cuts at 100 characters", () => {
    expect(normaliseSearch("  Les DINOSAURES, l'été ! ")).toBe("les dinosaures l ete");
    expect(normaliseSearch("Émile   et   Œdipe")).toBe("emile et œdipe");
    expect(normaliseSearch("?!…")).toBe("");
    expect(normaliseSearch("a".repeat(500))).toHaveLength(100);
  });
});

describe.each(testDatabaseEngines())("demand counts on $name", (engine) => {
  let database: DatabaseHandle;
  let clock = new Date("2026-11-28T10:00:00Z");
  const recorder = () => createDemandRecorder({ db: database.db, now: () => clock, flushEveryMs: 0 });

  beforeAll(async () => {
    database = await engine.open();
  });
  afterAll(async () => {
    await database.close();
  });
  afterEach(async () => {
    await database.db.delete(demandSearches);
    await database.db.delete(demandSoldOutViews);
  });

  it("writes one row per day and search with its count, outcome and last time, and adds the next window to it", async () => {
    const demand = recorder();
    demand.search("Dinosaures roses", "none");
    demand.search("dinosaures  ROSES", "none");
    clock = new Date("2026-11-28T10:05:00Z");
    demand.search("Le Petit Poucet", "sold-out");
    await demand.flush();
    demand.search("dinosaures roses", "none");
    await demand.flush();
    const rows = await database.db.select().from(demandSearches).orderBy(asc(demandSearches.query));
    expect(rows).toEqual([
      { day: "2026-11-28", query: "dinosaures roses", outcome: "none", count: 3, lastSeenAt: clock },
      { day: "2026-11-28", query: "le petit poucet", outcome: "sold-out", count: 1, lastSeenAt: clock },
    ]);
  });

  it("keeps nothing that could tell who searched: the row holds the day, the folded text and counts", async () => {
    const demand = recorder();
    demand.search("Camille Dupont 06 12 34 56 78", "none");
    await demand.flush();
    const [row] = await database.db.select().from(demandSearches);
    expect(Object.keys(row ?? {}).sort()).toEqual(["count", "day", "lastSeenAt", "outcome", "query"]);
  });

  it("counts views of sold-out titles per day", async () => {
    const demand = recorder();
    const book = { id: "gid://shopify/Product/1", handle: "le-petit-poucet", title: "Le Petit Poucet" };
    demand.soldOutView(book);
    demand.soldOutView(book);
    await demand.flush();
    demand.soldOutView(book);
    await demand.stop();
    expect(await database.db.select().from(demandSoldOutViews)).toMatchObject([
      { count: 3, productTitle: "Le Petit Poucet" },
    ]);
  });

  it("stops keeping new searches past the day's cap, but still counts those already kept", async () => {
    const demand = recorder();
    for (let i = 0; i < 1500; i++) demand.search(`recherche ${i}`, "none");
    await demand.flush();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 1500; i++) demand.search(`autre ${round} ${i}`, "none");
      await demand.flush();
    }
    demand.search("recherche 1", "none");
    demand.search("toute nouvelle", "none");
    await demand.flush();
    const rows = await database.db.select().from(demandSearches);
    expect(rows).toHaveLength(SEARCHES_KEPT_PER_DAY);
    expect(rows.find((row) => row.query === "recherche 1")?.count).toBe(2);
    expect(rows.find((row) => row.query === "toute nouvelle")).toBeUndefined();
  });

  it("holds at most 2,000 distinct searches between two writes", async () => {
    const demand = recorder();
    for (let i = 0; i < 5000; i++) demand.search(`mot ${i}`, "none");
    await demand.flush();
    expect(await database.db.select().from(demandSearches)).toHaveLength(2000);
  });
});
