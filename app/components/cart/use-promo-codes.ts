import { useCallback, useState } from "react";
import { PROMO_MESSAGES } from "../../../core/messages/promo.ts";
import { PROMO_CODE_MAX_LENGTH } from "../../../core/shop-constants.ts";
import { CartApiRefusal, validatePromoCodes } from "../../lib/cart/cart-api.ts";
import { useCart } from "../../stores/cart-store.ts";
import { toast } from "../ui/toast.ts";

const M = PROMO_MESSAGES;

/** docs/product.md §4 promo flow: idle → verifying → applied or error; removing a code recomputes the remaining ones. */
export function usePromoCodes() {
  const [verifying, setVerifying] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const apply = useCallback(async (typed: string): Promise<boolean> => {
    const fail = (message: string): false => {
      setError(message);
      return false;
    };
    const code = typed.trim().toUpperCase();
    const { items, appliedPromoCodes, setPromo } = useCart.getState();
    if (code === "") return fail(M.blank);
    if (appliedPromoCodes.includes(code)) return fail(M.duplicate);
    if (code.length > PROMO_CODE_MAX_LENGTH) return fail(M.tooLong);
    setError(null);
    setVerifying(true);
    try {
      const result = await validatePromoCodes(items, [...appliedPromoCodes, code]);
      if (result.error) return fail(result.error);
      if (result.notApplicable.length > 0) return fail(M.notApplicable(result.notApplicable));
      setPromo(result.validCodes, result.totalDiscount);
      toast.success(M.added, { description: code });
      return true;
    } catch (failure) {
      if (failure instanceof CartApiRefusal) return fail(failure.message);
      toast.error(M.validationFailed);
      return false;
    } finally {
      setVerifying(false);
    }
  }, []);

  const remove = useCallback(async (code: string) => {
    const { items, appliedPromoCodes, setPromo } = useCart.getState();
    const remaining = appliedPromoCodes.filter((applied) => applied !== code);
    setError(null);
    if (remaining.length === 0) {
      setPromo([], 0);
      toast.success(M.removed, { description: code });
      return;
    }
    setVerifying(true);
    try {
      const result = await validatePromoCodes(items, remaining);
      if (result.error) throw new Error(result.error);
      setPromo(result.validCodes, result.totalDiscount);
      toast.success(M.removed, { description: code });
    } catch {
      toast.error(M.updateFailed);
    } finally {
      setVerifying(false);
    }
  }, []);

  return { apply, remove, verifying, error, clearError: () => setError(null) };
}
