import { createHash, timingSafeEqual } from "node:crypto";
import { type DocumentNode, GraphQLError, getOperationAST, parse, validate } from "graphql";
import { errorSummary } from "../../../core/http/error-summary.server.ts";
import { readTextUpTo } from "../../../core/http/request-body.server.ts";
import { isWellFormedValue } from "../../../core/http/well-formed-text.server.ts";
import type { Database } from "../../db/connection.ts";
import {
  API_VERSION_HEADER,
  CLIENT_HEADER,
  REQUEST_ID_HEADER,
  STOREFRONT_TOKEN_HEADER,
  TRIAL_CART_HEADER,
} from "../../storefront/storefront-headers.ts";
import { type CartQuota, createCartQuota } from "../cart/cart-quota.ts";
import {
  DEFAULT_DOCUMENT_LIMITS,
  documentShapeViolation,
  type ElementBounds,
  measureOperation,
} from "./document-guard.ts";
import { COMMERCE_MESSAGES } from "./messages.ts";
import { mutationRootFields } from "./mutation-root.ts";
import { queryRootFields } from "./query-root.ts";
import { createTurns } from "./roots-taking-turns.ts";
import { createStorefrontContext } from "./storefront-context.ts";
import { executeStorefront, type LogError } from "./storefront-executor.ts";
import { STOREFRONT_SCHEMA_VERSION, storefrontSchema } from "./storefront-schema.ts";
import { createValidatedDocuments } from "./validated-documents.ts";

export type LocalStorefrontOptions = {
  db: Database;
  /** The Storefront access token clients must send in `X-Shopify-Storefront-Access-Token`. */
  token: string;
  shopName: string;
  /** The site's origin: image paths of this site are answered as absolute URLs on it. */
  siteUrl: string;
  /** Where unexpected failures are reported (once each); their summary on console.error by default. */
  logError?: LogError;
  /** MAX_RESPONSE_BYTES unless a test needs a smaller one. */
  maxResponseBytes?: number;
  /** Carts stored per HTTP client (STORED_CARTS_PER_CLIENT by default). */
  cartQuota?: CartQuota;
  /**
   * The most elements each connection can hold (catalogue-bounds.ts): the cost guard counts what a document can really
   * return. Without it, every page counts its size asked.
   */
  elementBounds?: () => ElementBounds;
};

/** Like the Express limit in front of it: a GraphQL document with its variables never needs more. */
const MAX_BODY_BYTES = 1024 * 1024;
/**
 * Bound the work of parsing before the document is even looked at. The shop's largest document is about 1,400
 * characters and 200 tokens, the standard introspection query 1,700 characters and 300 tokens.
 */
export const MAX_DOCUMENT_CHARACTERS = 16_000;
const MAX_DOCUMENT_TOKENS = 3_000;
/**
 * Largest answer sent: the catalogue sync's page of 250 products is about 250 KB, the standard introspection of
 * the official schema about 1.3 MB (document-guard.test.ts measures both).
 */
export const MAX_RESPONSE_BYTES = 4 * 1024 * 1024;

type GraphQLBody = { query: string; variables: Record<string, unknown>; operationName: string | undefined };

/**
 * The endpoint's path for any `YYYY-MM` version: like Shopify, which answers a version it no longer serves with the
 * oldest it does, the service answers every one with the version of its schema and names it in X-Shopify-API-Version,
 * so a client pinned on an older version keeps working and can see it is out of date.
 */
const ENDPOINT_PATH = /^\/api\/\d{4}-\d{2}\/graphql\.json$/;

/**
 * The local commerce service's Storefront API endpoint, `POST /api/{YYYY-MM}/graphql.json`, as a fetch handler
 * (a Request in, a Response out): the storefront client calls it in-process and Express serves it over HTTP.
 * Statuses follow Shopify: 401 for a missing or wrong token, 200 with `errors` when a field fails; a request that
 * cannot run at all (bad JSON, a document that does not parse or validate, over the limits) is a 400.
 */
export function createLocalStorefrontHandler(options: LocalStorefrontOptions): (request: Request) => Promise<Response> {
  const expectedToken = digest(options.token);
  const logError: LogError = options.logError ?? ((message, error) => console.error(message, errorSummary(error)));
  const maxResponseBytes = options.maxResponseBytes ?? MAX_RESPONSE_BYTES;
  const cartQuota = options.cartQuota ?? createCartQuota();
  const roots = { query: queryRootFields, mutation: mutationRootFields };
  const services = { db: options.db, shopName: options.shopName, siteUrl: options.siteUrl };
  const validatedDocuments = createValidatedDocuments();

  async function handle(request: Request, log: LogError): Promise<Response> {
    if (!ENDPOINT_PATH.test(new URL(request.url).pathname)) return errorResponse(404, COMMERCE_MESSAGES.notFound);
    if (request.method !== "POST") {
      return errorResponse(405, COMMERCE_MESSAGES.methodNotAllowed, { Allow: "POST" });
    }
    const token = request.headers.get(STOREFRONT_TOKEN_HEADER);
    if (token === null || !timingSafeEqual(digest(token), expectedToken)) {
      return jsonResponse(401, {
        errors: [{ message: COMMERCE_MESSAGES.unauthorized, extensions: { code: "UNAUTHORIZED" } }],
      });
    }

    const text = await readBody(request);
    if (text === "too-large") return errorResponse(413, COMMERCE_MESSAGES.bodyTooLarge);
    if (text === "ill-formed") return errorResponse(400, COMMERCE_MESSAGES.illFormedText);
    // PostgreSQL text cannot hold U+0000: no handle, search or id can contain it, and a query would fail on it.
    if (text !== "not-text" && (text.includes("\\u0000") || text.includes("\0"))) {
      return errorResponse(400, COMMERCE_MESSAGES.nullCharacter);
    }
    const body = text === "not-text" ? COMMERCE_MESSAGES.invalidJson : graphqlBody(text, request.headers);
    if (typeof body === "string") return errorResponse(400, body);
    // A lone surrogate in a variable reaches PostgreSQL as a parameter and fails there (the document's own strings
    // are refused by the GraphQL parser).
    if (!isWellFormedValue([body.query, body.variables, body.operationName ?? ""])) {
      return errorResponse(400, COMMERCE_MESSAGES.illFormedText);
    }

    if (body.query.length > MAX_DOCUMENT_CHARACTERS) {
      return errorResponse(400, COMMERCE_MESSAGES.documentTooLong(MAX_DOCUMENT_CHARACTERS));
    }
    const known = validatedDocuments.get(body.query);
    let document: DocumentNode;
    if (known) document = known;
    else {
      try {
        document = parse(body.query, { maxTokens: MAX_DOCUMENT_TOKENS });
      } catch (error) {
        if (error instanceof GraphQLError) return jsonResponse(400, { errors: [error] });
        throw error;
      }
      // Every limit is checked on the bare syntax tree, before the schema validation: a hostile document costs a walk
      // of at most a few thousand nodes, never a validation or an execution.
      const shapeViolation = documentShapeViolation(document);
      if (shapeViolation) return errorResponse(400, shapeViolation);
    }
    const operation = getOperationAST(document, body.operationName);
    if (!operation) return errorResponse(400, COMMERCE_MESSAGES.unknownOperation);
    const measured = measureOperation(
      document,
      operation,
      body.variables,
      DEFAULT_DOCUMENT_LIMITS,
      options.elementBounds?.(),
    );
    if (!measured.ok) return errorResponse(400, measured.reason);
    const schema = storefrontSchema();
    if (!known) {
      const validationErrors = validate(schema, document);
      if (validationErrors.length > 0) return jsonResponse(400, { errors: validationErrors });
      validatedDocuments.add(body.query, document);
    }

    // Only the HTTP route sets the client header: a document from outside takes turns with the shop's pages.
    const turns = request.headers.get(CLIENT_HEADER) === null ? undefined : createTurns();
    const result = await executeStorefront({
      schema,
      document,
      operation,
      variables: body.variables,
      context: createStorefrontContext({
        ...services,
        trialCart: request.headers.get(TRIAL_CART_HEADER) === "1",
        mayStoreCart: () => {
          const client = request.headers.get(CLIENT_HEADER);
          return client === null ? Promise.resolve(true) : cartQuota.take(client);
        },
      }),
      roots,
      turns,
      logError: log,
    });
    // No `data` at all: the variables did not fit the operation, so nothing ran (a request error).
    if (!("data" in result)) return jsonResponse(400, { errors: result.errors });
    // And once more before writing an answer that may weigh a megabyte.
    await turns?.take();
    const answer = JSON.stringify(result);
    if (Buffer.byteLength(answer) > maxResponseBytes) {
      return errorResponse(400, COMMERCE_MESSAGES.responseTooLarge(Math.ceil(maxResponseBytes / 1024) / 1024));
    }
    return textResponse(200, answer);
  }

  return async (request) => {
    // Set by the HTTP route, and by the storefront's in-process calls from the page request under way.
    const requestId = request.headers.get(REQUEST_ID_HEADER)?.slice(0, 64) || null;
    const log: LogError = (message, error) =>
      logError(requestId ? `${message} (requête ${requestId})` : message, error);
    let response: Response;
    try {
      response = await handle(request, log);
    } catch (error) {
      log("[commerce] requête GraphQL en échec", error);
      response = errorResponse(500, COMMERCE_MESSAGES.internalError);
    }
    response.headers.set(API_VERSION_HEADER, STOREFRONT_SCHEMA_VERSION);
    return response;
  };
}

function digest(value: string): Buffer {
  // Hashing first gives both sides the same length, so the comparison time says nothing about the token.
  return createHash("sha256").update(value).digest();
}

async function readBody(request: Request): Promise<string | "too-large" | "ill-formed" | "not-text"> {
  const read = await readTextUpTo(request, MAX_BODY_BYTES);
  if (read.ok) return read.text;
  return read.reason === "too-large" || read.reason === "ill-formed" ? read.reason : "not-text";
}

/** The request body as `{ query, variables, operationName }`, or the French reason it is not one. */
function graphqlBody(text: string, headers: Headers): GraphQLBody | string {
  if ((headers.get("Content-Type") ?? "").toLowerCase().startsWith("application/graphql")) {
    return text.trim() === ""
      ? COMMERCE_MESSAGES.missingQuery
      : { query: text, variables: {}, operationName: undefined };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return COMMERCE_MESSAGES.invalidJson;
  }
  if (!isRecord(parsed)) return COMMERCE_MESSAGES.bodyNotObject;
  const { query, variables, operationName } = parsed;
  if (typeof query !== "string" || query.trim() === "") return COMMERCE_MESSAGES.missingQuery;
  if (variables !== undefined && variables !== null && !isRecord(variables)) return COMMERCE_MESSAGES.invalidVariables;
  if (operationName !== undefined && operationName !== null && typeof operationName !== "string") {
    return COMMERCE_MESSAGES.invalidOperationName;
  }
  return { query, variables: variables ?? {}, operationName: operationName ?? undefined };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function jsonResponse(
  status: number,
  body: { data?: unknown; errors?: ReadonlyArray<GraphQLError | { message: string }> },
  headers: Record<string, string> = {},
): Response {
  return textResponse(status, JSON.stringify(body), headers);
}

function textResponse(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(text, { status, headers: { "Content-Type": "application/json; charset=utf-8", ...headers } });
}

function errorResponse(status: number, message: string, headers: Record<string, string> = {}): Response {
  return jsonResponse(status, { errors: [{ message }] }, headers);
}
