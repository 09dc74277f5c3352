import { describe, expect, it } from "vitest";
import { LEGAL_GUARANTEE_BOX } from "./legal-guarantee-text.ts";

const text = LEGAL_GUARANTEE_BOX.flatMap((paragraph) => [paragraph.text, ...(paragraph.items ?? [])]).join("\n");

describe("the legal guarantee box of the terms (D211-2, annex A)", () => {
  it("keeps the model's thirteen paragraphs and its four numbered cases", () => {
    expect(LEGAL_GUARANTEE_BOX).toHaveLength(13);
    expect(LEGAL_GUARANTEE_BOX.flatMap((paragraph) => paragraph.items ?? [])).toHaveLength(4);
  });

  it("cites what the model cites: the code's articles, the civil fine and the hidden-defects guarantee", () => {
    for (const quoted of ["L. 217-1 à L. 217-32", "L. 241-5", "300 000 euros", "1641 à 1649 du code civil"]) {
      expect(text).toContain(quoted);
    }
  });

  it("was not tidied into typographic apostrophes, which the official text does not use", () => {
    expect(text).not.toContain("’");
  });
});
