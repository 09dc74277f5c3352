import type { z } from "zod";

export type AdminFetch = (input: string, init: RequestInit) => Promise<Response>;

export type AdminClientOptions = {
  /** SHOPIFY_STORE_DOMAIN, as the Storefront API uses it. */
  storeDomain: string;
  /** SHOPIFY_ADMIN_TOKEN: an Admin API access token of a custom app of the store (`shpat_…`). */
  token: string;
  /** The API version, the Storefront API's (Shopify names both the same way). */
  apiVersion: string;
  fetch?: AdminFetch;
  /** A check on a visitor's behalf must not hold the page: past this, the caller goes on without the answer. */
  timeoutMs?: number;
};

export type AdminClient = {
  /** One GraphQL document to the Admin API; throws on any failure (HTTP, GraphQL errors, an unexpected shape). */
  query<T>(document: string, variables: Record<string, unknown>, shape: z.ZodType<T>): Promise<T>;
};

/**
 * A small client of Shopify's GraphQL Admin API, for the few reads the shop makes there on its own behalf (an order a
 * withdrawal names, the product of an inventory item): the Storefront API, public by design, tells neither.
 */
export function createAdminClient(options: AdminClientOptions): AdminClient {
  const endpoint = `https://${options.storeDomain}/admin/api/${options.apiVersion}/graphql.json`;
  const send = options.fetch ?? ((input, init) => fetch(input, init));
  return {
    async query(document, variables, shape) {
      const response = await send(endpoint, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Accept: "application/json",
          "X-Shopify-Access-Token": options.token,
        },
        body: JSON.stringify({ query: document, variables }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
      });
      if (!response.ok) throw new Error(`API Admin de Shopify : statut ${response.status}`);
      const body = (await response.json().catch(() => null)) as { data?: unknown; errors?: unknown } | null;
      if (!body || Array.isArray(body.errors)) throw new Error("API Admin de Shopify : erreurs GraphQL");
      const parsed = shape.safeParse(body.data);
      if (!parsed.success) throw new Error("API Admin de Shopify : réponse d'une forme inattendue");
      return parsed.data;
    },
  };
}
