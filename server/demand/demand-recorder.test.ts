import { asc } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../db/connection.ts";
import { testDatabaseEngines } from "../db/databases.test-helper.ts";
import { demandSearches, demandSoldOutViews } from "../db/schema.ts";
import {
  createDemandRecorder,
  isPersonalOrLink,
  normaliseSearch,
  SEARCHES_COUNTED_PER_VISITOR_PER_DAY,
  SEARCHES_KEPT_PER_DAY,
} from "./demand-recorder.ts";

describe("normaliseSearch", () => {
  it("folds case, accents, punctuation and spaces, and cuts at 100 characters", () => {
    expect(normaliseSearch("  Les DINOSAURES, l'été ! ")).toBe("les dinosaures l ete");
    expect(normaliseSearch("Émile   et   Œdipe")).toBe("emile et œdipe");
    expect(normaliseSearch("?!…")).toBe("");
    expect(normaliseSearch("a".repeat(500))).toHaveLength(100);
  });
});

describe("isPersonalOrLink (issue 51)", () => {
  it("recognises e-mail addresses, telephone numbers, runs of 5 digits and web addresses, in any script's digits", () => {
    for (const text of [
      "camille.dupont@exemple.fr",
      "écrire à jean@gmail",
      "contact＠exemple.fr",
      "06 12 34 56 78",
      "appelez le +33 (0)6.12.34.56.78",
      "0612345678",
      "０６１２３４５６７８",
      "colis 75011",
      "commande 12345",
      "https://exemple.fr/promo",
      "www.exemple",
      "gagnez sur exemple.fr",
      "bit.ly/abc",
    ]) {
      expect(isPersonalOrLink(text), text).toBe(true);
    }
  });

  it("leaves a reader's words alone: titles, years, volumes, a dinosaur", () => {
    for (const text of [
      "T.rex",
      "T. rex et ses amis",
      "Harry Potter 2",
      "1001 nuits",
      "Noël 2025",
      "CE1 CE2",
      "L'été",
    ]) {
      expect(isPersonalOrLink(text), text).toBe(false);
    }
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
    demand.search("Dinosaures roses", "none", "a");
    demand.search("dinosaures  ROSES", "none", "b");
    clock = new Date("2026-11-28T10:05:00Z");
    demand.search("Le Petit Poucet", "sold-out", "a");
    await demand.flush();
    demand.search("dinosaures roses", "none", "c");
    await demand.flush();
    const rows = await database.db.select().from(demandSearches).orderBy(asc(demandSearches.query));
    expect(rows).toEqual([
      { day: "2026-11-28", query: "dinosaures roses", outcome: "none", count: 3, lastSeenAt: clock },
      { day: "2026-11-28", query: "le petit poucet", outcome: "sold-out", count: 1, lastSeenAt: clock },
    ]);
  });

  it("keeps nothing that could tell who searched: the row holds the day, the folded text and counts", async () => {
    const demand = recorder();
    demand.search("Camille Dupont", "none", "2001:db8::/56");
    await demand.flush();
    const [row] = await database.db.select().from(demandSearches);
    expect(Object.keys(row ?? {}).sort()).toEqual(["count", "day", "lastSeenAt", "outcome", "query"]);
    expect(JSON.stringify(row)).not.toContain("2001");
  });

  it("counts a search once per visitor a day: 120 identical searches are one, three visitors three (issue 51)", async () => {
    const demand = recorder();
    for (let i = 0; i < 120; i++) demand.search("Gagnez un iPad", "none", "192.0.2.1");
    await demand.flush();
    demand.search("gagnez un ipad !", "none", "192.0.2.1");
    demand.search("Dinosaures roses", "none", "192.0.2.1");
    demand.search("Dinosaures roses", "none", "192.0.2.2");
    demand.search("Dinosaures roses", "none", "192.0.2.3");
    await demand.flush();
    const counts = async () =>
      Object.fromEntries(
        (await database.db.select().from(demandSearches)).map((row) => [`${row.day} ${row.query}`, row.count]),
      );
    expect(await counts()).toEqual({ "2026-11-28 gagnez un ipad": 1, "2026-11-28 dinosaures roses": 3 });
    // A new day draws a new key and forgets the day's visitors: the same visitor counts again, once.
    clock = new Date("2026-11-29T08:00:00Z");
    demand.search("Gagnez un iPad", "none", "192.0.2.1");
    demand.search("Gagnez un iPad", "none", "192.0.2.1");
    await demand.flush();
    expect((await counts())["2026-11-29 gagnez un ipad"]).toBe(1);
    clock = new Date("2026-11-28T10:00:00Z");
  });

  it("keeps no search that holds an e-mail address, a telephone number, a run of digits or a web address", async () => {
    const demand = recorder();
    const texts = [
      "Camille Dupont 06 12 34 56 78",
      "camille@exemple.fr",
      "code 75011",
      "https://exemple.fr",
      "exemple.com",
    ];
    for (const text of texts) for (const visitor of ["a", "b", "c", "d"]) demand.search(text, "none", visitor);
    await demand.flush();
    expect(await database.db.select().from(demandSearches)).toEqual([]);
  });

  it(`counts at most ${SEARCHES_COUNTED_PER_VISITOR_PER_DAY} distinct searches of one visitor a day`, async () => {
    const demand = recorder();
    for (let i = 0; i < 100; i++) demand.search(`mot ${i}`, "none", "192.0.2.9");
    demand.search("mot 99", "none", "192.0.2.10");
    await demand.flush();
    const rows = await database.db.select().from(demandSearches);
    expect(rows).toHaveLength(SEARCHES_COUNTED_PER_VISITOR_PER_DAY + 1);
    expect(rows.find((row) => row.query === "mot 99")?.count).toBe(1);
  });

  it("past the day's 100,000 visits held, counts nobody new until the next day and says so once", async () => {
    const log = vi.fn();
    const demand = createDemandRecorder({ db: database.db, now: () => clock, flushEveryMs: 0, log });
    for (let i = 0; i < 100_000; i++) demand.search("contes", "none", `visiteur ${i}`);
    demand.search("contes", "none", "un de plus");
    demand.search("contes", "none", "et encore un");
    await demand.flush();
    expect((await database.db.select().from(demandSearches))[0]?.count).toBe(100_000);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toMatch(/^\[demande\] plus de 100000 visites distinctes aujourd'hui/);
  });

  it("counts views of sold-out titles per day", async () => {
    const demand = recorder();
    const book = { id: "gid://shopify/Product/1", handle: "le-petit-poucet", title: "Le Petit Poucet" };
    demand.soldOutView(book, "a");
    demand.soldOutView(book, "b");
    await demand.flush();
    demand.soldOutView(book, "c");
    // The same visitor again, on the same day: not counted (issue 51).
    demand.soldOutView(book, "a");
    await demand.stop();
    expect(await database.db.select().from(demandSoldOutViews)).toMatchObject([
      { count: 3, productTitle: "Le Petit Poucet" },
    ]);
  });

  it("stops keeping new searches past the day's cap, but still counts those already kept", async () => {
    const demand = recorder();
    for (let i = 0; i < 1500; i++) demand.search(`recherche ${i}`, "none", `v${i}`);
    await demand.flush();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 1500; i++) demand.search(`autre ${round} ${i}`, "none", `v${i}`);
      await demand.flush();
    }
    demand.search("recherche 1", "none", "w");
    demand.search("toute nouvelle", "none", "w");
    await demand.flush();
    const rows = await database.db.select().from(demandSearches);
    expect(rows).toHaveLength(SEARCHES_KEPT_PER_DAY);
    expect(rows.find((row) => row.query === "recherche 1")?.count).toBe(2);
    expect(rows.find((row) => row.query === "toute nouvelle")).toBeUndefined();
  });

  it("holds at most 2,000 distinct searches between two writes", async () => {
    const demand = recorder();
    for (let i = 0; i < 5000; i++) demand.search(`mot ${i}`, "none", `v${i}`);
    await demand.flush();
    expect(await database.db.select().from(demandSearches)).toHaveLength(2000);
  });
});
