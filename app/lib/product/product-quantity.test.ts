import { describe, expect, it } from "vitest";
import { clampQuantity, maxQuantity } from "./product-quantity.ts";

describe("product quantity (docs/product.md §4, §5)", () => {
  it("offers 99 until the stock is known", () => {
    expect(maxQuantity(undefined)).toBe(99);
    expect(maxQuantity(null)).toBe(99);
  });

  it("offers the real stock once known, nothing when not for sale", () => {
    expect(maxQuantity({ availableForSale: true, quantityAvailable: 2 })).toBe(2);
    expect(maxQuantity({ availableForSale: false, quantityAvailable: 5 })).toBe(0);
  });

  it("keeps the quantity between 1 and the stock, lowering it to the stock or 1", () => {
    expect(clampQuantity(5, 2)).toBe(2);
    expect(clampQuantity(0, 2)).toBe(1);
    expect(clampQuantity(-3, 10)).toBe(1);
    expect(clampQuantity(3, 0)).toBe(1);
    expect(clampQuantity(2.7, 10)).toBe(2);
    expect(clampQuantity(Number.NaN, 10)).toBe(1);
  });
});
