import { describe, expect, it } from "vitest";
import { SUBJECTS } from "../../../core/catalogue/taxonomy.ts";
import {
  ageCardThemes,
  isFarFromSelection,
  loopDistance,
  pickDistinct,
  splitIntoRows,
  subjectRowSpeed,
} from "./home-carousels.ts";

describe("subjectRowSpeed", () => {
  it("moves row 0 by 1 px every 30 ms and each next row 5 ms slower", () => {
    const pxPerSecond = (row: number) => subjectRowSpeed(row) * 60;
    expect(pxPerSecond(0)).toBeCloseTo(1000 / 30, 6);
    expect(pxPerSecond(1)).toBeCloseTo(1000 / 35, 6);
    expect(pxPerSecond(2)).toBeCloseTo(1000 / 40, 6);
  });
});

describe("splitIntoRows", () => {
  it("spreads the 37 subjects over 3 rows of 13, 12 and 12, keeping their order", () => {
    const rows = splitIntoRows(SUBJECTS, 3);
    expect(rows.map((row) => row.length)).toEqual([13, 12, 12]);
    expect(rows.flat()).toEqual(SUBJECTS);
  });

  it("gives empty rows when there are fewer items than rows", () => {
    expect(splitIntoRows(["a"], 3)).toEqual([["a"], [], []]);
  });
});

describe("loopDistance and isFarFromSelection", () => {
  it("measures the short way round a loop", () => {
    expect(loopDistance(0, 4, 5)).toBe(1);
    expect(loopDistance(1, 3, 5)).toBe(2);
    expect(loopDistance(2, 2, 5)).toBe(0);
    expect(loopDistance(0, 0, 0)).toBe(0);
  });

  it("dims cards two or more steps from the selected age, neighbours stay sharp", () => {
    expect([0, 1, 2, 3, 4].map((index) => isFarFromSelection(index, 1, 5))).toEqual([false, false, false, true, true]);
    expect([0, 1, 2, 3, 4].map((index) => isFarFromSelection(index, 0, 5))).toEqual([false, false, true, true, false]);
  });
});

describe("ageCardThemes", () => {
  it("lists up to 5 themes and announces more only beyond 5", () => {
    expect(ageCardThemes([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2, 3, 4, 5], more: false });
    expect(ageCardThemes([1, 2, 3, 4, 5, 6, 7])).toEqual({ shown: [1, 2, 3, 4, 5], more: true });
  });
});

describe("pickDistinct", () => {
  it("gives each key the first candidate no earlier key took", () => {
    const books: Record<string, string[]> = { a: ["x", "y"], b: ["x", "y", "z"], c: ["x", "y"], d: [] };
    expect(
      pickDistinct(
        ["a", "b", "c", "d"],
        (key) => books[key] ?? [],
        (book) => book,
      ),
    ).toEqual({
      a: "x",
      b: "y",
      c: null,
      d: null,
    });
  });
});
