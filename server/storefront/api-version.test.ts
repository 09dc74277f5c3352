import { describe, expect, it, vi } from "vitest";
import { storefrontEndpoint, watchApiVersion } from "./api-version.ts";
import type { FetchLike } from "./transport.ts";

function answering(headers: Record<string, string>): FetchLike {
  return async () => new Response('{"data":{}}', { status: 200, headers });
}

describe("storefrontEndpoint", () => {
  it("writes Shopify's versioned GraphQL path on the origin", () => {
    expect(storefrontEndpoint("https://ma-boutique.myshopify.com", "2026-04")).toBe(
      "https://ma-boutique.myshopify.com/api/2026-04/graphql.json",
    );
  });
});

describe("watchApiVersion", () => {
  it("stays silent while the API answers in the version asked for", async () => {
    const warn = vi.fn();
    const fetch = watchApiVersion(answering({ "X-Shopify-API-Version": "2026-04" }), "2026-04", warn);
    await fetch("https://x.test/api/2026-04/graphql.json", {});
    expect(warn).not.toHaveBeenCalled();
  });

  it("says once that Shopify fell forward to another version, with both versions named", async () => {
    const warn = vi.fn();
    const fetch = watchApiVersion(answering({ "X-Shopify-API-Version": "2025-10" }), "2025-07", warn);
    const response = await fetch("https://x.test/api/2025-07/graphql.json", {});
    await fetch("https://x.test/api/2025-07/graphql.json", {});
    expect(await response.json()).toEqual({ data: {} });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/2025-07 demandée, réponse en 2025-10/));
  });

  it("says once that an answer used a deprecated field, with Shopify's reason", async () => {
    const warn = vi.fn();
    const fetch = watchApiVersion(
      answering({ "X-Shopify-API-Version": "2026-04", "X-Shopify-API-Deprecated-Reason": "https://shopify.dev/x" }),
      "2026-04",
      warn,
    );
    await fetch("https://x.test/api/2026-04/graphql.json", {});
    await fetch("https://x.test/api/2026-04/graphql.json", {});
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("https://shopify.dev/x"));
  });

  it("says nothing when the answer names no version (a proxy, an error page)", async () => {
    const warn = vi.fn();
    await watchApiVersion(answering({}), "2026-04", warn)("https://x.test/api/2026-04/graphql.json", {});
    expect(warn).not.toHaveBeenCalled();
  });
});
