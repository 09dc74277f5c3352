import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { buildClientSchema, type GraphQLSchema, type IntrospectionQuery } from "graphql";

const require = createRequire(import.meta.url);

let schema: GraphQLSchema | undefined;

/**
 * The official Storefront API 2025-07 schema (introspection shipped in the pinned `@shopify/hydrogen-react`), built
 * once on first use: the local service executes against exactly the schema the storefront's documents are checked on.
 */
export function storefrontSchema(): GraphQLSchema {
  if (!schema) {
    const file = require.resolve("@shopify/hydrogen-react/storefront.schema.json");
    const introspection = JSON.parse(readFileSync(file, "utf8")) as IntrospectionQuery;
    schema = buildClientSchema(introspection);
  }
  return schema;
}
