import { ShoppingCart } from "lucide-react";

/** The large 'Ajouter au panier' of the product page and the quick view, disabled when not for sale or busy. */
export function AddToCartButton({ onAdd, disabled }: { onAdd: () => void; disabled: boolean }) {
  return (
    <button
      type="button"
      onClick={onAdd}
      disabled={disabled}
      className="inline-flex items-center justify-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
    >
      <ShoppingCart aria-hidden="true" className="size-5" />
      Ajouter au panier
    </button>
  );
}
