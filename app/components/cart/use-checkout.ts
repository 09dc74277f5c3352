import { useCallback } from "react";
import { giftMessageProblem } from "../../../core/checkout/gift.ts";
import { CHECKOUT_CREATION_MESSAGES } from "../../../core/messages/checkout-creation.ts";
import { GIFT_MESSAGES } from "../../../core/messages/gift.ts";
import { CartApiRefusal, createCheckout } from "../../lib/cart/cart-api.ts";
import { useCart } from "../../stores/cart-store.ts";
import { useGift } from "../../stores/gift-store.ts";
import { toast } from "../ui/toast.ts";
import { GIFT_MESSAGE_FIELD_ID } from "./gift-options.tsx";

const M = CHECKOUT_CREATION_MESSAGES;

/**
 * docs/product.md §4 checkout: an empty cart does nothing; stock is rechecked first (lines adjusted with the toasts of docs/product.md §8.3, then
 * stop so the visitor can retry); otherwise the hosted checkout opens in a new tab, or here when pop-ups are blocked.
 */
export function useCheckout(): () => Promise<void> {
  return useCallback(async () => {
    const cart = useCart.getState();
    if (cart.items.length === 0 || cart.isLoading) return;
    const gift = useGift.getState();
    const problem = gift.enabled ? giftMessageProblem(gift.message) : null;
    if (problem) {
      // The message says what is wrong under the field; the checkout waits for it to be corrected (issue 40).
      toast.error(GIFT_MESSAGES.fixBeforeCheckout, { description: problem });
      document.getElementById(GIFT_MESSAGE_FIELD_ID)?.focus();
      return;
    }
    cart.setLoading(true);
    try {
      const outcome = await createCheckout(
        cart.items,
        cart.appliedPromoCodes,
        gift.enabled ? { message: gift.message, hidePrice: gift.hidePrice } : null,
      );
      if (!outcome) {
        toast.error(M.noUrl);
        return;
      }
      if (outcome.status === "adjusted") {
        const titles = new Map(cart.items.map((item) => [item.variantId, item.product.title]));
        for (const adjustment of outcome.adjustments) {
          const title = titles.get(adjustment.variantId) ?? "";
          if (adjustment.reason === "outOfStock") toast.error(M.outOfStockTitle, { description: M.outOfStock(title) });
          else toast.warning(M.limitedStockTitle, { description: M.limitedStock(title, adjustment.quantity) });
        }
        useCart
          .getState()
          .applyQuantities(Object.fromEntries(outcome.adjustments.map((a) => [a.variantId, a.quantity])));
        toast.error(M.stockAdjustedTitle, { description: M.stockAdjusted });
        return;
      }
      useCart.getState().setCheckout(outcome.cartId, outcome.checkoutUrl);
      const tab = window.open(outcome.checkoutUrl, "_blank");
      if (tab) tab.opener = null;
      else window.location.assign(outcome.checkoutUrl);
    } catch (failure) {
      toast.error(M.creationFailed, failure instanceof CartApiRefusal ? { description: failure.message } : undefined);
    } finally {
      useCart.getState().setLoading(false);
    }
  }, []);
}
