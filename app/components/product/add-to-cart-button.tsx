import { ShoppingCart } from "lucide-react";
import { focusableDisabled } from "../ui/focusable-disabled.ts";

/**
 * The large 'Ajouter au panier' of the product page and the quick view, unavailable when not for sale or busy: still
 * focusable, so that the visitor who pressed it keeps their place while the stock is checked.
 */
export function AddToCartButton({ onAdd, disabled }: { onAdd: () => void; disabled: boolean }) {
  return (
    <button
      type="button"
      {...focusableDisabled(disabled, onAdd)}
      className="inline-flex items-center justify-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
    >
      <ShoppingCart aria-hidden="true" className="size-5" />
      Ajouter au panier
    </button>
  );
}
