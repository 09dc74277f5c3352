import { create } from "zustand";
import { persist } from "zustand/middleware";
import { GIFT_MESSAGE_MAX } from "../../core/shop-constants.ts";
import { validatedLocalStorage } from "./validated-local-storage.ts";

/** « C'est pour offrir » (issue 40), kept beside the cart so a message typed is not lost on the way to the checkout. */
export const GIFT_STORAGE_KEY = "shopify-cart-gift";

type GiftFields = { enabled: boolean; message: string; hidePrice: boolean };

type GiftState = GiftFields & {
  set(fields: Partial<GiftFields>): void;
  /** After the order it was for: the next cart starts without it. */
  clear(): void;
};

const NONE: GiftFields = { enabled: false, message: "", hidePrice: false };

export const useGift = create<GiftState>()(
  persist(
    (set) => ({
      ...NONE,
      set(fields) {
        set(fields);
      },
      clear() {
        set(NONE);
      },
    }),
    {
      name: GIFT_STORAGE_KEY,
      storage: validatedLocalStorage(async () => restoreGift),
      partialize: ({ enabled, message, hidePrice }): GiftFields => ({ enabled, message, hidePrice }),
      // The server renders the box unticked; the browser fills it after hydration (no hydration mismatch).
      skipHydration: true,
      merge(persisted, current) {
        return { ...current, ...((persisted as GiftFields | undefined) ?? NONE) };
      },
    },
  ),
);

/** What was stored, if it has our shape; the message is checked again on its way to the checkout. */
export function restoreGift(persisted: unknown): GiftFields | null {
  if (typeof persisted !== "object" || persisted === null) return null;
  const { enabled, message, hidePrice } = persisted as Record<string, unknown>;
  if (typeof enabled !== "boolean" || typeof hidePrice !== "boolean" || typeof message !== "string") return null;
  return { enabled, hidePrice, message: message.slice(0, GIFT_MESSAGE_MAX * 4) };
}
