import type { GraphQLResolveInfo } from "graphql";
import type { StorefrontContext } from "./storefront-context.ts";

/** One field of a root type: called with the field's arguments, the request's context and the query's info. */
export type RootField = (
  args: Record<string, unknown>,
  context: StorefrontContext,
  info: GraphQLResolveInfo,
) => unknown;

/** The resolvers of one root type (QueryRoot or Mutation), by field name. */
export type RootFields = Readonly<Record<string, RootField>>;
