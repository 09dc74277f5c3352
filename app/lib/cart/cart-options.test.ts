import { describe, expect, it } from "vitest";
import { optionsLabel } from "./cart-options.ts";

describe("optionsLabel", () => {
  it("joins the option values with bullets", () => {
    expect(
      optionsLabel([
        { name: "État", value: "Très bon état" },
        { name: "Format", value: "Poche" },
      ]),
    ).toBe("Très bon état • Poche");
  });

  it("writes a grade in the shop's words, and leaves it out when the line links to it", () => {
    const options = [
      { name: "Condition", value: "Very good" },
      { name: "Format", value: "Poche" },
    ];
    expect(optionsLabel(options)).toBe("Très bon état • Poche");
    expect(optionsLabel(options, { withoutGrade: true })).toBe("Poche");
    expect(optionsLabel([{ name: "État", value: "Dédicacé" }], { withoutGrade: true })).toBe("Dédicacé");
  });

  it("hides Shopify's 'Default Title' of a product without options", () => {
    expect(optionsLabel([{ name: "Title", value: "Default Title" }])).toBe("");
  });
});
