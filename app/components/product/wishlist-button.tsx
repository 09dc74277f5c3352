import type { ProductCardData } from "../../../core/catalogue/catalogue-types.ts";
import { isInWishlist, useWishlist } from "../../stores/wishlist-store.ts";
import { Icon } from "../ui/icon.tsx";
import { toast } from "../ui/toast.ts";

/** The heart of a card or product page: toggles the book in the favourites with SPEC's toasts. */
export function WishlistButton({ product, className = "" }: { product: ProductCardData; className?: string }) {
  const items = useWishlist((state) => state.items);
  const toggle = useWishlist((state) => state.toggle);
  const active = isInWishlist(items, product.id);
  return (
    <button
      type="button"
      aria-pressed={active}
      aria-label={active ? `Retirer ${product.title} des favoris` : `Ajouter ${product.title} aux favoris`}
      onClick={() => {
        const result = toggle(product);
        toast.success(result === "added" ? "Ajouté aux favoris" : "Retiré des favoris", { description: product.title });
      }}
      className={`grid size-9 place-items-center rounded-full bg-white/90 shadow hover:bg-brand-50 ${className}`}
    >
      <Icon name="heart" className={active ? "size-5 fill-red-600 text-red-600" : "size-5 text-brand-700"} />
    </button>
  );
}
