import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { FORM_MESSAGES } from "../../core/messages/forms.ts";
import { SHARED_LIST_MESSAGES as M } from "../../core/messages/shared-list.ts";
import {
  SHARED_LIST_MAX_BOOKS,
  SHARED_LIST_TITLE_MAX,
  SHARED_LISTS_PER_ADDRESS_PER_DAY,
  SHARED_LISTS_PER_DAY,
} from "../../core/shop-constants.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import { testDatabaseEngines } from "../db/databases.test-helper.ts";
import { sharedLists } from "../db/schema.ts";
import { createSharedListService } from "./shared-list-service.ts";

const book = (n: number) => ({ id: `gid://shopify/Product/${n}`, handle: `livre-${n}` });
/** The catalogue index as the service reads it: books 0 to 199, by id and by handle. */
const CATALOGUE_SIZE = 200;
const catalogue = {
  productById: (id: string) => {
    const n = Number(id.replace("gid://shopify/Product/", ""));
    return Number.isInteger(n) && n >= 0 && n < CATALOGUE_SIZE ? { id, handle: `livre-${n}` } : undefined;
  },
  productByHandle: (handle: string) => {
    const n = Number(handle.replace("livre-", ""));
    return Number.isInteger(n) && n >= 0 && n < CATALOGUE_SIZE ? book(n) : undefined;
  },
} as unknown as Parameters<typeof createSharedListService>[0]["catalogue"];
const LIST = { title: " La liste de Noël de Léa ", items: [book(1), book(2), book(1)] };
const ADDRESS = "198.51.100.7";

describe.each(testDatabaseEngines())("shared lists on $name (issue 40)", (engine) => {
  let database: DatabaseHandle;
  let clock = new Date("2026-12-01T10:00:00Z");
  beforeAll(async () => {
    database = await engine.open();
  });
  afterAll(() => database?.close());
  afterEach(async () => {
    await database.db.delete(sharedLists);
    clock = new Date("2026-12-01T10:00:00Z");
  });
  const logged: string[] = [];
  const service = () =>
    createSharedListService({ db: database.db, catalogue, now: () => clock, log: (line) => logged.push(line) });

  async function shared(input: unknown = LIST, address = ADDRESS) {
    const result = await service().share(input, address);
    if (result.status !== "created") throw new Error(`not shared: ${JSON.stringify(result)}`);
    return result;
  }

  it("gives a link id of 128 random bits and a separate secret, and keeps only the secret's hash", async () => {
    const { id, secret } = await shared();
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await database.db.select().from(sharedLists).where(eq(sharedLists.id, id));
    expect(row?.secretHash).not.toContain(secret);
    expect(JSON.stringify(row)).not.toContain(secret);
  });

  it("reads the list back by its link: the title trimmed, each book once, in the owner's order", async () => {
    const { id } = await shared();
    expect(await service().read(id)).toMatchObject({ title: "La liste de Noël de Léa", items: [book(1), book(2)] });
  });

  it("reads nothing for an unknown or malformed id", async () => {
    expect(await service().read("A".repeat(22))).toBeNull();
    expect(await service().read("../../etc/passwd")).toBeNull();
  });

  it(`refuses a title over ${SHARED_LIST_TITLE_MAX} characters, markup, an empty list and more than ${SHARED_LIST_MAX_BOOKS} books, in French`, async () => {
    const items = [book(1)];
    expect(await service().share({ title: "x".repeat(SHARED_LIST_TITLE_MAX + 1), items }, ADDRESS)).toEqual({
      status: "invalid",
      error: M.titleTooLong,
    });
    expect(await service().share({ title: "<b>Léa</b>", items }, ADDRESS)).toEqual({
      status: "invalid",
      error: M.titleInvalid,
    });
    expect(await service().share({ items: [] }, ADDRESS)).toEqual({ status: "invalid", error: M.empty });
    const many = Array.from({ length: SHARED_LIST_MAX_BOOKS + 1 }, (_, n) => book(n));
    expect(await service().share({ items: many }, ADDRESS)).toEqual({ status: "invalid", error: M.tooManyBooks });
    expect(await service().share({ items: [{ id: "1 OR 1=1", handle: "x" }] }, ADDRESS)).toEqual({
      status: "invalid",
      error: M.invalid,
    });
    expect(await service().share({ title: "x".repeat(SHARED_LIST_TITLE_MAX), items }, ADDRESS)).toMatchObject({
      status: "created",
    });
  });

  it(`stores at most ${SHARED_LISTS_PER_ADDRESS_PER_DAY} new lists a day per address, then again the next day`, async () => {
    for (let n = 0; n < SHARED_LISTS_PER_ADDRESS_PER_DAY; n += 1) await shared();
    expect(await service().share(LIST, ADDRESS)).toEqual({ status: "too-many" });
    expect((await service().share(LIST, "203.0.113.9")).status).toBe("created");
    clock = new Date(clock.getTime() + 24 * 60 * 60_000 + 1);
    expect((await service().share(LIST, ADDRESS)).status).toBe("created");
  });

  it("lets the owner's secret update the list under the same link, and no other secret", async () => {
    const { id, secret } = await shared();
    const other = "B".repeat(43);
    const changed = { title: "Anniversaire de Tom", items: [book(3)] };
    expect(await service().update(id, other, changed)).toEqual({ status: "not-found" });
    expect(await service().update(id, undefined, changed)).toEqual({ status: "not-found" });
    expect(await service().update(id, secret, { items: [] })).toEqual({ status: "invalid", error: M.empty });
    expect(await service().update(id, secret, changed)).toEqual({ status: "updated" });
    expect(await service().read(id)).toMatchObject({ title: "Anniversaire de Tom", items: [book(3)] });
  });

  it("stops sharing with the owner's secret only: the link then reads nothing", async () => {
    const { id, secret } = await shared();
    expect(await service().stop(id, "C".repeat(43))).toEqual({ status: "not-found" });
    expect(await service().read(id)).not.toBeNull();
    expect(await service().stop(id, secret)).toEqual({ status: "stopped" });
    expect(await service().read(id)).toBeNull();
    expect(await service().stop(id, secret)).toEqual({ status: "not-found" });
  });

  it("keeps only books of the catalogue, under the catalogue's id and handle (issue 51)", async () => {
    const posted = {
      items: [
        book(1),
        { id: "gid://shopify/Product/999999", handle: "phishing-page" },
        { id: "gid://shopify/Product/888888", handle: "livre-2" },
        { id: "gid://shopify/Product/3", handle: "un-autre-nom" },
        book(2),
      ],
    };
    const { id, secret } = await shared(posted);
    expect((await service().read(id))?.items).toEqual([book(1), book(2), book(3)]);
    expect(
      await service().update(id, secret, { items: [{ id: "gid://shopify/Product/999999", handle: "x" }] }),
    ).toEqual({ status: "invalid", error: M.noneInCatalogue });
    expect(await service().share({ items: [{ id: "gid://shopify/Product/777777", handle: "x" }] }, ADDRESS)).toEqual({
      status: "invalid",
      error: M.noneInCatalogue,
    });
  });

  it("refuses a title holding invisible format characters, in French; an emoji joined by a zero-width joiner passes", async () => {
    const items = [book(1)];
    for (const title of ["Liste\u200b de Léa", "Noël \u202eaéL", "Pour\u2066 Tom", "Cade\u00adaux", "Tom\tLéa"]) {
      expect(await service().share({ title, items }, ADDRESS)).toEqual({
        status: "invalid",
        error: FORM_MESSAGES.invisibleCharacters,
      });
    }
    expect((await service().share({ title: "Pour 👩‍🚀 Léa", items }, ADDRESS)).status).toBe("created");
  });

  it(`stores at most ${SHARED_LISTS_PER_DAY} new lists a Paris day for the whole shop, says so once, and shares again after midnight`, async () => {
    clock = new Date("2026-12-01T22:00:00Z"); // 23:00 in Paris
    const rows = Array.from({ length: SHARED_LISTS_PER_DAY }, (_, n) => ({
      id: `list-${String(n).padStart(17, "0")}`,
      secretHash: "x",
      title: "",
      items: [book(1)],
      creatorKey: `203.0.113.${n % 200}`,
      createdAt: new Date("2026-11-30T23:00:00Z"), // 00:00 in Paris, the same day
      updatedAt: new Date("2026-11-30T23:00:00Z"),
    }));
    await database.db.insert(sharedLists).values(rows);
    logged.length = 0;
    expect(await service().share(LIST, ADDRESS)).toEqual({ status: "shop-full" });
    expect(await service().share(LIST, "192.0.2.1")).toEqual({ status: "shop-full" });
    expect(logged.filter((line) => line.includes("nouveaux partages sont refusés"))).toHaveLength(2);
    const one = service();
    await one.share(LIST, ADDRESS);
    await one.share(LIST, ADDRESS);
    expect(logged).toHaveLength(3);
    expect(logged[2]).toBe(
      `[listes partagées] ${SHARED_LISTS_PER_DAY} listes créées aujourd'hui : les nouveaux partages sont refusés jusqu'à minuit (heure de Paris).`,
    );
    clock = new Date("2026-12-01T23:00:00Z"); // midnight in Paris: a new day
    expect((await service().share(LIST, ADDRESS)).status).toBe("created");
  });

  it("counts the shop's day exactly when lists are shared at the same time from many addresses", async () => {
    const rows = Array.from({ length: SHARED_LISTS_PER_DAY - 3 }, (_, n) => ({
      id: `list-${String(n).padStart(17, "0")}`,
      secretHash: "x",
      title: "",
      items: [book(1)],
      createdAt: clock,
      updatedAt: clock,
    }));
    await database.db.insert(sharedLists).values(rows);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, n) => service().share(LIST, `198.51.100.${n + 10}`)),
    );
    expect(results.filter((result) => result.status === "created")).toHaveLength(3);
    expect(results.filter((result) => result.status === "shop-full")).toHaveLength(5);
  });

  it("forgets the creating address after a day, and deletes a list 12 months after its last update", async () => {
    const { id: kept, secret } = await shared();
    const { id: old } = await shared();
    clock = new Date("2027-06-01T10:00:00Z");
    await service().update(kept, secret, LIST);
    expect(await service().sweep()).toEqual({ deleted: 0, addressesForgotten: 2 });
    const rows = await database.db.select({ creatorKey: sharedLists.creatorKey }).from(sharedLists);
    expect(rows.every((row) => row.creatorKey === null)).toBe(true);
    clock = new Date("2027-12-01T10:00:01Z");
    expect(await service().sweep()).toEqual({ deleted: 1, addressesForgotten: 0 });
    expect(await service().read(old)).toBeNull();
    expect(await service().read(kept)).not.toBeNull();
  });
});
