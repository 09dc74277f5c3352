import { parse } from "graphql";
import { describe, expect, it } from "vitest";
import { createValidatedDocuments } from "./validated-documents.ts";

describe("the documents the local service has validated", () => {
  it("answers a text it kept with its parsed document, and forgets the least recently used beyond its room", () => {
    const documents = createValidatedDocuments(2);
    const [a, b, c] = ["{ shop { name } }", "{ products(first: 1) { nodes { id } } }", '{ cart(id: "x") { id } }'];
    documents.add(a, parse(a));
    documents.add(b, parse(b));
    expect(documents.get(a)).toEqual(parse(a)); // used again: b is now the oldest
    documents.add(c, parse(c));
    expect(documents.get(b)).toBeUndefined();
    expect(documents.get(a)).toBeDefined();
    expect(documents.get(c)).toBeDefined();
    expect(documents.get("{ shop { id } }")).toBeUndefined();
  });
});
