import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import express, { type ErrorRequestHandler, type RequestHandler, type Response } from "express";
import { errorSummary } from "../../core/http/error-summary.server.ts";
import { isWellFormedValue } from "../../core/http/well-formed-text.server.ts";
import { AGENT_MESSAGES } from "../../core/messages/agents.ts";
import { GENERIC_MESSAGES } from "../../core/messages/generic.ts";
import { createHeldRefusals, type HeldRefusals } from "../http/held-refusals.ts";
import { createRateLimit } from "../http/rate-limit.ts";
import { type AgentPacing, createAgentPacing } from "./agent-pacing.ts";
import { type AgentTools, createMcpServer, profileRefused, toolMakesCart, UCP_PROFILE_ERROR } from "./mcp-server.ts";
import { UCP_MAX_BODY_BYTES, UCP_MAX_HELD_REFUSALS, UCP_REFUSAL_HOLD_MS } from "./ucp-limits.ts";

export type AgentRateLimits = {
  /**
   * Every call of one client: a search costs a listing and a few product reads. A call past the budget is refused
   * after `holdMs` (held-refusals.ts), `maxHeld` at a time.
   */
  calls: { windowMs: number; limit: number; holdMs?: number; maxHeld?: number };
  /**
   * The budget the calls that make a Storefront cart (create_cart, update_cart) spend: the one of the shop's checkout
   * (`submissionBudget`), so an agent's carts and a visitor's checkouts from one address count together.
   */
  carts: RequestHandler[];
};

/** A JSON-RPC error outside any call (no id could be read): the HTTP status says the most, the code the rest. */
function rpcError(res: Response, status: number, code: number, message: string, data?: Record<string, unknown>) {
  res.status(status).json({ jsonrpc: "2.0", error: { code, message, ...(data ? { data } : {}) }, id: null });
}

/**
 * « Come back later » (429, 503): UCP asks `error.data.retry_after` (overview, « Error Codes »), HTTP `Retry-After`;
 * both carry the same seconds, so an agent reading either waits as long (issue 50).
 */
function retryLater(res: Response, status: 429 | 503, message: string, seconds: number) {
  rpcError(res.set("Retry-After", String(seconds)), status, -32000, message, { retry_after: seconds });
}

/**
 * UCP over MCP: 429, and `-32000` with `retry_after` in seconds. The rate limit has set `Retry-After` to when its
 * window resets; the body says that same number (the window's length only when no header was set).
 */
export function refuseAgentCall(res: Response, windowMs: number) {
  const header = Number(res.getHeader("Retry-After"));
  const seconds = Number.isInteger(header) && header > 0 ? header : Math.ceil(windowMs / 1000);
  retryLater(res, 429, AGENT_MESSAGES.tooManyRequests, seconds);
}

/** What the SDK's transport requires of every POST (MCP 2025-06-18), though the shop answers in JSON only. */
const SDK_ACCEPT = "application/json, text/event-stream";

/**
 * Plain JSON clients are served (issue 50): they send `Accept: application/json` alone (as Shopify's endpoint is
 * called), any type or no Accept at all, and the SDK's transport answers them 406 because they do not list an event
 * stream. The shop never streams (`enableJsonResponse`: every answer is one JSON body), so a request that takes JSON
 * reaches the SDK with the Accept it requires, in the parsed headers and the raw ones it reads. One that takes no JSON
 * (`text/html`, an event stream alone) is still 406, in French.
 */
const acceptPlainJson: RequestHandler = (req, res, next) => {
  if (!req.accepts("application/json")) {
    rpcError(res, 406, -32000, AGENT_MESSAGES.notAcceptable);
    return;
  }
  req.headers.accept = SDK_ACCEPT;
  const raw: string[] = [];
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i] as string;
    if (name.toLowerCase() !== "accept") raw.push(name, req.rawHeaders[i + 1] as string);
  }
  req.rawHeaders = [...raw, "Accept", SDK_ACCEPT];
  next();
};

/**
 * A cart call without the agent's profile, or a call with a malformed one: `-32001` (`invalid_profile_url`) with
 * UCP's HTTP status for it, 400, since over Streamable HTTP the status is the primary signal (overview, « Error
 * Codes »); the SDK would answer it 200. Before the cart budget: a refused call makes no cart and spends nothing.
 */
const profileRequired: RequestHandler = (req, res, next) => {
  const message = req.body as { method?: unknown; id?: unknown; params?: { name?: unknown; arguments?: unknown } };
  if (message?.method !== "tools/call" || !profileRefused(message.params?.name, message.params?.arguments ?? {})) {
    next();
    return;
  }
  const id = typeof message.id === "string" || typeof message.id === "number" ? message.id : null;
  res.status(400).json({
    jsonrpc: "2.0",
    error: { code: UCP_PROFILE_ERROR, message: AGENT_MESSAGES.missingProfile, data: { code: "invalid_profile_url" } },
    id,
  });
};

/** A limit of the cart budget, spent by the calls that make a cart only. */
function onlyCartCalls(limit: RequestHandler): RequestHandler {
  return (req, res, next) => (callsCartTool(req.body) ? limit(req, res, next) : next());
}

/** Whether a JSON-RPC message calls a tool that makes a cart. */
function callsCartTool(message: unknown): boolean {
  return (
    typeof message === "object" &&
    message !== null &&
    (message as { method?: unknown }).method === "tools/call" &&
    toolMakesCart((message as { params?: { name?: unknown } }).params?.name)
  );
}

/**
 * One message per request, so that every budget counts every call: MCP 2025-06-18 removed JSON-RPC batches, and a
 * batch of 100 searches was 100 calls for the price of one. A batch's refusal waits like a refusal past the budget:
 * answered at once, a loop of batches from addresses that change sent the shop 337 refusals a second (bench:abuse).
 * Text that is not well-formed Unicode (a lone surrogate) is refused here rather than failing later in the database.
 */
function oneWellFormedMessage(held: HeldRefusals): RequestHandler {
  return (req, res, next) => {
    if (Array.isArray(req.body)) held.hold(res, () => rpcError(res, 400, -32600, AGENT_MESSAGES.batchRefused));
    else if (!isWellFormedValue(req.body)) rpcError(res, 400, -32600, GENERIC_MESSAGES.illFormedText);
    else next();
  };
}

/** A body that is not JSON, or too large: JSON-RPC's parse error, in French, before anything else runs. */
const unreadableBody: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
  const tooLarge = typeof error === "object" && error !== null && (error as { status?: unknown }).status === 413;
  if (tooLarge) rpcError(res, 413, -32600, GENERIC_MESSAGES.bodyTooLarge);
  else rpcError(res, 400, -32700, GENERIC_MESSAGES.badRequest);
};

/**
 * `POST /api/ucp/mcp`: MCP's Streamable HTTP transport, stateless (no session: any instance answers any call) and in
 * plain JSON (no event stream to hold open). A body is one message of at most UCP_MAX_BODY_BYTES, an answer at most
 * UCP_MAX_ANSWER_BYTES; every client has a budget of calls
 * (`limit`, mounted before `post`; past it, the refusal waits a second) and spends the shop's checkout budget for each
 * cart it makes; calls take turns with the pages (agent-pacing.ts). Other methods answer 405: the shop sends no
 * server-initiated messages.
 */
export function mcpRoute(
  tools: AgentTools,
  limits: AgentRateLimits,
  pacing: AgentPacing = createAgentPacing(),
): { limit: RequestHandler; post: RequestHandler[]; other: RequestHandler } {
  // Mounted apart, as early as the app can (create-app.ts): a client looping over its budget costs a counter and a
  // short answer, not the pipeline of a page, and no more than one a second per connection.
  const held = createHeldRefusals({
    holdMs: limits.calls.holdMs ?? UCP_REFUSAL_HOLD_MS,
    maxHeld: limits.calls.maxHeld ?? UCP_MAX_HELD_REFUSALS,
  });
  const limit = createRateLimit(limits.calls, {
    refuse: (_req, res, windowMs) => held.hold(res, () => refuseAgentCall(res, windowMs)),
  });
  const post: RequestHandler[] = [
    acceptPlainJson,
    express.json({ limit: UCP_MAX_BODY_BYTES, type: () => true }),
    oneWellFormedMessage(held),
    profileRequired,
    ...limits.carts.map(onlyCartCalls),
    async (req, res) => {
      const answered = await pacing.run(async () => {
        const server = createMcpServer(tools);
        const transport = new StreamableHTTPServerTransport({
          sessionIdGenerator: undefined,
          enableJsonResponse: true,
        });
        res.on("close", () => {
          void transport.close();
          void server.close();
        });
        try {
          await server.connect(transport);
          await transport.handleRequest(req, res, req.body);
        } catch (error) {
          console.error(`[agents] requête MCP : ${errorSummary(error)}`);
          if (!res.headersSent) rpcError(res, 500, -32603, AGENT_MESSAGES.unexpected);
        }
      });
      // Too many calls already wait their turn on this instance: the agent comes back in a second (UCP: 503).
      if (!answered) retryLater(res, 503, AGENT_MESSAGES.busy, 1);
    },
  ];
  const other: RequestHandler = (_req, res) => {
    res.set("Allow", "POST");
    rpcError(res, 405, -32000, AGENT_MESSAGES.methodNotAllowed);
  };
  return { limit, post: [...post, unreadableBody as unknown as RequestHandler], other };
}
