import { useCallback } from "react";
import { type AddToCartDeps, type AddToCartRequest, addToCart } from "../../lib/cart/add-to-cart.ts";
import { fetchVariantStock } from "../../lib/cart/fetch-variant-stock.ts";
import { useCart } from "../../stores/cart-store.ts";
import { toast } from "../ui/toast.ts";

/**
 * Checks real stock (docs/product.md §5 refusals as toasts: 'Produit indisponible' / 'Stock limité' …), adds, toasts
 * 'Ajouté au panier' with the title (top-centre). Resolves true when added.
 */
export function useAddToCart(): (request: AddToCartRequest) => Promise<boolean> {
  return useCallback((request: AddToCartRequest) => addToCart(request, browserAddToCartDeps), []);
}

/** The browser's cart, its stock lookup and its toasts. */
export const browserAddToCartDeps: AddToCartDeps = {
  cart: () => useCart.getState(),
  fetchStock: fetchVariantStock,
  notify: (kind, title, description) => toast[kind](title, { description }),
};
