import { useEffect } from "react";
import { CART_STORAGE_KEY, useCart } from "./cart-store.ts";
import { GIFT_STORAGE_KEY, useGift } from "./gift-store.ts";
import { useWishlist, WISHLIST_STORAGE_KEY } from "./wishlist-store.ts";

/** Loads the persisted browser stores after hydration and keeps them in step with the visitor's other tabs. */
export function BrowserStores() {
  useEffect(() => {
    void useWishlist.persist.rehydrate();
    void useCart.persist.rehydrate();
    void useGift.persist.rehydrate();
    const onStorage = (event: StorageEvent) => {
      if (event.key === WISHLIST_STORAGE_KEY) void useWishlist.persist.rehydrate();
      // Another tab changed the cart (or cleared the storage: key null): read it again.
      if (event.key === CART_STORAGE_KEY || event.key === null) void useCart.persist.rehydrate();
      if (event.key === GIFT_STORAGE_KEY || event.key === null) void useGift.persist.rehydrate();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);
  return null;
}
