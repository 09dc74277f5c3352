import { describe, expect, it } from "vitest";
import { slugify } from "./catalogue/slug.ts";
import { formatCount, formatPrice, truncateText } from "./format.ts";

describe("formatPrice", () => {
  it("writes euros the French way with two decimals", () => {
    expect(formatPrice(12.5).replace(/\s/g, " ")).toBe("12,50 €");
    expect(formatPrice(3).replace(/\s/g, " ")).toBe("3,00 €");
    expect(formatPrice(1234.5).replace(/\s/g, " ")).toBe("1 234,50 €");
  });

  it("writes every amount exactly as Intl.NumberFormat fr-FR does, spaces and rounding included", () => {
    const intl = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR", minimumFractionDigits: 2 });
    const amounts = [
      0, -0, 0.005, 0.994, 0.995, 1.005, 9.99, 29, 999.995, 1000, 12345.678, 1234567.891, -4.99, -0.001, 1e-7, 2.675,
      1.255,
    ];
    for (let cents = 0; cents < 300_000; cents += 7) amounts.push(cents / 100);
    for (const amount of amounts) expect(formatPrice(amount), String(amount)).toBe(intl.format(amount));
  });
});

describe("formatCount", () => {
  it("groups digits as toLocaleString fr-FR does", () => {
    for (const count of [0, 7, 999, 1000, 3000, 12345, 999999, 1234567]) {
      expect(formatCount(count)).toBe(count.toLocaleString("fr-FR"));
    }
  });
});

describe("truncateText", () => {
  it("keeps short text and cuts long text at a word with an ellipsis", () => {
    expect(truncateText("Un  livre   court", 150)).toBe("Un livre court");
    const cut = truncateText("mot ".repeat(100), 150);
    expect(cut.length).toBeLessThanOrEqual(150);
    expect(cut.endsWith("…")).toBe(true);
  });
});

describe("slugify", () => {
  it("lower-cases, removes accents and joins words with single hyphens", () => {
    expect(slugify("Livres-jeux et d'activités")).toBe("livres-jeux-et-d-activites");
    expect(slugify("Noël")).toBe("noel");
    expect(slugify("Énigmes et escape games")).toBe("enigmes-et-escape-games");
    expect(slugify("5ème+")).toBe("5eme");
    expect(slugify("  Mers & Océans ")).toBe("mers-oceans");
    expect(slugify("Cœur de pirate")).toBe("coeur-de-pirate");
  });
});
