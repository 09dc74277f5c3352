import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connection.ts";
import { testDatabaseEngines } from "../db/databases.test-helper.ts";
import { dailyShuffleSeed } from "../db/schema.ts";
import { createDailySeed } from "./daily-seed.ts";

describe.each(testDatabaseEngines())("daily shuffle seed on $name", ({ open }) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.close());

  it("stores one seed per day, shared by every reader, renewed the next day", async () => {
    let day = "2026-11-23";
    const first = createDailySeed(database.db, () => day);
    const second = createDailySeed(database.db, () => day);
    const seed = await first.current();
    expect(await second.current()).toBe(seed);
    expect(await database.db.select().from(dailyShuffleSeed)).toEqual([{ id: 1, seed, day }]);

    day = "2026-11-24";
    const rows = await Promise.all([first.current(), second.current()]);
    expect(rows[0]).toBe(rows[1]);
    expect(await database.db.select().from(dailyShuffleSeed)).toEqual([{ id: 1, seed: rows[0], day }]);
  });

  it("answers a random seed when the table cannot be read", async () => {
    const broken = createDailySeed({} as DatabaseHandle["db"], () => "2026-11-23");
    const original = console.error;
    console.error = () => {};
    try {
      expect(Number.isInteger(await broken.current())).toBe(true);
    } finally {
      console.error = original;
    }
  });
});
