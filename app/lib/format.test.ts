import { describe, expect, it } from "vitest";
import { formatPrice, truncateText } from "./format.ts";
import { slugify } from "./slug.ts";

describe("formatPrice", () => {
  it("writes euros the French way with two decimals", () => {
    expect(formatPrice(12.5).replace(/\s/g, " ")).toBe("12,50 €");
    expect(formatPrice(3).replace(/\s/g, " ")).toBe("3,00 €");
    expect(formatPrice(1234.5).replace(/\s/g, " ")).toBe("1 234,50 €");
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
