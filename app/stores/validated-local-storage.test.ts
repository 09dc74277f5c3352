import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CART_STORAGE_KEY, useCart } from "./cart-store.ts";
import { validatedLocalStorage } from "./validated-local-storage.ts";

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe("validatedLocalStorage", () => {
  beforeEach(() => {
    vi.stubGlobal("localStorage", memoryStorage());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("reads nothing, without loading the checker, when nothing or unreadable JSON is stored", async () => {
    const loadRestore = vi.fn(async () => (value: unknown) => value);
    const storage = validatedLocalStorage(loadRestore);
    expect(await storage.getItem("vide")).toBeNull();
    localStorage.setItem("abime", "{pas du json");
    expect(await storage.getItem("abime")).toBeNull();
    expect(loadRestore).not.toHaveBeenCalled();
  });

  it("hands the store only what the checker accepts, with the stored version", async () => {
    const storage = validatedLocalStorage(async () => (value: unknown) => (value === "bon" ? "bon" : null));
    localStorage.setItem("a", JSON.stringify({ state: "bon", version: 2 }));
    localStorage.setItem("b", JSON.stringify({ state: "mauvais", version: 0 }));
    expect(await storage.getItem("a")).toEqual({ state: "bon", version: 2 });
    expect(await storage.getItem("b")).toBeNull();
  });

  it("reads nothing when the checker cannot be loaded (offline)", async () => {
    const storage = validatedLocalStorage<string>(() => Promise.reject(new Error("hors ligne")));
    localStorage.setItem("a", JSON.stringify({ state: "bon", version: 0 }));
    expect(await storage.getItem("a")).toBeNull();
  });

  it("restores a stored cart without its tampered line, and empties the cart when the storage is cleared", async () => {
    const good = {
      product: { id: "gid://shopify/Product/1", handle: "livre-1", title: "Livre 1", vendor: "Nathan" },
      variantId: "gid://shopify/ProductVariant/1",
      variantTitle: "Default Title",
      price: 5,
      quantity: 2,
      selectedOptions: [],
      isShopify: true,
    };
    const tampered = { ...good, variantId: "<script>", quantity: 1 };
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ state: { items: [good, tampered] }, version: 0 }));
    await useCart.persist.rehydrate();
    expect(useCart.getState().items.map((line) => [line.variantId, line.quantity])).toEqual([
      ["gid://shopify/ProductVariant/1", 2],
    ]);
    localStorage.removeItem(CART_STORAGE_KEY);
    await useCart.persist.rehydrate();
    expect(useCart.getState().items).toEqual([]);
  });
});
