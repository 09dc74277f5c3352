import { UCP_MCP_PATH } from "../server/agents/ucp-version.ts";
import { BROWSER_ACCEPT_ENCODING } from "./latency.ts";

/** The agent profile every bench call names (UCP requires one; the shop never fetches it). */
export const BENCH_AGENT_META = { "ucp-agent": { profile: "https://agent.example/profil.json" } };

/**
 * An MCP `tools/call` as an agent's client sends it over Streamable HTTP, with Chromium's `Accept-Encoding`, from the
 * address `from` (X-Forwarded-For, trusted from loopback by the benched shop).
 */
export function agentCall(
  shopUrl: string,
  call: { id: number; name: string; arguments: Record<string, unknown>; from: string },
): Promise<Response> {
  return fetch(`${shopUrl}${UCP_MCP_PATH}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      "accept-encoding": BROWSER_ACCEPT_ENCODING,
      "x-forwarded-for": call.from,
    },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: call.id,
      method: "tools/call",
      params: { name: call.name, arguments: call.arguments },
    }),
  });
}
