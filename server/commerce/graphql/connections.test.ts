import { describe, expect, it } from "vitest";
import { createBatchLoader } from "./catalogue-loaders.ts";
import { decodeCursor, encodeCursor, pageWindow, paginateList } from "./connections.ts";
import { StorefrontRequestError } from "./errors.ts";

describe("cursors", () => {
  it("round-trip the sort, its value and the id as an opaque base64url string", () => {
    const cursor = encodeCursor({ sort: "TITLE", value: "émotions en couleurs", id: 12 });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual({ sort: "TITLE", value: "émotions en couleurs", id: 12 });
  });

  it.each(["", "garbage!", "bm90IGpzb24", Buffer.from('["ID",null]').toString("base64url"), "x".repeat(2000)])(
    "refuse %s",
    (cursor) => {
      expect(decodeCursor(cursor)).toBeNull();
    },
  );
});

describe("pageWindow", () => {
  it("requires first or last, like Shopify", () => {
    expect(() => pageWindow({}, "products", "ID")).toThrow("you must provide one of first or last");
  });

  it("refuses both, a page over 250, a negative size", () => {
    expect(() => pageWindow({ first: 1, last: 1 }, "products", "ID")).toThrow(StorefrontRequestError);
    expect(() => pageWindow({ first: 251 }, "products", "ID")).toThrow("ne peut pas dépasser 250");
    expect(() => pageWindow({ last: -1 }, "products", "ID")).toThrow("négatif");
  });

  it("refuses a cursor made for another sort", () => {
    const titleCursor = encodeCursor({ sort: "TITLE", value: "a", id: 1 });
    expect(() => pageWindow({ first: 1, after: titleCursor }, "products", "PRICE")).toThrow("est invalide");
  });
});

describe("paginateList", () => {
  const items = [5, 3, 9, 1, 7].map((id, index) => ({ id, position: index + 1 }));
  const order = {
    sort: "POSITION",
    key: (item: { position: number }) => item.position,
    id: (item: { id: number }) => item.id,
  };

  it("pages forward with cursors and tells when more remain", () => {
    const first = paginateList(items, { first: 2 }, "images", order);
    expect(first.nodes.map((item) => item.id)).toEqual([5, 3]);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = paginateList(items, { first: 5, after: first.pageInfo.endCursor }, "images", order);
    expect(second.nodes.map((item) => item.id)).toEqual([9, 1, 7]);
    expect(second.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
  });

  it("pages backward and in reverse", () => {
    const last = paginateList(items, { last: 2 }, "images", order);
    expect(last.nodes.map((item) => item.id)).toEqual([1, 7]);
    expect(last.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const reversed = paginateList(items, { first: 2, reverse: true }, "images", order);
    expect(reversed.nodes.map((item) => item.id)).toEqual([7, 1]);
  });
});

describe("createBatchLoader", () => {
  it("answers the keys asked for in the same tick with one call, and caches them", async () => {
    const calls: number[][] = [];
    const loader = createBatchLoader<number, string>(async (keys) => {
      calls.push(keys);
      return new Map(keys.filter((key) => key !== 2).map((key) => [key, `v${key}`]));
    }, "absent");
    expect(await Promise.all([loader.load(1), loader.load(2), loader.load(3), loader.load(1)])).toEqual([
      "v1",
      "absent",
      "v3",
      "v1",
    ]);
    expect(await loader.load(3)).toBe("v3");
    expect(calls).toEqual([[1, 2, 3]]);
  });
});
