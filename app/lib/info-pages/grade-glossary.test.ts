import { describe, expect, it } from "vitest";
import { GRADE_SLUGS } from "../../../core/catalogue/condition-grades.ts";
import { CHECKS_ON_EVERY_COPY, GRADE_CRITERIA } from "./grade-glossary.ts";

describe("grade glossary", () => {
  it("says, for each grade, what it allows of what parents ask about", () => {
    const criteria = GRADE_CRITERIA.map((row) => row.criterion).join(" | ");
    for (const topic of [
      /Gribouillages/,
      /Nom/,
      /Rabats, tirettes et pop-up/,
      /Autocollants/,
      /sonores/,
      /Nettoyage/,
    ]) {
      expect(criteria).toMatch(topic);
    }
    for (const row of GRADE_CRITERIA) {
      for (const slug of GRADE_SLUGS) expect(row.byGrade[slug], `${row.criterion} / ${slug}`).toMatch(/\S.*\.$/);
    }
  });

  it("never uses « neuf » (décret n° 2022-190)", () => {
    const text = [...CHECKS_ON_EVERY_COPY, ...GRADE_CRITERIA.flatMap((row) => Object.values(row.byGrade))].join(" ");
    expect(text).not.toMatch(/neu[fv]/i);
  });
});
