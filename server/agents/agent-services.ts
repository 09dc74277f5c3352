import type { RetrievalAssistant } from "../chat/retrieval-assistant.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/connection.ts";
import type { AppServices } from "../services.ts";
import { createAgentCarts } from "./agent-carts.ts";
import { createAskTool } from "./ask-tool.ts";
import { createCatalogTools } from "./catalog-tools.ts";
import type { AgentTools } from "./mcp-server.ts";
import type { ShopFacts } from "./ucp-products.ts";
import { type UcpProfile, ucpProfile } from "./ucp-profile.ts";

export type AgentServices = { tools: AgentTools; profile: UcpProfile };

/**
 * What shopping agents reach (issue 41), wired from the services the pages use: the catalogue index, the product
 * reads kept until the next event, the cart's stock checks and Storefront carts, the chat's FAQ retrieval.
 */
export function createAgentServices(deps: {
  config: Pick<Config, "siteUrl" | "shop">;
  db: Database;
  services: Pick<AppServices, "catalogue" | "productDetails" | "storefront" | "cart">;
  assistant: Pick<RetrievalAssistant, "reply">;
}): AgentServices {
  const { config, services } = deps;
  const facts: ShopFacts = { origin: new URL(config.siteUrl).origin, shopName: config.shop.name };
  return {
    profile: ucpProfile(config.siteUrl),
    tools: {
      catalog: createCatalogTools({ ...services, facts }),
      carts: createAgentCarts({ db: deps.db, cart: services.cart, storefront: services.storefront, facts }),
      ask: createAskTool({ assistant: deps.assistant, catalogue: services.catalogue, facts }),
    },
  };
}
