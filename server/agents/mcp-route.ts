import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import express, { type ErrorRequestHandler, type RequestHandler, type Response } from "express";
import { errorSummary } from "../../core/http/error-summary.server.ts";
import { isWellFormedValue } from "../../core/http/well-formed-text.server.ts";
import { AGENT_MESSAGES } from "../../core/messages/agents.ts";
import { GENERIC_MESSAGES } from "../../core/messages/generic.ts";
import { createHeldRefusals } from "../http/held-refusals.ts";
import { createRateLimit } from "../http/rate-limit.ts";
import { type AgentPacing, createAgentPacing } from "./agent-pacing.ts";
import { type AgentTools, createMcpServer, toolMakesCart } from "./mcp-server.ts";
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

/** UCP over MCP: 429, and `-32000` with `retry_after` in seconds (overview, « Error Codes »). */
export function refuseAgentCall(res: Response, windowMs: number) {
  rpcError(res, 429, -32000, AGENT_MESSAGES.tooManyRequests, { retry_after: Math.ceil(windowMs / 1000) });
}

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
 * batch of 100 searches was 100 calls for the price of one. Text that is not well-formed Unicode (a lone surrogate) is
 * refused here rather than failing later in the database.
 */
const oneWellFormedMessage: RequestHandler = (req, res, next) => {
  if (Array.isArray(req.body)) rpcError(res, 400, -32600, AGENT_MESSAGES.batchRefused);
  else if (!isWellFormedValue(req.body)) rpcError(res, 400, -32600, GENERIC_MESSAGES.illFormedText);
  else next();
};

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
    express.json({ limit: UCP_MAX_BODY_BYTES, type: () => true }),
    oneWellFormedMessage,
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
      if (!answered) rpcError(res.set("Retry-After", "1"), 503, -32000, AGENT_MESSAGES.busy, { retry_after: 1 });
    },
  ];
  const other: RequestHandler = (_req, res) => {
    res.set("Allow", "POST");
    rpcError(res, 405, -32000, AGENT_MESSAGES.methodNotAllowed);
  };
  return { limit, post: [...post, unreadableBody as unknown as RequestHandler], other };
}
