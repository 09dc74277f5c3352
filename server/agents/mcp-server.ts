import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import {
  CallToolRequestSchema,
  type CallToolResult,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
  type Tool,
} from "@modelcontextprotocol/sdk/types.js";
import { AjvJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/ajv";
import { z } from "zod";
import { errorSummary } from "../../core/http/error-summary.server.ts";
import { AGENT_MESSAGES } from "../../core/messages/agents.ts";
import type { AgentCarts } from "./agent-carts.ts";
import type { AskTool } from "./ask-tool.ts";
import { booksInText } from "./books-in-text.ts";
import { type CatalogTools, InvalidArgument } from "./catalog-tools.ts";
import { zodProblemInFrench } from "./french-issues.ts";
import { UCP_MAX_ANSWER_BYTES } from "./ucp-limits.ts";
import { ASK_TOOL } from "./ucp-profile.ts";
import {
  askArgumentsSchema,
  cartIdArgumentsSchema,
  createCartArgumentsSchema,
  getProductArgumentsSchema,
  lookupArgumentsSchema,
  metaSchema,
  searchArgumentsSchema,
  updateCartArgumentsSchema,
} from "./ucp-requests.ts";
import {
  askResponseSchema,
  cartResponseSchema,
  getProductResponseSchema,
  lookupResponseSchema,
  searchResponseSchema,
} from "./ucp-schemas.ts";
import { UCP_VERSION } from "./ucp-version.ts";

/** UCP's negotiation errors over MCP (overview, « Error Codes »): a missing or malformed agent profile is -32001. */
export const UCP_PROFILE_ERROR = -32001;

export type AgentTools = { catalog: CatalogTools; carts: AgentCarts; ask: AskTool };

type ToolEntry = {
  title: string;
  description: string;
  input: z.ZodType;
  output: z.ZodType;
  run: (tools: AgentTools, args: never) => Promise<Record<string, unknown>>;
  /** Makes a Storefront cart: counted against the client's cart budget (mcp-route.ts). */
  makesCart?: boolean;
  /** Refused without the agent's profile (`-32001`, HTTP 400): the carts, as UCP's cart binding requires (decision 035). */
  needsProfile?: boolean;
  /**
   * The answer's text for clients that read only `content`: the serialized JSON by default, as UCP asks; a page of
   * books is summed up instead (decision 035): its JSON written twice doubled the cost of the largest answers.
   */
  text?: (answer: Record<string, unknown>) => string;
};

/**
 * A read's arguments with the agent's profile optional (issue 50): plain JSON-RPC clients, and the way Shopify's
 * endpoint is called, send no `meta`; the shop never fetches a profile and answers every agent the same catalogue, so
 * a read without one loses nothing. A `meta["ucp-agent"]` that is sent must still be well-formed (`profileRefused`).
 */
function withOptionalProfile<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) {
  return schema.extend({
    meta: z.looseObject({ "ucp-agent": metaSchema.shape["ucp-agent"].optional() }).optional(),
  });
}

const TOOLS: Record<string, ToolEntry> = {
  search_catalog: {
    title: "Chercher des livres",
    description:
      "Recherche en français dans le catalogue, en mots de parents (« cadeau fille 6 ans », « roman ado », un ISBN), fautes de frappe comprises ; des mots ou au moins un filtre. Filtres : ages (0-4-ans, 4-6-ans, 6-8-ans, 8-10-ans, 10-plus), theme, subject, publishers, conditions (tres-bon-etat, bon-etat, etat-correct), price en centimes, available. 10 livres par page par défaut, 50 au plus ; chaque exemplaire est un variant (option « État »).",
    input: withOptionalProfile(searchArgumentsSchema),
    output: searchResponseSchema,
    run: (tools, args: z.infer<typeof searchArgumentsSchema>) => tools.catalog.search(args),
    text: booksInText,
  },
  lookup_catalog: {
    title: "Lire des livres par identifiant",
    description:
      "Jusqu'à 50 identifiants : id de produit, id d'exemplaire (variant), handle, ISBN (13 ou 10 chiffres, tirets ou non) ou SKU d'un exemplaire. Les identifiants inconnus donnent un message not_found.",
    input: withOptionalProfile(lookupArgumentsSchema),
    output: lookupResponseSchema,
    run: (tools, args: z.infer<typeof lookupArgumentsSchema>) => tools.catalog.lookup(args),
    text: booksInText,
  },
  get_product: {
    title: "Fiche d'un livre",
    description: "Un livre et ses exemplaires, avec la disponibilité de chaque état (option « État »).",
    input: withOptionalProfile(getProductArgumentsSchema),
    output: getProductResponseSchema,
    run: (tools, args: z.infer<typeof getProductArgumentsSchema>) => tools.catalog.getProduct(args),
  },
  create_cart: {
    title: "Créer un panier",
    description:
      "Un panier d'exemplaires (item.id = id du variant) et de codes promo. Le stock est vérifié comme sur la boutique ; continue_url ouvre la page de paiement de la boutique, où le parent paie lui-même.",
    input: createCartArgumentsSchema,
    output: cartResponseSchema,
    run: (tools, args: z.infer<typeof createCartArgumentsSchema>) => tools.carts.create(args.cart),
    makesCart: true,
    needsProfile: true,
  },
  get_cart: {
    title: "Lire un panier",
    description: "L'état d'un panier créé par create_cart.",
    input: cartIdArgumentsSchema,
    output: cartResponseSchema,
    run: (tools, args: z.infer<typeof cartIdArgumentsSchema>) => tools.carts.get(args.id),
    needsProfile: true,
  },
  update_cart: {
    title: "Modifier un panier",
    description: "Remplace les lignes et les codes du panier (remplacement complet, comme le veut la spécification).",
    input: updateCartArgumentsSchema,
    output: cartResponseSchema,
    run: (tools, args: z.infer<typeof updateCartArgumentsSchema>) => tools.carts.update(args.id, args.cart),
    makesCart: true,
    needsProfile: true,
  },
  cancel_cart: {
    title: "Annuler un panier",
    description: "Supprime le panier ; son identifiant répond ensuite not_found.",
    input: cartIdArgumentsSchema,
    output: cartResponseSchema,
    run: (tools, args: z.infer<typeof cartIdArgumentsSchema>) => tools.carts.cancel(args.id),
    needsProfile: true,
  },
  [ASK_TOOL]: {
    title: "Poser une question à la boutique",
    description:
      "Livraison, retours, droit de rétractation, états des livres, paiement : la réponse vient de la FAQ et des pages légales de la boutique, avec leurs liens.",
    input: withOptionalProfile(askArgumentsSchema),
    output: askResponseSchema,
    run: (tools, args: z.infer<typeof askArgumentsSchema>) => tools.ask.ask(args),
  },
};

export function toolMakesCart(name: unknown): boolean {
  return typeof name === "string" && TOOLS[name]?.makesCart === true;
}

/**
 * Whether a call is refused for its agent profile (`-32001`): a cart call without a well-formed one, or any call whose
 * `meta["ucp-agent"]` is there but malformed. Catalogue reads and questions without a profile are answered.
 */
export function profileRefused(name: unknown, args: unknown): boolean {
  if (typeof name !== "string" || !Object.hasOwn(TOOLS, name)) return false;
  const meta = typeof args === "object" && args !== null ? (args as { meta?: unknown }).meta : undefined;
  const agent = typeof meta === "object" && meta !== null ? (meta as Record<string, unknown>)["ucp-agent"] : undefined;
  if (agent === undefined && !TOOLS[name]?.needsProfile) return false;
  return !metaSchema.safeParse(meta).success;
}

type JsonObject = { type: "object"; [key: string]: unknown };

function jsonSchemaOf(schema: z.ZodType, io: "input" | "output"): JsonObject {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as Record<
    string,
    unknown
  >;
  return { ...json, type: "object" };
}

/** Computed once: every call lists the same tools. */
const TOOL_LIST: Tool[] = Object.entries(TOOLS).map(([name, entry]) => ({
  name,
  title: entry.title,
  description: entry.description,
  inputSchema: jsonSchemaOf(entry.input, "input") as Tool["inputSchema"],
  outputSchema: jsonSchemaOf(entry.output, "output") as Tool["outputSchema"],
  annotations: { readOnlyHint: !name.endsWith("_cart") || name === "get_cart", openWorldHint: false },
}));

/**
 * The SDK's schema validator (for elicitation, which the shop never asks), made once: each server made its own, a
 * fifth of a millisecond per call.
 */
const SCHEMA_VALIDATOR = new AjvJsonSchemaValidator();

/**
 * The shop's MCP server (the official SDK's `Server`): `tools/list` and `tools/call` of the UCP catalog and cart
 * bindings, and the shop's `ask`. Built per request (the transport is stateless): it holds nothing but the tools.
 * Errors follow UCP's two layers: a call the shop cannot read is a JSON-RPC error (`-32001` for a cart call without an
 * agent profile, `-32602` for bad arguments), an answer about the shop's books or carts is a result with `messages`.
 */
export function createMcpServer(tools: AgentTools): Server {
  const server = new Server(
    { name: "bouquinerie", title: "Bouquinerie — livres jeunesse d'occasion", version: UCP_VERSION },
    {
      jsonSchemaValidator: SCHEMA_VALIDATOR,
      capabilities: { tools: {} },
      instructions:
        "Boutique française de livres jeunesse d'occasion reconditionnés (France et Belgique). Prix en centimes d'euro. Chaque exemplaire est unique : son état (Très bon état, Bon état, État correct) est l'option « État ». Le paiement se fait sur la page de la boutique ouverte par continue_url.",
    },
  );
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: TOOL_LIST }));
  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const { name, arguments: args = {} } = request.params;
    const entry = TOOLS[name];
    if (!entry) throw new McpError(ErrorCode.InvalidParams, AGENT_MESSAGES.unknownTool(name.slice(0, 80)));
    // mcp-route.ts answers these before the SDK, with UCP's HTTP 400; kept here for any other transport.
    if (profileRefused(name, args)) {
      throw new McpError(UCP_PROFILE_ERROR, AGENT_MESSAGES.missingProfile, { code: "invalid_profile_url" });
    }
    const parsed = entry.input.safeParse(args);
    if (!parsed.success) {
      throw new McpError(ErrorCode.InvalidParams, AGENT_MESSAGES.invalidArguments(zodProblemInFrench(parsed.error)));
    }
    try {
      const structuredContent = await entry.run(tools, parsed.data as never);
      const text = entry.text?.(structuredContent) ?? JSON.stringify(structuredContent);
      // Pages of books end within the budget (catalog-tools.ts); this bounds whatever else an answer could hold.
      if (Buffer.byteLength(text) + Buffer.byteLength(JSON.stringify(structuredContent)) > UCP_MAX_ANSWER_BYTES) {
        throw new InvalidArgument(AGENT_MESSAGES.answerTooLarge);
      }
      return { structuredContent, content: [{ type: "text", text }] };
    } catch (error) {
      if (error instanceof InvalidArgument) throw new McpError(ErrorCode.InvalidParams, error.message);
      console.error(`[agents] ${name} : ${errorSummary(error)}`);
      throw new McpError(ErrorCode.InternalError, AGENT_MESSAGES.unexpected);
    }
  });
  return server;
}
