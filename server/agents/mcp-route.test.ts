import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
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
  ask: { ask: async () => ({ ucp: responseUcp([]), answer: { plain: "Livraison en 3 jours." } }) },
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
    const { call } = await start({ calls: 100, carts: 1, holdMs: 300 });
    const message = (id: number, name: string) => ({
      jsonrpc: "2.0",
      id,
      method: "tools/call",
      params: { name, arguments: { meta: META, cart: { line_items: [{ item: { id: "x" }, quantity: 1 }] } } },
    });
    const started = performance.now();
    const batch = await call(
      "create_cart",
      {},
      JSON.stringify(Array.from({ length: 100 }, (_, i) => message(i, i % 2 ? "create_cart" : "search_catalog"))),
    );
    expect(batch.status).toBe(400);
    // Held like a refusal past the budget: a loop of batches sends one per hold.
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
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

/** A JSON-RPC call as a plain client sends it: its own headers, `meta` only if given. */
function rawCall(url: string, headers: Record<string, string>, name: string, args: Record<string, unknown>, id = 7) {
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ jsonrpc: "2.0", id, method: "tools/call", params: { name, arguments: args } }),
  });
}

/** A POST with no Accept header at all (fetch always sends one). */
function postWithoutAccept(url: string, body: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(url, { method: "POST", headers: { "content-type": "application/json" } }, (answer) => {
      let text = "";
      answer.on("data", (chunk: Buffer) => {
        text += chunk.toString();
      });
      answer.on("end", () => resolve({ status: answer.statusCode ?? 0, body: text }));
    });
    sent.on("error", reject);
    sent.end(body);
  });
}

describe("the clients that exist (issue 50)", () => {
  const CART = { cart: { line_items: [{ item: { id: "x" }, quantity: 1 }] } };

  it("answers plain JSON to Accept: application/json alone, any type or no Accept, without agent metadata", async () => {
    const { url } = await start();
    for (const accept of ["application/json", "*/*", "application/*"]) {
      const answer = await rawCall(url, { accept }, "search_catalog", { catalog: { query: "loup" } });
      expect(answer.status, accept).toBe(200);
      expect(answer.headers.get("content-type")).toContain("application/json");
      expect(await answer.json()).toMatchObject({ id: 7, result: { structuredContent: { products: [] } } });
    }
    const bare = await postWithoutAccept(
      url,
      JSON.stringify({
        jsonrpc: "2.0",
        id: 3,
        method: "tools/call",
        params: { name: "search_catalog", arguments: { catalog: {} } },
      }),
    );
    expect(bare.status).toBe(200);
    expect(JSON.parse(bare.body)).toMatchObject({ id: 3, result: { structuredContent: { products: [] } } });
  });

  it("answers 406 in French to an Accept that takes no JSON", async () => {
    const { url } = await start();
    for (const accept of ["text/html", "text/event-stream"]) {
      const answer = await rawCall(url, { accept }, "search_catalog", { catalog: {} });
      expect(answer.status, accept).toBe(406);
      expect(await answer.json()).toMatchObject({
        error: { code: -32000, message: expect.stringContaining("répond en JSON") },
      });
    }
  });

  it("answers catalogue reads and questions without a profile, refuses a malformed one (-32001, 400)", async () => {
    const { url } = await start();
    const json = { accept: "application/json" };
    for (const [name, args] of [
      ["search_catalog", { catalog: {} }],
      ["lookup_catalog", { catalog: { ids: ["livre"] } }],
      ["get_product", { catalog: { id: "livre" } }],
      ["ask", { query: "Quels délais de livraison ?" }],
      ["search_catalog", { meta: {}, catalog: {} }],
    ] as const) {
      const answer = await rawCall(url, json, name, args);
      expect(answer.status, name).toBe(200);
      expect(((await answer.json()) as { result?: unknown }).result, name).toBeDefined();
    }
    const malformed = await rawCall(url, json, "search_catalog", {
      meta: { "ucp-agent": { profile: "http://agent.example/profil.json" } },
      catalog: {},
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ id: 7, error: { code: -32001 } });
  });

  it("refuses a cart call without a profile with -32001 and UCP's HTTP 400, spending no cart", async () => {
    const { url, call } = await start({ calls: 100, carts: 1, holdMs: 20 });
    for (const [name, args] of [
      ["create_cart", CART],
      ["get_cart", { id: "panier" }],
      ["update_cart", { id: "panier", ...CART }],
      ["cancel_cart", { id: "panier" }],
    ] as const) {
      const answer = await rawCall(url, { accept: "application/json" }, name, args, 12);
      expect(answer.status, name).toBe(400);
      expect(await answer.json()).toEqual({
        jsonrpc: "2.0",
        id: 12,
        error: {
          code: -32001,
          message: expect.stringContaining('meta["ucp-agent"].profile'),
          data: { code: "invalid_profile_url" },
        },
      });
    }
    expect((await call("create_cart", CART)).status).toBe(200);
  });

  it("says retry_after and Retry-After alike in every refusal", async () => {
    const { call } = await start({ calls: 3, carts: 1, holdMs: 20 });
    expect((await call("create_cart", CART)).status).toBe(200);
    const overCarts = await call("create_cart", CART);
    const overCalls = await (async () => {
      await call("search_catalog", { catalog: {} });
      return call("search_catalog", { catalog: {} });
    })();
    for (const refused of [overCarts, overCalls]) {
      expect(refused.status).toBe(429);
      const header = refused.headers.get("retry-after");
      expect(header).toMatch(/^[1-9]\d*$/);
      const body = (await refused.json()) as { error: { data: { retry_after: number } } };
      expect(body.error.data.retry_after).toBe(Number(header));
    }
    const { call: callBusy } = await start(undefined, createAgentPacing(0));
    const busy = await callBusy("search_catalog", { catalog: {} });
    expect(busy.status).toBe(503);
    expect(((await busy.json()) as { error: { data: { retry_after: number } } }).error.data.retry_after).toBe(
      Number(busy.headers.get("retry-after")),
    );
  });

  it("serves the official TypeScript SDK's client: reads without meta, a cart without a profile refused with 400", async () => {
    const { url } = await start();
    const client = new Client({ name: "agent-sans-profil", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(url)));
    try {
      const found = await client.callTool({ name: "search_catalog", arguments: { catalog: { query: "loup" } } });
      expect(found.structuredContent).toMatchObject({ products: [] });
      await expect(client.callTool({ name: "create_cart", arguments: CART })).rejects.toMatchObject({
        code: 400,
        message: expect.stringContaining("-32001"),
      });
    } finally {
      await client.close();
    }
  });
});
