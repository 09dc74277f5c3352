import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Kind, NoDeprecatedCustomRule, parse, specifiedRules, validate } from "graphql";
import { NoUnusedFragmentsRule } from "graphql/validation/rules/NoUnusedFragmentsRule";
import { describe, expect, it } from "vitest";
import { DEFAULT_STOREFRONT_API_VERSION } from "../../core/shop-constants.ts";
import { STOREFRONT_SCHEMA_VERSION, storefrontSchema } from "../commerce/graphql/storefront-schema.ts";

const root = path.resolve(import.meta.dirname, "../..");
/** The very schema the local commerce service executes against: the official file of the pinned hydrogen-react. */
const schema = storefrontSchema();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every exported `#graphql` string of the code base, found by reading the sources then importing their modules. */
async function storefrontDocuments(): Promise<Array<{ name: string; document: string }>> {
  const files = ["app", "server"].flatMap((dir) => sourceFiles(path.join(root, dir)));
  const documents: Array<{ name: string; document: string }> = [];
  for (const file of files.filter((f) => readFileSync(f, "utf8").includes("#graphql"))) {
    const module = (await import(file)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (typeof value === "string" && value.trimStart().startsWith("#graphql")) {
        documents.push({ name: `${path.relative(root, file)}#${name}`, document: value });
      }
    }
  }
  return documents;
}

function validationErrors(document: string): string[] {
  const ast = parse(document);
  const hasOperation = ast.definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  // A fragments-only module is checked on its own without the 'unused fragment' rule; operations use them.
  const rules = hasOperation ? specifiedRules : specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule);
  return validate(schema, ast, rules).map((error) => error.message);
}

function deprecatedFields(document: string): string[] {
  return validate(schema, parse(document), [NoDeprecatedCustomRule]).map((error) => error.message);
}

/** hydrogen-react's version names the Storefront API it ships: 2026.4.4 carries the 2026-04 schema. */
function pinnedSchemaVersion(): string {
  const require = createRequire(import.meta.url);
  const { version } = require("@shopify/hydrogen-react/package.json") as { version: string };
  const [year, month] = version.split(".");
  return `${year}-${String(month).padStart(2, "0")}`;
}

describe(`GraphQL documents against the official Storefront API ${DEFAULT_STOREFRONT_API_VERSION} schema`, () => {
  it("checks them against the schema of the version the shop asks for and the local service serves", () => {
    expect(pinnedSchemaVersion()).toBe(DEFAULT_STOREFRONT_API_VERSION);
    expect(STOREFRONT_SCHEMA_VERSION).toBe(DEFAULT_STOREFRONT_API_VERSION);
  });

  it("finds the storefront documents of the code base", async () => {
    const names = (await storefrontDocuments()).map((d) => d.name);
    expect(names).toEqual(
      expect.arrayContaining([
        "server/storefront/documents.ts#PRODUCTS_PAGE_QUERY",
        "server/storefront/documents.ts#PRODUCT_BY_HANDLE_QUERY",
        "server/storefront/documents.ts#VARIANT_STOCK_QUERY",
      ]),
    );
  });

  it("validates every document", async () => {
    for (const { name, document } of await storefrontDocuments()) {
      expect({ name, errors: validationErrors(document) }).toEqual({ name, errors: [] });
    }
  });

  // Shopify removes a deprecated field in a later version: asking for none keeps the next upgrade free of surprises.
  it("asks for no deprecated field", async () => {
    for (const { name, document } of await storefrontDocuments()) {
      expect({ name, deprecated: deprecatedFields(document) }).toEqual({ name, deprecated: [] });
    }
  });

  it("names the operation after its constant", async () => {
    for (const { name, document } of await storefrontDocuments()) {
      const operation = parse(document).definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
      if (!operation || operation.kind !== Kind.OPERATION_DEFINITION) continue;
      const constant = name.split("#")[1] ?? "";
      const expected = constant
        .replace(/_(QUERY|MUTATION)$/, "")
        .toLowerCase()
        .replace(/(^|_)([a-z])/g, (_m, _s, letter: string) => letter.toUpperCase());
      expect(operation.name?.value).toBe(expected);
    }
  });

  it("flags a deprecated field, so the upgrade routine sees it a version before it goes", () => {
    expect(deprecatedFields('query Old { product(handle: "x") { options { values } } }')).toEqual([
      expect.stringContaining("ProductOption.values is deprecated"),
    ]);
  });

  it("rejects a document with a mistyped field, so a typo fails CI", () => {
    expect(validationErrors("query Typo { products(first: 1) { nodes { titel } } }")).toEqual([
      expect.stringContaining('Cannot query field "titel" on type "Product"'),
    ]);
  });
});
