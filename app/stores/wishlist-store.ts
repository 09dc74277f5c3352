import { z } from "zod";
import { create } from "zustand";
import { persist } from "zustand/middleware";
import { productSummarySchema } from "../lib/catalogue-schemas.ts";
import type { ProductSummary } from "../lib/catalogue-types.ts";
import { safeLocalStorage } from "./safe-local-storage.ts";

/** SPEC §3: the wishlist, unique by product id, in local storage under 'wishlist-storage'. */
export const WISHLIST_STORAGE_KEY = "wishlist-storage";

const persistedShape = z.object({ items: z.array(productSummarySchema).max(500) });

type WishlistState = {
  items: ProductSummary[];
  /** Adds the product, or removes it when already there; tells which it did. */
  toggle(product: ProductSummary): "added" | "removed";
  remove(productId: string): void;
  clear(): void;
};

export const useWishlist = create<WishlistState>()(
  persist(
    (set, get) => ({
      items: [],
      toggle(product) {
        const present = get().items.some((item) => item.id === product.id);
        set({ items: present ? get().items.filter((item) => item.id !== product.id) : [...get().items, product] });
        return present ? "removed" : "added";
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
      storage: safeLocalStorage<{ items: ProductSummary[] }>(),
      partialize: (state) => ({ items: state.items }),
      // The server renders an empty wishlist; the browser fills it after hydration (no hydration mismatch).
      skipHydration: true,
      // A value written by something else, or tampered with, is dropped rather than crashing the page.
      merge(persisted, current) {
        const items = restoreWishlist(persisted);
        return items ? { ...current, items } : current;
      },
    },
  ),
);

/** The persisted favourites if they are ours and well-formed (duplicates removed), else null. */
export function restoreWishlist(persisted: unknown): ProductSummary[] | null {
  const parsed = persistedShape.safeParse(persisted);
  if (!parsed.success) return null;
  return [...new Map(parsed.data.items.map((item) => [item.id, item])).values()];
}

export function isInWishlist(items: ProductSummary[], productId: string): boolean {
  return items.some((item) => item.id === productId);
}
