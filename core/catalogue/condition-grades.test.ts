import { describe, expect, it } from "vitest";
import {
  CONDITION_GRADES,
  gradeOfOptions,
  gradeOfValue,
  gradesOfOptions,
  isGradeOption,
  optionValueLabel,
} from "./condition-grades.ts";

describe("condition grades", () => {
  it("has exactly the three grades, best first", () => {
    expect(CONDITION_GRADES.map((grade) => grade.label)).toEqual(["Très bon état", "Bon état", "État correct"]);
  });

  it("never says « neuf » in a grade's name or words (décret n° 2022-190)", () => {
    for (const grade of CONDITION_GRADES) expect(Object.values(grade).join(" ")).not.toMatch(/neu[fv]/i);
  });

  it("says a very good copy is ideal as a present, and the others are not", () => {
    expect(CONDITION_GRADES.map((grade) => grade.giftable)).toEqual([true, false, false]);
  });

  it("reads the option named État or Condition, whatever the case and accents", () => {
    for (const name of ["État", "etat", "ÉTAT", "Etat", "Condition", "condition", "CONDITION"]) {
      expect(isGradeOption(name)).toBe(true);
    }
    for (const name of ["Title", "Format", "États-Unis", "Conditionnement"]) expect(isGradeOption(name)).toBe(false);
  });

  it("maps the shop's, French and English Shopify values to the three grades", () => {
    const cases: Array<[string, string]> = [
      ["Très bon état", "Très bon état"],
      ["TRES BON ETAT", "Très bon état"],
      ["Excellent état", "Très bon état"],
      ["Very good", "Très bon état"],
      ["Like New", "Très bon état"],
      ["Bon état", "Bon état"],
      ["good", "Bon état"],
      ["État correct", "État correct"],
      ["Acceptable", "État correct"],
      ["Fair", "État correct"],
    ];
    for (const [value, label] of cases) expect(gradeOfValue(value)?.label, value).toBe(label);
  });

  it("turns the forbidden « comme neuf » into the top grade rather than showing it", () => {
    expect(gradeOfValue("Comme neuf")?.label).toBe("Très bon état");
    expect(optionValueLabel({ name: "État", value: "comme neuf" })).toBe("Très bon état");
  });

  it("leaves a value of the store's own outside the scale, shown as given", () => {
    expect(gradeOfValue("Dédicacé")).toBeNull();
    expect(optionValueLabel({ name: "État", value: "Dédicacé" })).toBe("Dédicacé");
    expect(optionValueLabel({ name: "Format", value: "good" })).toBe("good");
  });

  it("finds a copy's grade among its options", () => {
    expect(
      gradeOfOptions([
        { name: "Format", value: "Poche" },
        { name: "Condition", value: "Good" },
      ])?.slug,
    ).toBe("bon-etat");
    expect(gradeOfOptions([{ name: "Title", value: "Default Title" }])).toBeNull();
  });

  it("lists the grades a product comes in, in the scale's order, each once", () => {
    expect(
      gradesOfOptions([
        { name: "Format", values: ["Poche"] },
        { name: "état", values: ["État correct", "Very good", "Excellent état", "Inconnu"] },
      ]),
    ).toEqual(["tres-bon-etat", "etat-correct"]);
  });
});
