import { DEFAULT_STOREFRONT_API_VERSION } from "../../core/shop-constants.ts";

/**
 * The e2e shop's own LOCAL_STOREFRONT_TOKEN (set in playwright.config.ts and shop-process.ts). In production the
 * README's published default keeps the Storefront endpoint in process (issue 20), and the tests read the demo
 * catalogue over HTTP, as another storefront or tool would, with a token of the shop's own.
 */
export const E2E_STOREFRONT_TOKEN = "bouquinerie-e2e-storefront-token";

/** The local Storefront endpoint's path, in the version the shop itself asks for. */
export const STOREFRONT_API_PATH = `/api/${DEFAULT_STOREFRONT_API_VERSION}/graphql.json`;
