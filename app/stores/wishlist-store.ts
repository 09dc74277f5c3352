import { create } from "zustand";
import { persist } from "zustand/middleware";
import { cardDataOf, type ProductCardData } from "../../core/catalogue/catalogue-types.ts";
import { validatedLocalStorage } from "./validated-local-storage.ts";

/** docs/product.md §3: the wishlist, unique by product id, in local storage under 'wishlist-storage'. */
export const WISHLIST_STORAGE_KEY = "wishlist-storage";

type WishlistState = {
  items: ProductCardData[];
  /** Adds the product (its card: a product page's whole product is not kept), or removes it when already there. */
  toggle(product: ProductCardData): "added" | "removed";
  /** Adds the product unless it is there already (a page that adds on arrival may be loaded again); true when added. */
  add(product: ProductCardData): boolean;
  remove(productId: string): void;
  clear(): void;
};

export const useWishlist = create<WishlistState>()(
  persist(
    (set, get) => ({
      items: [],
      toggle(product) {
        const present = get().items.some((item) => item.id === product.id);
        set({
          items: present ? get().items.filter((item) => item.id !== product.id) : [...get().items, cardDataOf(product)],
        });
        return present ? "removed" : "added";
      },
      add(product) {
        if (isInWishlist(get().items, product.id)) return false;
        set({ items: [...get().items, cardDataOf(product)] });
        return true;
      },
      remove(productId) {
        set({ items: get().items.filter((item) => item.id !== productId) });
      },
      clear() {
        set({ items: [] });
      },
    }),
    {
      name: WISHLIST_STORAGE_KEY,
      storage: validatedLocalStorage(async () => {
        const { restoreWishlist } = await import("./restore-wishlist.ts");
        return (persisted: unknown) => {
          const items = restoreWishlist(persisted);
          return items ? { items } : null;
        };
      }),
      partialize: (state) => ({ items: state.items }),
      // The server renders an empty wishlist; the browser fills it after hydration (no hydration mismatch).
      skipHydration: true,
      // A value written by something else, or tampered with, is dropped rather than crashing the page.
      merge(persisted, current) {
        const stored = persisted as { items: ProductCardData[] } | undefined;
        return stored ? { ...current, items: stored.items } : current;
      },
    },
  ),
);

export function isInWishlist(items: ProductCardData[], productId: string): boolean {
  return items.some((item) => item.id === productId);
}
