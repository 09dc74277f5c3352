import { describe, expect, it } from "vitest";
import { AGENT_MESSAGES } from "../../core/messages/agents.ts";
import { zodProblemInFrench } from "./french-issues.ts";
import { updateCartArgumentsSchema } from "./ucp-requests.ts";

const META = { "ucp-agent": { profile: "https://agent.example/profil.json" } };
const LINES = { line_items: [{ item: { id: "gid://shopify/ProductVariant/1" }, quantity: 1 }] };

describe("update_cart as the official SDK sends it (issue 50)", () => {
  it("takes cart.id when it names the cart given in id, as UCP 2026-04-08's cart carries it", () => {
    const parsed = updateCartArgumentsSchema.safeParse({
      meta: META,
      id: "panier-1",
      cart: { id: "panier-1", ...LINES },
    });
    expect(parsed.success).toBe(true);
    expect(updateCartArgumentsSchema.safeParse({ meta: META, id: "panier-1", cart: LINES }).success).toBe(true);
  });

  it("refuses a cart.id naming another cart, saying so rather than « valeur requise »", () => {
    const parsed = updateCartArgumentsSchema.safeParse({
      meta: META,
      id: "panier-1",
      cart: { id: "panier-2", ...LINES },
    });
    expect(parsed.success).toBe(false);
    if (!parsed.success) {
      const said = zodProblemInFrench(parsed.error);
      expect(said).toContain(AGENT_MESSAGES.cartIdMismatch);
      expect(said).not.toContain("requise");
    }
  });
});
