import { getOperationAST, parse } from "graphql";
import { describe, expect, it } from "vitest";
import { documentLimitViolation } from "./document-guard.ts";

function violation(document: string, variables: Record<string, unknown> = {}) {
  const ast = parse(document);
  const operation = getOperationAST(ast);
  if (!operation) throw new Error("no operation");
  return documentLimitViolation(ast, operation, variables);
}

/** A document valid against the schema, `levels` product→variant hops deep. */
function nestedDocument(levels: number): string {
  let selection = "id";
  for (let level = 0; level < levels; level++) selection = `variants(first: 1) { nodes { product { ${selection} } } }`;
  return `{ product(handle: "x") { ${selection} } }`;
}

describe("documentLimitViolation", () => {
  it("lets the storefront's catalogue page through", () => {
    expect(
      violation(
        `query ($first: Int!) { products(first: $first) { pageInfo { hasNextPage endCursor }
        nodes { id title tags featuredImage { url } variants(first: 1) { nodes { id } } } } }`,
        { first: 250 },
      ),
    ).toBeNull();
  });

  it("refuses a document nested deeper than 15 levels, fragments included", () => {
    expect(violation(nestedDocument(3))).toBeNull();
    expect(violation(nestedDocument(5))).toContain("trop profond");
    expect(
      violation(`{ product(handle: "x") { ...A } }
        fragment A on Product { variants(first: 1) { nodes { product { ...B } } } }
        fragment B on Product { variants(first: 1) { nodes { product { ...C } } } }
        fragment C on Product { variants(first: 1) { nodes { product { ...D } } } }
        fragment D on Product { variants(first: 1) { nodes { product { ...E } } } }
        fragment E on Product { variants(first: 1) { nodes { product { id } } } }`),
    ).toContain("trop profond");
  });

  it("refuses first or last above 250, written or passed as a variable", () => {
    expect(violation("{ products(first: 251) { nodes { id } } }")).toContain("250");
    expect(violation("query ($n: Int) { products(last: $n) { nodes { id } } }", { n: 1000 })).toContain("250");
  });

  it("refuses pages of pages of pages", () => {
    expect(
      violation(`{ products(first: 250) { nodes { variants(first: 250) { nodes { product {
        images(first: 250) { nodes { url } } } } } } } }`),
    ).toContain("trop coûteux");
  });
});
