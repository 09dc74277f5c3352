/** What the Shopify webhook endpoint answers a request whose signature does not match the app's secret. */
export const WEBHOOK_MESSAGES = {
  badSignature: "Signature du webhook invalide.",
} as const;
