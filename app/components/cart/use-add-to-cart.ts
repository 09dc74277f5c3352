import { useCallback } from "react";
import { toast } from "sonner";
import { stockRefusal } from "../../lib/cart-stock.ts";
import { MESSAGES } from "../../lib/messages.ts";
import { type CartProduct, type CartSelectedOption, useCart } from "../../stores/cart-store.ts";
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
  return useCallback(async (request: AddToCartRequest) => {
    const quantity = Math.floor(request.quantity);
    if (!Number.isFinite(quantity) || quantity < 1) return false;
    const stock = request.knownStock ?? (await fetchVariantStock(request.variantId));
    // Read the cart after the await: another add may have landed meanwhile.
    const inCart = useCart.getState().items.find((line) => line.variantId === request.variantId)?.quantity ?? 0;
    const refusal = stockRefusal(stock, inCart + quantity, "add");
    if (refusal) {
      toast.error(refusal.title, { description: refusal.description });
      return false;
    }
    const { knownStock: _known, ...line } = request;
    useCart.getState().addItem({ ...line, quantity });
    toast.success(MESSAGES.cart.added, { description: request.product.title });
    return true;
  }, []);
}
