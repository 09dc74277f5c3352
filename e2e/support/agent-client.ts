import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { CheckoutPage, TYPED_TEST_CARDS } from "./checkout-page.ts";

/** What every agent's call carries (UCP requires it); the shop checks its form and never fetches it. */
export const AGENT_META = { "ucp-agent": { profile: "https://agent.example/profiles/shopping-agent.json" } };

/**
 * An agent as the official MCP TypeScript SDK makes one: `initialize` on connect, then `tools/list` and `tools/call`
 * over Streamable HTTP. The client checks each answer's `structuredContent` against the tool's `outputSchema`.
 */
export async function connectAgent(origin: string, options: { fetch?: typeof fetch } = {}): Promise<Client> {
  const client = new Client({ name: "agent-de-test", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(new URL("/api/ucp/mcp", origin), options);
  await client.connect(transport);
  await client.listTools();
  return client;
}

/** A tool's answer, its structured content as UCP defines it. */
export async function callTool<T = Record<string, unknown>>(
  client: Client,
  name: string,
  args: Record<string, unknown>,
): Promise<T> {
  const result = await client.callTool({ name, arguments: { meta: AGENT_META, ...args } });
  if (result.isError) throw new Error(`outil ${name} en erreur : ${JSON.stringify(result.content)}`);
  return result.structuredContent as T;
}

/**
 * `fetch` through Playwright's request context: the test hosts' names and their self-signed certificate
 * (browserForTestHosts) reach the MCP client as they reach the browser.
 */
export function fetchThrough(request: APIRequestContext): typeof fetch {
  return async (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const answer = await request.fetch(url, {
      method: init?.method ?? "GET",
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      ...(typeof init?.body === "string" ? { data: init.body } : {}),
    });
    const empty = answer.status() === 202 || answer.status() === 204;
    return new Response(empty ? null : new Uint8Array(await answer.body()), {
      status: answer.status(),
      headers: answer.headers(),
    });
  };
}

type AgentCopy = { id: string; metadata?: { quantity_available?: number } };

/**
 * An agent's whole purchase: it finds a book for sale with a few copies, makes a cart, reads it back (on whichever
 * instance answers), and the parent pays on the checkout its `continue_url` opens. Returns that URL.
 */
export async function agentBuysABook(page: Page, client: Client): Promise<string> {
  const found = await callTool<{ products: Array<{ variants: AgentCopy[] }> }>(client, "search_catalog", {
    catalog: { filters: { available: true }, pagination: { limit: 50 } },
  });
  const copy = found.products
    .flatMap((product) => product.variants)
    .find((variant) => (variant.metadata?.quantity_available ?? 0) >= 3);
  if (!copy) throw new Error("aucun exemplaire en trois unités");
  const cart = await callTool<{ id: string; continue_url: string }>(client, "create_cart", {
    cart: { line_items: [{ item: { id: copy.id }, quantity: 1 }] },
  });
  for (let i = 0; i < 3; i++) {
    const read = await callTool<{ id: string; continue_url: string }>(client, "get_cart", { id: cart.id });
    expect(read.continue_url).toBe(cart.continue_url);
  }
  await page.goto(cart.continue_url);
  const checkout = new CheckoutPage(page);
  await checkout.fillBuyer();
  await checkout.pay(TYPED_TEST_CARDS.accepted);
  await expect(page.getByRole("heading", { level: 1, name: "Merci pour votre commande !" })).toBeVisible();
  return cart.continue_url;
}
