import {
  type DocumentNode,
  type ExecutionResult,
  execute,
  GraphQLError,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from "graphql";
import { unsupportedFieldError } from "./errors.ts";
import { COMMERCE_MESSAGES } from "./messages.ts";
import type { RootFields } from "./root-fields.ts";
import { rootsTakingTurns, type Turns } from "./roots-taking-turns.ts";
import type { StorefrontContext } from "./storefront-context.ts";

export type LogError = (message: string, error: unknown) => void;

/**
 * Resolves every field of the official schema the same way: the source object's own property of that name (called
 * with the arguments when it is a function), or an error naming the field when the object has none. So a field
 * this service does not implement is an explicit GraphQL error, never a silent null.
 */
export const sourceFieldResolver: GraphQLFieldResolver<unknown, StorefrontContext, Record<string, unknown>> = (
  source,
  args,
  context,
  info,
) => {
  if (typeof source === "object" && source !== null && Object.hasOwn(source, info.fieldName)) {
    const value: unknown = (source as Record<string, unknown>)[info.fieldName];
    return typeof value === "function" ? value(args, context, info) : value;
  }
  throw unsupportedFieldError(info.parentType.name, info.fieldName);
};

export type ExecuteStorefrontOptions = {
  schema: GraphQLSchema;
  document: DocumentNode;
  operation: OperationDefinitionNode;
  variables: Record<string, unknown>;
  context: StorefrontContext;
  roots: { query: RootFields; mutation: RootFields };
  /** For documents received over HTTP: their root fields run one at a time, in turns (rootsTakingTurns). */
  turns?: Turns;
  logError: LogError;
};

/**
 * Runs one operation. Expected failures keep their message; anything else (a defect, a database failure) is logged
 * once with its path and answered with a generic French message, so no internal detail leaves the service.
 */
export async function executeStorefront(options: ExecuteStorefrontOptions): Promise<ExecutionResult> {
  const result = await execute({
    schema: options.schema,
    document: options.document,
    operationName: options.operation.name?.value,
    rootValue: rootValueOf(options),
    contextValue: options.context,
    variableValues: options.variables,
    fieldResolver: sourceFieldResolver,
  });
  if (!result.errors) return result;
  return { ...result, errors: result.errors.map((error) => maskUnexpected(error, options.logError)) };
}

function rootValueOf(options: ExecuteStorefrontOptions): RootFields {
  const fields = options.operation.operation === "mutation" ? options.roots.mutation : options.roots.query;
  return options.turns ? rootsTakingTurns(fields, options.turns) : fields;
}

function maskUnexpected(error: GraphQLError, logError: LogError): GraphQLError {
  const original = error.originalError;
  if (original === undefined || original instanceof GraphQLError) return error;
  // The original error goes to the logger, which logs its summary only (errorSummary): a database error's message
  // holds the SQL and its parameters.
  logError(`[commerce] erreur inattendue sur ${error.path?.join(".") ?? "?"}`, original);
  return new GraphQLError(COMMERCE_MESSAGES.internalError, {
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions: { code: "INTERNAL_SERVER_ERROR" },
  });
}
