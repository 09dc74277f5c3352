import { describe, expect, it } from "vitest";
import { checkoutUrlFor } from "./checkout-url.ts";

describe("checkoutUrlFor", () => {
  it("adds channel and discount codes to a store's checkout URL (docs/product.md §7 call 6)", () => {
    expect(checkoutUrlFor("https://ma-boutique.myshopify.com/cart/c/abc?key=1", ["NOEL", "LIVRES5"])).toBe(
      "https://ma-boutique.myshopify.com/cart/c/abc?key=1&channel=online_store&discount=NOEL%2CLIVRES5",
    );
  });

  it("keeps the local checkout a path, so the visitor pays on the name they reached the shop by", () => {
    expect(checkoutUrlFor("/commande/gid-panier", [])).toBe("/commande/gid-panier?channel=online_store");
  });

  it("refuses what is not a web address, and a path that would leave the shop", () => {
    expect(checkoutUrlFor("javascript:alert(1)", [])).toBeNull();
    expect(checkoutUrlFor("//phish.example/commande", [])).toBeNull();
    expect(checkoutUrlFor("/\\phish.example/commande", [])).toBeNull();
  });
});
