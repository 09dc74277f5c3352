import { describe, expect, it } from "vitest";
import { applyDiscounts, type DiscountRule, discountAmount, distinctCodes, isApplicable } from "./discounts.ts";

const NOW = new Date("2026-03-01T12:00:00Z");

function rule(overrides: Partial<DiscountRule> & Pick<DiscountRule, "code">): DiscountRule {
  return {
    kind: "percentage",
    value: 1000,
    minimumSubtotal: null,
    startsAt: null,
    endsAt: null,
    active: true,
    usageLimit: null,
    usageCount: 0,
    ...overrides,
  };
}

const RULES = new Map(
  [
    rule({ code: "BIENVENUE10" }),
    rule({ code: "LIVRES5", kind: "fixed_amount", value: 500, minimumSubtotal: 3000 }),
    rule({ code: "NOEL2025", endsAt: new Date("2025-12-31T23:00:00Z") }),
    rule({ code: "TIERS", value: 3333 }),
  ].map((entry) => [entry.code, entry]),
);

describe("discount arithmetic", () => {
  it("takes a percentage of the subtotal, rounded to the cent", () => {
    expect(discountAmount(rule({ code: "A", value: 1000 }), 2499)).toBe(250);
    expect(discountAmount(rule({ code: "A", value: 3333 }), 1000)).toBe(333);
    expect(discountAmount(rule({ code: "A", kind: "fixed_amount", value: 500 }), 100)).toBe(500);
  });

  it("applies 10 % on 25 EUR: 2.50 off, 22.50 to pay", () => {
    expect(applyDiscounts(2500, ["bienvenue10"], RULES, NOW)).toEqual({
      codes: [{ code: "BIENVENUE10", applicable: true }],
      allocations: [{ code: "BIENVENUE10", amount: 250 }],
      totalDiscount: 250,
      total: 2250,
    });
  });

  it("applies a fixed amount from its minimum subtotal only, the minimum itself included", () => {
    expect(applyDiscounts(2999, ["LIVRES5"], RULES, NOW).total).toBe(2999);
    expect(applyDiscounts(3000, ["LIVRES5"], RULES, NOW).total).toBe(2500);
  });

  it("never goes below zero when codes add up to more than the subtotal", () => {
    const outcome = applyDiscounts(
      400,
      ["LIVRES5", "BIENVENUE10"],
      new Map([...RULES, ["LIVRES5", rule({ code: "LIVRES5", kind: "fixed_amount", value: 500 })]]),
      NOW,
    );
    expect(outcome.allocations).toEqual([
      { code: "LIVRES5", amount: 400 },
      { code: "BIENVENUE10", amount: 0 },
    ]);
    expect(outcome.total).toBe(0);
    expect(outcome.totalDiscount).toBe(400);
  });

  it("computes each code on the subtotal so the order of codes does not change the discount", () => {
    const one = applyDiscounts(5000, ["BIENVENUE10", "LIVRES5"], RULES, NOW);
    const other = applyDiscounts(5000, ["LIVRES5", "BIENVENUE10"], RULES, NOW);
    expect(one.totalDiscount).toBe(1000);
    expect(other.totalDiscount).toBe(1000);
  });

  it("reports unknown and ended codes as not applicable, once each, blanks dropped", () => {
    expect(applyDiscounts(2500, ["NOEL2025", " ", "inconnu", "INCONNU"], RULES, NOW)).toEqual({
      codes: [
        { code: "NOEL2025", applicable: false },
        { code: "INCONNU", applicable: false },
      ],
      allocations: [],
      totalDiscount: 0,
      total: 2500,
    });
  });

  it("reads the date window, the active flag and the usage limit", () => {
    const window = rule({
      code: "W",
      startsAt: new Date("2026-03-01T00:00:00Z"),
      endsAt: new Date("2026-03-02T00:00:00Z"),
    });
    expect(isApplicable(window, 1000, new Date("2026-02-28T23:59:59Z"))).toBe(false);
    expect(isApplicable(window, 1000, new Date("2026-03-01T00:00:00Z"))).toBe(true);
    expect(isApplicable(window, 1000, new Date("2026-03-02T00:00:00Z"))).toBe(false);
    expect(isApplicable(rule({ code: "X", active: false }), 1000, NOW)).toBe(false);
    expect(isApplicable(rule({ code: "X", usageLimit: 3, usageCount: 2 }), 1000, NOW)).toBe(true);
    expect(isApplicable(rule({ code: "X", usageLimit: 3, usageCount: 3 }), 1000, NOW)).toBe(false);
    expect(isApplicable(rule({ code: "X" }), 0, NOW)).toBe(false);
  });

  it("normalises codes: trimmed, upper-cased, each once", () => {
    expect(distinctCodes([" livres5", "LIVRES5 ", "", "Bienvenue10"])).toEqual(["LIVRES5", "BIENVENUE10"]);
  });
});
