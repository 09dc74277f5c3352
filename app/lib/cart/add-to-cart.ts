import { CART_MESSAGES } from "../../../core/messages/cart.ts";
import type { CartItem } from "../../stores/cart-lines.ts";
import type { CartState } from "../../stores/cart-store.ts";
import { stockRefusal } from "./cart-stock.ts";

/** A line to add, as the product page, a card or the quick view asks for it. */
export type AddToCartRequest = Omit<CartItem, "isShopify"> & {
  /** Real stock of the variant when the caller already knows it (product page); otherwise the hook asks the server. */
  knownStock?: { availableForSale: boolean; quantityAvailable: number };
};

export type AddToCartDeps = {
  cart: () => Pick<CartState, "items" | "addItem">;
  fetchStock: (variantId: string) => Promise<{ availableForSale: boolean; quantityAvailable: number }>;
  notify: (kind: "success" | "error", title: string, description: string) => void;
};

/**
 * docs/product.md §4/§5 add to cart: real stock first (the caller's, or the server's), the whole line checked against it, then
 * the line added with 'Ajouté au panier' and the title, or refused with the message of docs/product.md §5. True when added.
 */
export async function addToCart(request: AddToCartRequest, deps: AddToCartDeps): Promise<boolean> {
  const quantity = Math.floor(request.quantity);
  if (!Number.isFinite(quantity) || quantity < 1) return false;
  const stock = request.knownStock ?? (await deps.fetchStock(request.variantId));
  // Read the cart after the await: another add may have landed meanwhile.
  const inCart = deps.cart().items.find((line) => line.variantId === request.variantId)?.quantity ?? 0;
  const refusal = stockRefusal(stock, inCart + quantity, "add");
  if (refusal) {
    deps.notify("error", refusal.title, refusal.description);
    return false;
  }
  const { knownStock: _known, ...line } = request;
  deps.cart().addItem({ ...line, quantity });
  deps.notify("success", CART_MESSAGES.added, request.product.title);
  return true;
}
