import { useEffect } from "react";
import { useCart } from "../../stores/cart-store.ts";
import { useGift } from "../../stores/gift-store.ts";

/**
 * On the confirmation of a local order, empties the browser cart that became this order — and only that one: an old
 * confirmation link opened later must not empty a new cart. The stored id is the cart's gid, the page's the raw id.
 */
export function ClearOrderedCart({ cartId }: { cartId: string }) {
  useEffect(() => {
    const clearIfOrdered = () => {
      const stored = useCart.getState().cartId;
      if (stored && (stored === cartId || stored.endsWith(`/${cartId}`))) {
        useCart.getState().clear();
        // The gift was this order's (issue 40): the next cart is not one until ticked again.
        useGift.getState().clear();
      }
    };
    clearIfOrdered();
    // The cart is read from localStorage after hydration: check again once it is there.
    return useCart.subscribe(clearIfOrdered);
  }, [cartId]);
  return null;
}
