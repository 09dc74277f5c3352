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

  it("hides Shopify's 'Default Title' of a product without options", () => {
    expect(optionsLabel([{ name: "Title", value: "Default Title" }])).toBe("");
  });
});
