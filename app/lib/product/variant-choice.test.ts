import { describe, expect, it } from "vitest";
import { variantNumber } from "../../../core/catalogue/handle.ts";
import { cheapestForSale, choosableOptions, initialVariant, variantAfterChoosing } from "./variant-choice.ts";

const copy = (id: number, availableForSale: boolean, options: Record<string, string>) => ({
  id: `gid://shopify/ProductVariant/${id}`,
  availableForSale,
  selectedOptions: Object.entries(options).map(([name, value]) => ({ name, value })),
});

const variants = [
  copy(1, true, { État: "Très bon état", Format: "Poche" }),
  copy(2, false, { État: "Bon état", Format: "Poche" }),
  copy(3, true, { État: "Bon état", Format: "Grand format" }),
  copy(4, true, { État: "Très bon état", Format: "Grand format" }),
];

describe("variant choice", () => {
  it("offers a selector for each option with several values, none for Shopify's single 'Title'", () => {
    expect(
      choosableOptions([
        { name: "Title", values: ["Default Title"] },
        { name: "État", values: ["Très bon état", "Bon état"] },
        { name: "Format", values: ["Poche", "Grand format"] },
      ]).map((option) => option.name),
    ).toEqual(["État", "Format"]);
  });

  it("keeps the other option's current value when choosing a grade", () => {
    expect(variantAfterChoosing(variants, variants[3], "État", "Bon état")?.id).toBe(variants[2]?.id);
    expect(variantAfterChoosing(variants, variants[0], "État", "Bon état")?.id).toBe(variants[1]?.id);
  });

  it("prefers a copy for sale when the other choices cannot all be kept", () => {
    const current = copy(9, true, { État: "État correct", Format: "Relié" });
    expect(variantAfterChoosing(variants, current, "État", "Bon état")?.id).toBe(variants[2]?.id);
  });

  it("finds no copy for a value no copy has", () => {
    expect(variantAfterChoosing(variants, variants[0], "État", "État correct")).toBeUndefined();
  });

  it("starts on the copy a link names by its number, else on the first copy for sale", () => {
    expect(initialVariant(variants, "3")?.id).toBe(variants[2]?.id);
    expect(initialVariant(variants, "999")?.id).toBe(variants[0]?.id);
    expect(
      initialVariant(
        [variants[1], variants[2]].filter((v) => v !== undefined),
        null,
      )?.id,
    ).toBe(variants[2]?.id);
    expect(variantNumber("gid://shopify/ProductVariant/42")).toBe("42");
  });

  it("adds from a card the cheapest copy for sale, none when all are sold out", () => {
    const priced = [
      { ...copy(1, false, { État: "État correct" }), price: 3.9 },
      { ...copy(2, true, { État: "Très bon état" }), price: 7.9 },
      { ...copy(3, true, { État: "Bon état" }), price: 5.9 },
    ];
    expect(cheapestForSale(priced)?.id).toBe(priced[2]?.id);
    expect(cheapestForSale(priced.map((variant) => ({ ...variant, availableForSale: false })))).toBeUndefined();
  });
});
