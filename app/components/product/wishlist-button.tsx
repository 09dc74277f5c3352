import type { ProductCardData } from "../../../core/catalogue/catalogue-types.ts";
import { WISHLIST_MESSAGES } from "../../../core/messages/wishlist.ts";
import { ADD_ON_ARRIVAL_PARAM } from "../../lib/document/add-on-arrival.ts";
import { isInWishlist, useWishlist } from "../../stores/wishlist-store.ts";
import { Icon } from "../ui/icon.tsx";
import { toast } from "../ui/toast.ts";

/**
 * The heart of a card or product page: toggles the book in the favourites with the toasts of docs/product.md §8.5. A form, so that a tap
 * before hydration is not lost: the browser goes to `/favoris?ajouter=…`, which adds the book on arrival.
 */
export function WishlistButton({ product, className = "" }: { product: ProductCardData; className?: string }) {
  // Its own state only: restoring the favourites after hydration then re-renders the hearts that change, not every one.
  const active = useWishlist((state) => isInWishlist(state.items, product.id));
  const toggle = useWishlist((state) => state.toggle);
  return (
    <form
      method="get"
      action="/favoris"
      className="contents"
      onSubmit={(event) => {
        event.preventDefault();
        const result = toggle(product);
        toast.success(WISHLIST_MESSAGES[result], { description: product.title });
      }}
    >
      <button
        type="submit"
        // The submitter's name and value are the form's only field: `/favoris?ajouter=<handle>`.
        name={ADD_ON_ARRIVAL_PARAM}
        value={product.handle}
        aria-pressed={active}
        aria-label={active ? `Retirer ${product.title} des favoris` : `Ajouter ${product.title} aux favoris`}
        className={`grid size-9 place-items-center rounded-full bg-white/90 shadow hover:bg-brand-50 ${className}`}
      >
        <Icon name="heart" className={active ? "size-5 fill-red-600 text-red-600" : "size-5 text-brand-700"} />
      </button>
    </form>
  );
}
