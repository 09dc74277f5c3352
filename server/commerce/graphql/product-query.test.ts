import { describe, expect, it } from "vitest";
import { type ProductQuery, parseProductQuery } from "./product-query.ts";
import { compileProductQuery, tsQueryText } from "./product-query-sql.ts";

const text = (value: string, phrase = false): ProductQuery => ({ kind: "text", value, phrase });
const field = (name: string, value: string, extra: Partial<Extract<ProductQuery, { kind: "field" }>> = {}) => ({
  kind: "field" as const,
  field: name,
  comparator: ":" as const,
  value,
  quoted: false,
  prefix: false,
  ...extra,
});

describe("parseProductQuery", () => {
  it("reads an empty or blank query as no constraint", () => {
    expect(parseProductQuery("")).toEqual({ kind: "all" });
    expect(parseProductQuery("   \t ")).toEqual({ kind: "all" });
  });

  it("reads a fielded term with an accented bare value", () => {
    expect(parseProductQuery("tag:Noël")).toEqual(field("tag", "Noël"));
  });

  it("reads double- and single-quoted values with spaces", () => {
    expect(parseProductQuery('tag:"0-4 ans"')).toEqual(field("tag", "0-4 ans", { quoted: true }));
    expect(parseProductQuery("vendor:'Gallimard Jeunesse'")).toEqual(
      field("vendor", "Gallimard Jeunesse", { quoted: true }),
    );
  });

  it("lower-cases field names and keeps the value's case", () => {
    expect(parseProductQuery("Product_Type:Roman")).toEqual(field("product_type", "Roman"));
  });

  it("marks a trailing star as a prefix and removes it", () => {
    expect(parseProductQuery("title:dino*")).toEqual(field("title", "dino", { prefix: true }));
  });

  it("keeps a star inside quotes literally", () => {
    expect(parseProductQuery('title:"dino*"')).toEqual(field("title", "dino*", { quoted: true }));
  });

  it("joins bare terms with an implicit AND", () => {
    expect(parseProductQuery("grand livre dinosaures")).toEqual({
      kind: "and",
      operands: [text("grand"), text("livre"), text("dinosaures")],
    });
  });

  it("reads a quoted free-text term as a phrase", () => {
    expect(parseProductQuery('"petit ours brun"')).toEqual(text("petit ours brun", true));
  });

  it("binds AND tighter than OR", () => {
    expect(parseProductQuery("tag:Noël vendor:Nathan OR tag:Pirates")).toEqual({
      kind: "or",
      operands: [{ kind: "and", operands: [field("tag", "Noël"), field("vendor", "Nathan")] }, field("tag", "Pirates")],
    });
  });

  it("accepts an explicit AND", () => {
    expect(parseProductQuery("tag:Noël AND vendor:Nathan")).toEqual({
      kind: "and",
      operands: [field("tag", "Noël"), field("vendor", "Nathan")],
    });
  });

  it("groups with parentheses", () => {
    expect(parseProductQuery("(tag:Noël OR tag:Dinosaures) vendor:Nathan")).toEqual({
      kind: "and",
      operands: [
        { kind: "or", operands: [field("tag", "Noël"), field("tag", "Dinosaures")] },
        field("vendor", "Nathan"),
      ],
    });
  });

  it("negates with NOT and with a glued minus, including a group", () => {
    expect(parseProductQuery("NOT tag:Noël")).toEqual({ kind: "not", operand: field("tag", "Noël") });
    expect(parseProductQuery("-vendor:Nathan")).toEqual({ kind: "not", operand: field("vendor", "Nathan") });
    expect(parseProductQuery("-(a OR b)")).toEqual({
      kind: "not",
      operand: { kind: "or", operands: [text("a"), text("b")] },
    });
  });

  it("reads a minus inside a word, or followed by a space, as text", () => {
    expect(parseProductQuery("pop-up")).toEqual(text("pop-up"));
    expect(parseProductQuery("a - b")).toEqual({ kind: "and", operands: [text("a"), text("-"), text("b")] });
  });

  it("reads lower-case and/or as words, not operators", () => {
    expect(parseProductQuery("contes or fables")).toEqual({
      kind: "and",
      operands: [text("contes"), text("or"), text("fables")],
    });
  });

  it("reads comparators", () => {
    expect(parseProductQuery("variants.price:<5")).toEqual(field("variants.price", "5", { comparator: ":<" }));
    expect(parseProductQuery("variants.price:>=10.5")).toEqual(field("variants.price", "10.5", { comparator: ":>=" }));
  });

  it("keeps an apostrophe inside a bare word", () => {
    expect(parseProductQuery("l'école")).toEqual(text("l'école"));
  });

  it("honours backslash escapes", () => {
    expect(parseProductQuery('tag:"dit \\"non\\""')).toEqual(field("tag", 'dit "non"', { quoted: true }));
  });

  it("ignores a field without a value", () => {
    expect(parseProductQuery("tag: dinosaures")).toEqual(text("dinosaures"));
  });

  describe("malformed queries degrade to free text, never throw", () => {
    it.each([
      ['tag:"Noël', text("Noël")],
      ["(dinosaures", text("dinosaures")],
      ["dinosaures)", text("dinosaures")],
      ["dinosaures AND", text("dinosaures")],
      ["OR pirates", text("pirates")],
      ["NOT", { kind: "all" }],
      ["()", { kind: "all" }],
      ["\"unbalanced 'mixed", { kind: "and", operands: [text("unbalanced"), text("mixed")] }],
    ] as Array<[string, ProductQuery]>)("%s", (input, expected) => {
      expect(parseProductQuery(input)).toEqual(expected);
    });

    it("survives absurd nesting", () => {
      expect(parseProductQuery(`${"(".repeat(5000)}x${")".repeat(5000)}`)).toEqual(text("x"));
      expect(() => parseProductQuery("NOT ".repeat(50_000))).not.toThrow();
    });
  });
});

describe("tsQueryText", () => {
  it("makes every word a quoted prefix, without accents or case", () => {
    expect(tsQueryText("Dinosaures Géants", false)).toBe("'dinosaures':* & 'geants':*");
  });

  it("keeps a phrase in order", () => {
    expect(tsQueryText("petit ours brun", true)).toBe("'petit' <-> 'ours' <-> 'brun'");
  });

  it("drops a lone elided letter", () => {
    expect(tsQueryText("l'école", false)).toBe("'ecole':*");
  });

  it("lets no tsquery syntax through", () => {
    expect(tsQueryText("x':* & dino | !<-> (rex) \\ ½", false)).toBe("'dino':* & 'rex':* & '1':* & '2':*");
    expect(tsQueryText("'):*&|!<->\\", false)).toBeNull();
  });
});

describe("compileProductQuery", () => {
  it("constrains nothing for an empty query or one without words", () => {
    expect(compileProductQuery(parseProductQuery("")).where).toBeUndefined();
    expect(compileProductQuery(parseProductQuery("!!! ???")).where).toBeUndefined();
  });

  it("ranks by the positive free-text terms only", () => {
    expect(compileProductQuery(parseProductQuery("dinosaures -pop tag:Noël")).rankQuery).toBe("('dinosaures':*)");
    expect(compileProductQuery(parseProductQuery("tag:Noël")).rankQuery).toBeNull();
  });
});
