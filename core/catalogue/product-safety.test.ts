import { describe, expect, it } from "vitest";
import { ageLabel, BATTERY_WARNING, SMALL_PARTS_WARNING, safetyWarnings } from "./product-safety.ts";

describe("product safety information (GPSR Art. 19)", () => {
  it("warns of small parts for sticker and puzzle books, once even when both tags are there", () => {
    expect(safetyWarnings(["4-6 ans", "Gommettes et stickers", "Puzzles et maquettes"])).toEqual([SMALL_PARTS_WARNING]);
  });

  it("warns of batteries for sound books, whatever the tag's case, then adds the store's own warnings", () => {
    expect(safetyWarnings(["livres sonores"], ["  Ne pas mouiller.  ", ""])).toEqual([
      BATTERY_WARNING,
      "Ne pas mouiller.",
    ]);
  });

  it("gives no warning for a plain novel", () => {
    expect(safetyWarnings(["8-10 ans", "Romans", "CM1"])).toEqual([]);
  });

  it("names the age bands a book is tagged with", () => {
    expect(ageLabel(["Romans", "6-8 ans", "8-10 ans"])).toBe("6-8 ans, 8-10 ans");
    expect(ageLabel(["Romans"])).toBeNull();
  });
});
