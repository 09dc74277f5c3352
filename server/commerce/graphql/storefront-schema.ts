import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { buildClientSchema, type GraphQLSchema, type IntrospectionQuery } from "graphql";
import { DEFAULT_STOREFRONT_API_VERSION } from "../../../core/shop-constants.ts";

const require = createRequire(import.meta.url);

let schema: GraphQLSchema | undefined;

/**
 * The version of that schema, the one the local service serves: the pinned `@shopify/hydrogen-react` 2026.4.x ships
 * the 2026-04 schema (storefront-documents.test.ts checks the two agree).
 */
export const STOREFRONT_SCHEMA_VERSION = DEFAULT_STOREFRONT_API_VERSION;

/**
 * The official Storefront API schema (introspection shipped in the pinned `@shopify/hydrogen-react`), built once on
 * first use: the local service executes against exactly the schema the storefront's documents are checked on.
 */
export function storefrontSchema(): GraphQLSchema {
  if (!schema) {
    const file = require.resolve("@shopify/hydrogen-react/storefront.schema.json");
    const introspection = JSON.parse(readFileSync(file, "utf8")) as IntrospectionQuery;
    schema = buildClientSchema(introspection);
  }
  return schema;
}
