import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GENERIC_MESSAGES } from "../../core/messages/generic.ts";
import { submissionBudget } from "../http/rate-limit.ts";
import { createAgentPacing } from "./agent-pacing.ts";
import { mcpRoute, refuseAgentCall } from "./mcp-route.ts";
import type { AgentTools } from "./mcp-server.ts";
import { responseUcp } from "./ucp-version.ts";

const META = { "ucp-agent": { profile: "https://agent.example/profil.json" } };

/** Tools that answer at once: what is tested here is the endpoint around them. */
const tools = {
  catalog: {
    search: async () => ({ ucp: responseUcp(["dev.ucp.shopping.catalog.search"]), products: [] }),
    lookup: async () => ({ ucp: responseUcp(["dev.ucp.shopping.catalog.lookup"]), products: [] }),
    getProduct: async () => ({ ucp: responseUcp(["dev.ucp.shopping.catalog.lookup"], "error"), messages: [] }),
  },
  carts: {
    create: async () => ({ ucp: responseUcp(["dev.ucp.shopping.cart"], "error"), messages: [] }),
  },
  ask: {},
} as unknown as AgentTools;

let server: Server | undefined;
afterEach(() => server?.close());

async function start(limits = { calls: 100, carts: 100, holdMs: 20 }, pacing = createAgentPacing()) {
  const app = express();
  // The cart budget as create-app.ts shares it: the shop's checkout spends it too.
  const carts = submissionBudget(
    { windowMs: 60_000, limit: limits.carts, perDay: 1000 },
    { refuse: (req, res, windowMs) => (req.path === "/mcp" ? refuseAgentCall(res, windowMs) : res.status(429).end()) },
  );
  const route = mcpRoute(
    tools,
    { calls: { windowMs: 60_000, limit: limits.calls, holdMs: limits.holdMs, maxHeld: 8 }, carts },
    pacing,
  );
  app.post("/checkout", ...carts, (_req, res) => {
    res.status(201).end();
  });
  app.post("/mcp", route.limit, ...route.post);
  app.all("/mcp", route.other);
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server?.once("listening", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const url = `${origin}/mcp`;
  const checkout = () => fetch(`${origin}/checkout`, { method: "POST" });
  let id = 0;
  const call = (name: string, args: Record<string, unknown> = {}, body?: string) =>
    fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
      body:
        body ??
        JSON.stringify({
          jsonrpc: "2.0",
          id: ++id,
          method: "tools/call",
          params: { name, arguments: { meta: META, ...args } },
        }),
    });
  return { url, call, checkout };
}

describe("the MCP endpoint of shopping agents (issue 41)", () => {
  it("answers a tool call in JSON, the structured answer and its text", async () => {
    const { call } = await start();
    const response = await call("search_catalog", { catalog: { query: "loup" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    const body = (await response.json()) as {
      result: { structuredContent: unknown; content: Array<{ text: string }> };
    };
    expect(body.result.structuredContent).toMatchObject({ products: [] });
    expect(body.result.content[0]?.text).toBe("0 livre(s).");
  });

  it("holds a client to its budget of calls, and of carts: 429 with -32000 and retry_after", async () => {
    const { call } = await start({ calls: 4, carts: 1, holdMs: 20 });
    expect((await call("create_cart", { cart: { line_items: [{ item: { id: "x" }, quantity: 1 }] } })).status).toBe(
      200,
    );
    const secondCart = await call("create_cart", { cart: { line_items: [{ item: { id: "x" }, quantity: 1 }] } });
    expect(secondCart.status).toBe(429);
    expect(await secondCart.json()).toMatchObject({ error: { code: -32000, data: { retry_after: 60 } } });
    expect((await call("search_catalog", { catalog: {} })).status).toBe(200);
    expect((await call("search_catalog", { catalog: {} })).status).toBe(200);
    expect((await call("search_catalog", { catalog: {} })).status).toBe(429);
  });

  it("answers a call past the budget only after the hold: a loop from one address sends one call per hold", async () => {
    const { call } = await start({ calls: 1, carts: 100, holdMs: 400 });
    expect((await call("search_catalog", { catalog: {} })).status).toBe(200);
    const started = performance.now();
    const refused = await call("search_catalog", { catalog: {} });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: { code: -32000, data: { retry_after: 60 } } });
    expect(performance.now() - started).toBeGreaterThanOrEqual(390);
  });

  it("counts an agent's carts and the shop's checkouts from one address in one budget", async () => {
    const { call, checkout } = await start({ calls: 100, carts: 2, holdMs: 20 });
    expect((await checkout()).status).toBe(201);
    const cart = { cart: { line_items: [{ item: { id: "x" }, quantity: 1 }] } };
    expect((await call("create_cart", cart)).status).toBe(200);
    const over = await call("create_cart", cart);
    expect(over.status).toBe(429);
    expect(await over.json()).toMatchObject({ error: { code: -32000 } });
    expect((await checkout()).status).toBe(429);
  });

  it("refuses a body over 32 kB (413) and one that is not JSON (-32700), in French", async () => {
    const { call } = await start();
    const huge = await call("search_catalog", {}, JSON.stringify({ pad: "x".repeat(40_000) }));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ error: { code: -32600, message: "La requête est trop volumineuse." } });
    const broken = await call("search_catalog", {}, "{pas du json");
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ error: { code: -32700 } });
  });

  it("refuses a batch of messages (-32600, 400) without running any of them, so every call counts (issue 51)", async () => {
    const { call } = await start({ calls: 100, carts: 1, holdMs: 20 });
    const message = (id: number, name: string) => ({
      jsonrpc: "2.0",
      id,
      method: "tools/call",
      params: { name, arguments: { meta: META, cart: { line_items: [{ item: { id: "x" }, quantity: 1 }] } } },
    });
    const batch = await call(
      "create_cart",
      {},
      JSON.stringify(Array.from({ length: 100 }, (_, i) => message(i, i % 2 ? "create_cart" : "search_catalog"))),
    );
    expect(batch.status).toBe(400);
    const body = (await batch.json()) as { error: { code: number; message: string }; result?: unknown };
    expect(body.error.code).toBe(-32600);
    expect(body.error.message).toContain("un message par requête");
    expect(body.result).toBeUndefined();
    // The batch made no cart: the one cart of the budget is still there.
    expect((await call("create_cart", { cart: { line_items: [{ item: { id: "x" }, quantity: 1 }] } })).status).toBe(
      200,
    );
  });

  it("refuses a lone surrogate with a French 400, without an error in the log", async () => {
    const errors = vi.spyOn(console, "error");
    const { call } = await start();
    const body = `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"search_catalog","arguments":{"meta":${JSON.stringify(META)},"catalog":{"query":"\\udc00"}}}}`;
    const refused = await call("search_catalog", {}, body);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { code: -32600, message: GENERIC_MESSAGES.illFormedText } });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it("answers other methods 405, POST only", async () => {
    const { url } = await start();
    const get = await fetch(url);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
  });

  it("tells an agent to come back when too many calls wait their turn (503, retry_after)", async () => {
    const { call } = await start(undefined, createAgentPacing(0));
    const busy = await call("search_catalog", { catalog: {} });
    expect(busy.status).toBe(503);
    expect(busy.headers.get("retry-after")).toBe("1");
    expect(await busy.json()).toMatchObject({ error: { code: -32000, data: { retry_after: 1 } } });
  });
});
