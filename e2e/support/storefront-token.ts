/**
 * The e2e shop's own LOCAL_STOREFRONT_TOKEN (set in playwright.config.ts and shop-process.ts). In production the
 * README's published default keeps the Storefront endpoint in process (issue 20), and the tests read the demo
 * catalogue over HTTP, as another storefront or tool would, with a token of the shop's own.
 */
export const E2E_STOREFRONT_TOKEN = "bouquinerie-e2e-storefront-token";
