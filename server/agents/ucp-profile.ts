import { UCP_CAPABILITIES, UCP_MCP_PATH, UCP_SHOPPING_SERVICE, UCP_VERSION } from "./ucp-version.ts";

/** The shop's own tool for questions: UCP 2026-04-08 has no `ask` capability yet (decision 035). */
export const ASK_TOOL = "ask";

/**
 * The shop's UCP business profile (`GET /.well-known/ucp`): the version, the `dev.ucp.shopping` service over MCP on the
 * shop's own origin (SITE_URL), and the capabilities the MCP endpoint implements — catalog search and lookup, and the
 * cart — nothing more. No checkout capability and no payment handler: an agent builds a cart, and the parent pays on
 * the shop's checkout page the cart's `continue_url` opens.
 */
export function ucpProfile(siteUrl: string) {
  const origin = new URL(siteUrl).origin;
  return {
    ucp: {
      version: UCP_VERSION,
      services: {
        "dev.ucp.shopping": [
          {
            version: UCP_VERSION,
            spec: UCP_SHOPPING_SERVICE.spec,
            transport: "mcp",
            schema: UCP_SHOPPING_SERVICE.schema,
            endpoint: `${origin}${UCP_MCP_PATH}`,
            config: {
              // Beyond the capabilities: questions on delivery, returns, withdrawal, grades and payment, answered
              // from the FAQ and the legal pages, shaped as the draft `ask` capability (feat/ask) answers.
              tools: [{ name: ASK_TOOL, follows: "dev.ucp.shopping.ask (draft)" }],
              // No agent completes a payment: the buyer pays on the page the cart's `continue_url` opens.
              checkout: { completed_by: "buyer", handoff: "continue_url" },
            },
          },
        ],
      },
      capabilities: Object.fromEntries(
        Object.entries(UCP_CAPABILITIES).map(([name, capability]) => [name, [{ version: UCP_VERSION, ...capability }]]),
      ),
      // Payment stays the buyer's, on the checkout page: no handler for an agent to pay with.
      payment_handlers: {},
    },
  };
}

export type UcpProfile = ReturnType<typeof ucpProfile>;

/**
 * Served with `public, max-age` of an hour (the spec asks at least 60 s, never private or no-store), with no redirect:
 * the profile changes only with a new version of the shop.
 */
export const UCP_PROFILE_CACHE_CONTROL = "public, max-age=3600";
