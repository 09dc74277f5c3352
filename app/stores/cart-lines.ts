import type { ProductSummary } from "../../core/catalogue/catalogue-types.ts";
import { CART_MAX_LINE_QUANTITY } from "../../core/shop-constants.ts";

/** A cart's lines and what persists of it: the store (`cart-store.ts`) and its restore (`restore-cart.ts`) share them. */
export type CartImage = { url: string; altText: string | null; width?: number | null; height?: number | null };
export type CartProduct = {
  id: string;
  handle: string;
  title: string;
  vendor: string;
  featuredImage: CartImage | null;
};
export type CartSelectedOption = { name: string; value: string };
export type CartItem = {
  product: CartProduct;
  variantId: string;
  variantTitle: string;
  /** Unit price in EUR, for display; the server prices the checkout itself. */
  price: number;
  quantity: number;
  selectedOptions: CartSelectedOption[];
  /** docs/product.md §3: true unless the item is not a storefront product. */
  isShopify: boolean;
};

/** What persists (docs/product.md §3 cart state without the transient loading flag). */
export type PersistedCart = {
  items: CartItem[];
  cartId: string | null;
  checkoutUrl: string | null;
  appliedPromoCodes: string[];
  promoTotalDiscount: number;
};

/** Whole copies between 0 and the per-line maximum; anything that is not a finite number counts as none. */
export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return 0;
  return Math.min(CART_MAX_LINE_QUANTITY, Math.max(0, Math.floor(quantity)));
}

export function withQuantity(line: CartItem, quantity: number): CartItem {
  return { ...line, quantity: Math.min(CART_MAX_LINE_QUANTITY, quantity) };
}

/** The cart's view of a catalogue book (cards, quick view and the product page build lines from it). */
export function toCartProduct(
  product: Pick<ProductSummary, "id" | "handle" | "title" | "vendor" | "image">,
): CartProduct {
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    vendor: product.vendor,
    featuredImage: product.image,
  };
}

/** Copies in the cart, for the header badge. */
export function cartItemCount(items: CartItem[]): number {
  return items.reduce((sum, line) => sum + line.quantity, 0);
}
