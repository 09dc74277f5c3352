import { describe, expect, it } from "vitest";
import { createShopPaths } from "./shop-paths.ts";

describe("the shop's own URLs as paths", () => {
  const shopPaths = createShopPaths("https://boutique.test");

  it("writes a cover of the shop itself as a path, query kept, so it loads by 127.0.0.1 or a LAN address too", () => {
    expect(shopPaths("https://boutique.test/api/covers/le-loup/1.svg?width=400")).toBe(
      "/api/covers/le-loup/1.svg?width=400",
    );
    expect(shopPaths("https://boutique.test/commande/abc")).toBe("/commande/abc");
  });

  it("keeps whole what lives elsewhere: another scheme, host or port, Shopify's CDN, a store's checkout", () => {
    for (const url of [
      "http://boutique.test/api/covers/a/1.svg",
      "https://boutique.test:8443/api/covers/a/1.svg",
      "https://cdn.shopify.com/s/files/1/couverture.jpg",
      "https://ma-boutique.myshopify.com/cart/c/abc",
    ]) {
      expect(shopPaths(url)).toBe(url);
    }
  });

  it("leaves a path or something unreadable as it is", () => {
    expect(shopPaths("/api/covers/a/1.svg")).toBe("/api/covers/a/1.svg");
    expect(shopPaths("pas une adresse")).toBe("pas une adresse");
  });
});
