import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

/**
 * UCP's published JSON schemas (`Universal-Commerce-Protocol/ucp`, tag v2026-04-08, `source/schemas`), when
 * UCP_SCHEMA_DIR names a copy of that folder. They are not on the npm registry and are not copied into this repository
 * (decision 035): without them, the answers are checked against the tools' output schemas only (ucp-schemas.ts, which
 * the MCP client applies to every answer).
 */
export const UCP_SCHEMA_DIR = process.env.UCP_SCHEMA_DIR;

const ROOTS = {
  profile: "https://ucp.dev/schemas/ucp.json#/$defs/business_schema",
  search: "https://ucp.dev/schemas/shopping/catalog_search.json#/$defs/search_response",
  lookup: "https://ucp.dev/schemas/shopping/catalog_lookup.json#/$defs/lookup_response",
  getProduct: "https://ucp.dev/schemas/shopping/catalog_lookup.json#/$defs/get_product_response",
  cart: "https://ucp.dev/schemas/shopping/cart.json",
  cartWithDiscount: "https://ucp.dev/schemas/shopping/discount.json#/$defs/dev.ucp.shopping.cart",
  error: "https://ucp.dev/schemas/shopping/types/error_response.json",
} as const;

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return jsonFiles(full);
    return entry.name.endsWith(".json") ? [full] : [];
  });
}

let ajv: Ajv2020 | null = null;

/** The problems the published schema finds in an answer ([] when it fits), or null without the schemas. */
export function publishedSchemaProblems(kind: keyof typeof ROOTS, value: unknown): string[] | null {
  if (!UCP_SCHEMA_DIR) return null;
  if (!ajv) {
    ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    for (const file of jsonFiles(UCP_SCHEMA_DIR)) {
      const schema = JSON.parse(readFileSync(file, "utf8")) as { $id?: string };
      if (schema.$id && !ajv.getSchema(schema.$id)) ajv.addSchema(schema);
    }
  }
  const validate = ajv.getSchema(ROOTS[kind]);
  if (!validate) return [`schéma introuvable : ${ROOTS[kind]}`];
  return validate(value) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
}
