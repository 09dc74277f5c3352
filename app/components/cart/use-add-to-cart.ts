import { useCallback } from "react";
import { type CartProduct, type CartSelectedOption, useCart } from "../../stores/cart-store.ts";
import { toast } from "../ui/toast.ts";
import { type AddToCartDeps, addToCart } from "./add-to-cart.ts";
import { fetchVariantStock } from "./fetch-variant-stock.ts";

export type AddToCartRequest = {
  product: CartProduct;
  variantId: string;
  variantTitle: string;
  price: number;
  quantity: number;
  selectedOptions: CartSelectedOption[];
  /** Real stock of the variant when the caller already knows it (product page); otherwise the hook asks the server. */
  knownStock?: { availableForSale: boolean; quantityAvailable: number };
};

/**
 * Checks real stock (SPEC §5 refusals as toasts: 'Produit indisponible' / 'Stock limité' …), adds, toasts
 * 'Ajouté au panier' with the title (top-centre). Resolves true when added.
 */
export function useAddToCart(): (request: AddToCartRequest) => Promise<boolean> {
  return useCallback((request: AddToCartRequest) => addToCart(request, browserDeps), []);
}

const browserDeps: AddToCartDeps = {
  cart: () => useCart.getState(),
  fetchStock: fetchVariantStock,
  notify: (kind, title, description) => toast[kind](title, { description }),
};
