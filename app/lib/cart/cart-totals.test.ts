import { describe, expect, it } from "vitest";
import { cartTotals } from "./cart-totals.ts";

describe("cartTotals", () => {
  it("sums the lines and counts the copies", () => {
    const totals = cartTotals(
      [
        { price: 4.9, quantity: 2 },
        { price: 7.5, quantity: 1 },
      ],
      0,
    );
    expect(totals).toMatchObject({ subtotal: 17.3, itemCount: 3, discount: 0, total: 17.3 });
  });

  it("takes the promo discount off the total", () => {
    expect(cartTotals([{ price: 10, quantity: 3 }], 3)).toMatchObject({ subtotal: 30, discount: 3, total: 27 });
  });

  it("never takes off a negative discount nor more than the subtotal", () => {
    expect(cartTotals([{ price: 10, quantity: 1 }], -5)).toMatchObject({ discount: 0, total: 10 });
    expect(cartTotals([{ price: 10, quantity: 1 }], 50)).toMatchObject({ discount: 10, total: 0 });
    expect(cartTotals([{ price: 10, quantity: 1 }], Number.NaN)).toMatchObject({ discount: 0, total: 10 });
  });

  it("shows the remaining amount and the 4.99 EUR fee below 29 EUR after discount", () => {
    const totals = cartTotals([{ price: 14.5, quantity: 2 }], 2.9);
    expect(totals).toMatchObject({
      total: 26.1,
      freeDelivery: false,
      remainingForFreeDelivery: 2.9,
      deliveryFee: 4.99,
    });
    expect(totals.progressPercent).toBeCloseTo(90);
  });

  it("gives free delivery from exactly 29 EUR, progress capped at 100", () => {
    expect(cartTotals([{ price: 14.5, quantity: 2 }], 0)).toMatchObject({
      total: 29,
      freeDelivery: true,
      progressPercent: 100,
      remainingForFreeDelivery: 0,
      deliveryFee: 0,
    });
    expect(cartTotals([{ price: 60, quantity: 1 }], 0).progressPercent).toBe(100);
  });

  it("starts an empty cart at zero progress", () => {
    expect(cartTotals([], 0)).toMatchObject({ subtotal: 0, itemCount: 0, total: 0, progressPercent: 0 });
  });
});
