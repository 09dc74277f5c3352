import { useCallback } from "react";
import { stockRefusal } from "../../lib/cart/cart-stock.ts";
import { fetchVariantStock } from "../../lib/cart/fetch-variant-stock.ts";
import type { CartItem } from "../../stores/cart-lines.ts";
import { useCart } from "../../stores/cart-store.ts";
import { toast } from "../ui/toast.ts";

/**
 * docs/product.md §5 quantity update: fewer copies (0 removes) apply at once; more copies are checked against real stock first,
 * refused with 'Produit indisponible' / 'Stock limité' toasts.
 */
export function useChangeQuantity(): (line: CartItem, quantity: number) => Promise<void> {
  return useCallback(async (line: CartItem, quantity: number) => {
    const { updateQuantity } = useCart.getState();
    if (quantity <= line.quantity) {
      updateQuantity(line.variantId, quantity);
      return;
    }
    const refusal = stockRefusal(await fetchVariantStock(line.variantId), quantity, "update");
    if (refusal) toast.error(refusal.title, { description: refusal.description });
    else updateQuantity(line.variantId, quantity);
  }, []);
}
