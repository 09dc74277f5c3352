import { create } from "zustand";
import { persist } from "zustand/middleware";
import type { ProductSummary } from "../lib/catalogue-types.ts";
import { CART_MAX_LINE_QUANTITY, CART_MAX_LINES } from "../lib/shop-constants.ts";
import { validatedLocalStorage } from "./validated-local-storage.ts";

/** SPEC §3: the cart lives in local storage under the provider's name and 'cart'. */
export const CART_STORAGE_KEY = "shopify-cart";

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
  /** SPEC §3: true unless the item is not a storefront product. */
  isShopify: boolean;
};

/** What persists (SPEC §3 cart state without the transient loading flag). */
export type PersistedCart = {
  items: CartItem[];
  cartId: string | null;
  checkoutUrl: string | null;
  appliedPromoCodes: string[];
  promoTotalDiscount: number;
};

export type CartState = PersistedCart & {
  isLoading: boolean;
  /** Adds the line, or raises the quantity of the same variant by the added amount (capped). */
  addItem(item: Omit<CartItem, "isShopify"> & { isShopify?: boolean }): void;
  /** Sets a line's quantity; 0 or less removes it. */
  updateQuantity(variantId: string, quantity: number): void;
  removeItem(variantId: string): void;
  /** Empties items, cartId and checkoutUrl (SPEC §4). */
  clear(): void;
  setLoading(isLoading: boolean): void;
  /** Replaces the applied codes and their discount (empty codes clear the discount). */
  setPromo(codes: string[], totalDiscount: number): void;
  setCheckout(cartId: string, checkoutUrl: string): void;
  /** Sets several quantities at once after a stock recheck (0 removes). */
  applyQuantities(quantities: Record<string, number>): void;
};

const EMPTY: PersistedCart = {
  items: [],
  cartId: null,
  checkoutUrl: null,
  appliedPromoCodes: [],
  promoTotalDiscount: 0,
};

export const useCart = create<CartState>()(
  persist(
    (set, get) => ({
      ...EMPTY,
      isLoading: false,
      addItem(item) {
        const quantity = clampQuantity(item.quantity);
        if (quantity <= 0) return;
        const items = get().items;
        const existing = items.find((line) => line.variantId === item.variantId);
        if (existing) {
          set({
            items: items.map((line) => (line === existing ? withQuantity(line, line.quantity + quantity) : line)),
          });
        } else if (items.length < CART_MAX_LINES) {
          set({ items: [...items, { ...item, quantity, isShopify: item.isShopify ?? true }] });
        }
      },
      updateQuantity(variantId, quantity) {
        const next = clampQuantity(quantity);
        const items = get().items;
        set({
          items:
            next <= 0
              ? items.filter((line) => line.variantId !== variantId)
              : items.map((line) => (line.variantId === variantId ? withQuantity(line, next) : line)),
        });
      },
      removeItem(variantId) {
        set({ items: get().items.filter((line) => line.variantId !== variantId) });
      },
      clear() {
        set({ items: [], cartId: null, checkoutUrl: null });
      },
      setLoading(isLoading) {
        set({ isLoading });
      },
      setPromo(codes, totalDiscount) {
        set({
          appliedPromoCodes: codes,
          promoTotalDiscount: codes.length > 0 && Number.isFinite(totalDiscount) ? Math.max(0, totalDiscount) : 0,
        });
      },
      setCheckout(cartId, checkoutUrl) {
        set({ cartId, checkoutUrl });
      },
      applyQuantities(quantities) {
        set({
          items: get()
            .items.map((line) =>
              line.variantId in quantities ? withQuantity(line, clampQuantity(quantities[line.variantId] ?? 0)) : line,
            )
            .filter((line) => line.quantity > 0),
        });
      },
    }),
    {
      name: CART_STORAGE_KEY,
      storage: validatedLocalStorage(async () => (await import("./restore-cart.ts")).restoreCart),
      partialize: (state): PersistedCart => ({
        items: state.items,
        cartId: state.cartId,
        checkoutUrl: state.checkoutUrl,
        appliedPromoCodes: state.appliedPromoCodes,
        promoTotalDiscount: state.promoTotalDiscount,
      }),
      // The server renders an empty cart; the browser fills it after hydration (no hydration mismatch).
      skipHydration: true,
      // Nothing stored, or nothing usable (validatedLocalStorage checked it): the cart is empty. Another tab clearing
      // the storage empties this one too.
      merge(persisted, current) {
        return { ...current, ...((persisted as PersistedCart | undefined) ?? EMPTY) };
      },
    },
  ),
);

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
