import { describe, expect, it } from "vitest";
import { bare, capitalize, fill, frenchDecimal, of } from "./french.ts";

describe("French helpers", () => {
  it("contracts 'de' with the article or elides it before a vowel", () => {
    expect(of("les dinosaures")).toBe("des dinosaures");
    expect(of("le corps humain")).toBe("du corps humain");
    expect(of("la ferme")).toBe("de la ferme");
    expect(of("l'école")).toBe("de l'école");
    expect(of("Noël")).toBe("de Noël");
    expect(of("Ulysse")).toBe("d'Ulysse");
    expect(of("Inès")).toBe("d'Inès");
  });

  it("drops the article to call someone, capitalizes the first letter only", () => {
    expect(bare("le petit renne")).toBe("petit renne");
    expect(bare("l'écureuil")).toBe("écureuil");
    expect(capitalize("écoute les oiseaux !")).toBe("Écoute les oiseaux !");
  });

  it("fills templates and refuses an unknown key", () => {
    expect(fill("Le secret {of}", { of: "du sapin" })).toBe("Le secret du sapin");
    expect(() => fill("{missing}", {})).toThrow(/missing/);
  });

  it("writes decimals with a comma and without a useless zero", () => {
    expect(frenchDecimal(24.5, 1)).toBe("24,5");
    expect(frenchDecimal(19, 1)).toBe("19");
    expect(frenchDecimal(0.35, 2)).toBe("0,35");
  });
});
