import { useEffect } from "react";
import { useWishlist, WISHLIST_STORAGE_KEY } from "./wishlist-store.ts";

/** Loads the persisted browser stores after hydration and keeps them in step with the visitor's other tabs. */
export function BrowserStores() {
  useEffect(() => {
    void useWishlist.persist.rehydrate();
    const onStorage = (event: StorageEvent) => {
      if (event.key === WISHLIST_STORAGE_KEY) void useWishlist.persist.rehydrate();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);
  return null;
}
