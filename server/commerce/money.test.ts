import { describe, expect, it } from "vitest";
import { decimalOf, eurosToCents, parseCents } from "./money.ts";

describe("money in cents", () => {
  it.each([
    ["12.50", 1250],
    ["12.5", 1250],
    ["4", 400],
    ["0.07", 7],
    ["-3.5", -350],
    [" 9.90 ", 990],
  ])("reads %s as %d cents", (text, cents) => {
    expect(parseCents(text)).toBe(cents);
  });

  it.each(["", "abc", "1,50", "1e3", "12.5.0"])("refuses %j", (text) => {
    expect(parseCents(text)).toBeNull();
  });

  it("writes cents back as a two-decimal amount", () => {
    expect(decimalOf(1250)).toBe("12.50");
    expect(decimalOf(7)).toBe("0.07");
    expect(decimalOf(0)).toBe("0.00");
    expect(decimalOf(-350)).toBe("-3.50");
  });

  it("turns shop constants in euros into cents without floating-point crumbs", () => {
    expect(eurosToCents(4.99)).toBe(499);
    expect(eurosToCents(6.99)).toBe(699);
    expect(eurosToCents(29)).toBe(2900);
  });
});
