import { create } from "zustand";
import { persist } from "zustand/middleware";
import { CART_MAX_LINES } from "../../core/shop-constants.ts";
import { type CartItem, clampQuantity, type PersistedCart, withQuantity } from "./cart-lines.ts";
import { validatedLocalStorage } from "./validated-local-storage.ts";

/** docs/product.md §3: the cart lives in local storage under the provider's name and 'cart'. */
export const CART_STORAGE_KEY = "shopify-cart";

export type CartState = PersistedCart & {
  isLoading: boolean;
  /** Adds the line, or raises the quantity of the same variant by the added amount (capped). */
  addItem(item: Omit<CartItem, "isShopify"> & { isShopify?: boolean }): void;
  /** Sets a line's quantity; 0 or less removes it. */
  updateQuantity(variantId: string, quantity: number): void;
  removeItem(variantId: string): void;
  /** Empties items, cartId and checkoutUrl (docs/product.md §4). */
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
