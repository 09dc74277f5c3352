import { describe, expect, it } from "vitest";
import { createRandom, hashString } from "./random.ts";

describe("createRandom", () => {
  it("gives the same sequence for the same seed and another for another seed", () => {
    const draw = (seed: number | string) => {
      const random = createRandom(seed);
      return Array.from({ length: 20 }, () => random.next());
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw("bouquinerie")).toEqual(draw("bouquinerie"));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it("draws floats in [0, 1) and integers within both bounds", () => {
    const random = createRandom(7);
    const ints = new Set<number>();
    for (let i = 0; i < 5_000; i++) {
      const value = random.next();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
      const int = random.int(3, 6);
      expect(int).toBeGreaterThanOrEqual(3);
      expect(int).toBeLessThanOrEqual(6);
      ints.add(int);
    }
    expect([...ints].sort()).toEqual([3, 4, 5, 6]);
  });

  it("picks, weighs and shuffles without losing or inventing items", () => {
    const random = createRandom(1);
    const items = ["a", "b", "c", "d", "e"];
    expect(items).toContain(random.pick(items));
    expect(random.shuffle(items).sort()).toEqual(items);
    expect(items).toEqual(["a", "b", "c", "d", "e"]);
    const weighted = Array.from({ length: 2_000 }, () =>
      random.weighted(["rare", "common"], (x) => (x === "rare" ? 1 : 9)),
    );
    const rare = weighted.filter((x) => x === "rare").length;
    expect(rare).toBeGreaterThan(100);
    expect(rare).toBeLessThan(320);
    expect(() => random.pick([])).toThrow(RangeError);
  });

  it("keeps chance close to its probability", () => {
    const random = createRandom(99);
    const hits = Array.from({ length: 10_000 }, () => random.chance(0.08)).filter(Boolean).length;
    expect(hits).toBeGreaterThan(700);
    expect(hits).toBeLessThan(900);
  });
});

describe("hashString", () => {
  it("is stable and spreads close keys apart", () => {
    expect(hashString("le-petit-poucet-1")).toBe(hashString("le-petit-poucet-1"));
    expect(hashString("le-petit-poucet-1")).not.toBe(hashString("le-petit-poucet-2"));
  });
});
