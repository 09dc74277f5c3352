import { useEffect } from "react";
import { validatePromoCodes } from "../../lib/cart/cart-api.ts";
import { useCart } from "../../stores/cart-store.ts";

/**
 * A percentage or a minimum subtotal depends on the lines: when they change (or the cart is read back from storage),
 * the applied codes are checked again and the discount recomputed. Codes that no longer apply are dropped; a failed
 * check keeps things as they were (the checkout validates the codes again anyway).
 */
export function useRefreshPromoDiscount(hydrated: boolean) {
  const signature = useCart((state) => state.items.map((item) => `${item.variantId}×${item.quantity}`).join(","));
  useEffect(() => {
    const { items, appliedPromoCodes } = useCart.getState();
    if (!hydrated || signature === "" || appliedPromoCodes.length === 0 || items.length === 0) return;
    let current = true;
    validatePromoCodes(items, appliedPromoCodes)
      .then((result) => {
        const now = useCart.getState();
        // Only if nothing moved meanwhile: a newer check or a code applied by hand wins.
        if (!current || result.error || now.appliedPromoCodes.join(",") !== appliedPromoCodes.join(",")) return;
        now.setPromo(result.validCodes, result.totalDiscount);
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [hydrated, signature]);
}
