import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

/** What every agent's call carries (UCP requires it); the shop checks its form and never fetches it. */
export const AGENT_META = { "ucp-agent": { profile: "https://agent.example/profiles/shopping-agent.json" } };

/**
 * An agent as the official MCP TypeScript SDK makes one: `initialize` on connect, then `tools/list` and `tools/call`
 * over Streamable HTTP. The client checks each answer's `structuredContent` against the tool's `outputSchema`.
 */
export async function connectAgent(origin: string, endpoint = "/api/ucp/mcp"): Promise<Client> {
  const client = new Client({ name: "agent-de-test", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(endpoint, origin)));
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
