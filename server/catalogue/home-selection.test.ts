import { describe, expect, it } from "vitest";
import type { ProductSummary } from "../../core/catalogue/catalogue-types.ts";
import { christmasSelection, randomOfTheMinute } from "./home-selection.ts";

const books = Array.from({ length: 50 }, (_, i) => ({ handle: `livre-${i + 1}` }) as ProductSummary);
const catalogue = { firstProducts: (count: number) => books.slice(0, count), hasTag: () => true };
const orderAt = (time: string) =>
  christmasSelection(catalogue, randomOfTheMinute(Date.parse(time))).map((book) => book.handle);

describe("the order of the Christmas carousel (docs/product.md §2, decision 028)", () => {
  it("is the same for every view within one minute", () => {
    expect(orderAt("2026-12-01T10:15:00Z")).toEqual(orderAt("2026-12-01T10:15:59.999Z"));
  });

  it("is drawn anew the next minute, and differs from the catalogue's order", () => {
    const orders = ["10:15", "10:16", "10:17"].map((minute) => orderAt(`2026-12-01T${minute}:00Z`).join());
    expect(new Set(orders).size).toBe(3);
    expect(orders[0]).not.toBe(
      books
        .slice(0, 12)
        .map((book) => book.handle)
        .join(),
    );
  });
});
