/**
 * The Universal Commerce Protocol version the shop implements (decision 035): 2026-04-08, the latest release of the
 * specification (`Universal-Commerce-Protocol/ucp`, tag v2026-04-08), the first with catalog search, lookup and cart.
 */
export const UCP_VERSION = "2026-04-08";

const UCP_DOCS = `https://ucp.dev/${UCP_VERSION}`;

/** The capabilities the shop implements, each with the specification and schema it follows. */
export const UCP_CAPABILITIES = {
  "dev.ucp.shopping.catalog.search": {
    spec: `${UCP_DOCS}/specification/catalog/search`,
    schema: `${UCP_DOCS}/schemas/shopping/catalog_search.json`,
  },
  "dev.ucp.shopping.catalog.lookup": {
    spec: `${UCP_DOCS}/specification/catalog/lookup`,
    schema: `${UCP_DOCS}/schemas/shopping/catalog_lookup.json`,
  },
  "dev.ucp.shopping.cart": {
    spec: `${UCP_DOCS}/specification/cart`,
    schema: `${UCP_DOCS}/schemas/shopping/cart.json`,
  },
  /** Discount codes on a cart, as the shop's own cart takes them. */
  "dev.ucp.shopping.discount": {
    spec: `${UCP_DOCS}/specification/discount`,
    schema: `${UCP_DOCS}/schemas/shopping/discount.json`,
    extends: "dev.ucp.shopping.cart",
  },
} as const;

export type UcpCapability = keyof typeof UCP_CAPABILITIES;

export const UCP_SHOPPING_SERVICE = {
  spec: `${UCP_DOCS}/specification/overview`,
  schema: `${UCP_DOCS}/services/shopping/mcp.openrpc.json`,
} as const;

/** Where the profile and the MCP endpoint live on the shop's own origin. */
export const UCP_PROFILE_PATH = "/.well-known/ucp";
export const UCP_MCP_PATH = "/api/ucp/mcp";

/** The `ucp` object of an answer: the version, and the capability the answer is about. */
export function responseUcp(capabilities: readonly UcpCapability[], status?: "error") {
  return {
    version: UCP_VERSION,
    ...(status ? { status } : {}),
    ...(capabilities.length > 0
      ? { capabilities: Object.fromEntries(capabilities.map((name) => [name, [{ version: UCP_VERSION }]])) }
      : {}),
  };
}
