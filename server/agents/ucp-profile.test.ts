import { describe, expect, it } from "vitest";
import { ucpProfile } from "./ucp-profile.ts";
import { UCP_CAPABILITIES } from "./ucp-version.ts";

describe("the shop's UCP profile (/.well-known/ucp)", () => {
  it("names the MCP endpoint on SITE_URL's origin and the implemented capabilities, no payment handler", () => {
    const { ucp } = ucpProfile("https://www.bouquinerie.fr/quelque/chemin");
    expect(ucp.version).toBe("2026-04-08");
    expect(ucp.services["dev.ucp.shopping"]).toEqual([
      expect.objectContaining({ transport: "mcp", endpoint: "https://www.bouquinerie.fr/api/ucp/mcp" }),
    ]);
    expect(Object.keys(ucp.capabilities)).toEqual(Object.keys(UCP_CAPABILITIES));
    expect(ucp.capabilities["dev.ucp.shopping.discount"]).toEqual([
      expect.objectContaining({ extends: "dev.ucp.shopping.cart" }),
    ]);
    expect(ucp.payment_handlers).toEqual({});
  });
});
