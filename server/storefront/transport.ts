import type { z } from "zod";
import { STOREFRONT_MESSAGES } from "../../core/messages/storefront.ts";
import { StorefrontError, type StorefrontNotice } from "./errors.ts";
import { STOREFRONT_TOKEN_HEADER } from "./storefront-headers.ts";

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export type StorefrontTransportOptions = {
  endpoint: string;
  token: string;
  fetch: FetchLike;
  /** Where the notices of docs/product.md §8.1 go (the 401 and 402 notices); the server logs them. */
  notify: (notice: StorefrontNotice) => void;
};

export type StorefrontTransport = {
  /**
   * Sends one GraphQL document. Resolves to the parsed `data`, or `null` on HTTP 402 (docs/product.md §8.1: notice, no result);
   * throws a StorefrontError with the message of docs/product.md §8.1 otherwise.
   */
  request<T>(
    document: string,
    variables: Record<string, unknown>,
    shape: z.ZodType<T>,
    options?: { headers?: Record<string, string> },
  ): Promise<T | null>;
};

const M = STOREFRONT_MESSAGES;

export function createStorefrontTransport(options: StorefrontTransportOptions): StorefrontTransport {
  return {
    async request(document, variables, shape, requestOptions) {
      const response = await options.fetch(options.endpoint, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Accept: "application/json",
          [STOREFRONT_TOKEN_HEADER]: options.token,
          ...requestOptions?.headers,
        },
        body: JSON.stringify({ query: document, variables }),
      });
      if (response.status === 401) {
        const notice = { title: M.unauthorizedTitle, description: M.unauthorizedDescription, durationMs: 10_000 };
        options.notify(notice);
        throw new StorefrontError(M.unauthorizedError, { status: 401, notice });
      }
      if (response.status === 402) {
        options.notify({ title: M.paymentRequiredTitle, description: M.paymentRequiredDescription });
        return null;
      }
      if (!response.ok) throw new StorefrontError(M.httpError(response.status), { status: response.status });

      const body: unknown = await response.json().catch(() => undefined);
      const errors = graphqlErrorMessages(body);
      if (errors.length > 0) throw new StorefrontError(M.graphqlError(errors));
      const parsed = shape.safeParse(isObject(body) ? body.data : undefined);
      if (!parsed.success) throw new StorefrontError(M.invalidFormat, { cause: parsed.error });
      return parsed.data;
    },
  };
}

function graphqlErrorMessages(body: unknown): string[] {
  if (!isObject(body) || !Array.isArray(body.errors)) return [];
  return body.errors.map((error: unknown) =>
    isObject(error) && typeof error.message === "string" ? error.message : String(error),
  );
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}
