import { focusableDisabled } from "../ui/focusable-disabled.ts";
import { Icon } from "../ui/icon.tsx";

/**
 * The large 'Ajouter au panier' of the product page and the quick view, unavailable when not for sale or busy: still
 * focusable, so that the visitor who pressed it keeps their place while the stock is checked. Without `onAdd` it
 * submits its form (the product page's, which works before hydration).
 */
export function AddToCartButton({ onAdd, disabled }: { onAdd?: () => void; disabled: boolean }) {
  return (
    <button
      type={onAdd ? "button" : "submit"}
      {...focusableDisabled(disabled, onAdd)}
      className="inline-flex items-center justify-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
    >
      <Icon name="shopping-cart" className="size-5" />
      Ajouter au panier
    </button>
  );
}
