import { useState } from "react";
import { SHARED_LIST_MESSAGES as M } from "../../../core/messages/shared-list.ts";
import type { SharedBook, SharedCopy } from "../../../core/shared-lists/shared-list-types.ts";
import { addToCart } from "../../lib/cart/add-to-cart.ts";
import { useHydrated } from "../../lib/document/hydration-signal.ts";
import { browserAddToCartDeps } from "../cart/use-add-to-cart.ts";
import { focusableDisabled } from "../ui/focusable-disabled.ts";
import { Icon } from "../ui/icon.tsx";
import { toast } from "../ui/toast.ts";
import { sharedCopyRequest } from "./shared-list-book.tsx";

/**
 * « Ajouter tous les livres disponibles au panier » (issue 40): the copy chosen for each book for sale, with the stock
 * checks of any add, and one toast for the lot rather than one per book. Shown once hydrated: without JavaScript each
 * book has its own button, which works.
 */
export function AddAllToCart({ picks }: { picks: Array<{ book: SharedBook; copy: SharedCopy }> }) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  if (!hydrated || picks.length === 0) return null;
  const addAll = async () => {
    setBusy(true);
    const refusals: string[] = [];
    let added = 0;
    try {
      for (const { book, copy } of picks) {
        const ok = await addToCart(sharedCopyRequest(book, copy), {
          ...browserAddToCartDeps,
          notify: (kind, title) => {
            if (kind === "error") refusals.push(`${book.card.title} : ${title}`);
          },
        });
        if (ok) added += 1;
      }
    } finally {
      setBusy(false);
    }
    if (added === 0) toast.error(M.noneAdded, { description: refusals.join(" ; ") });
    else toast.success(M.addedAll(added), refusals.length > 0 ? { description: refusals.join(" ; ") } : undefined);
  };
  return (
    <button
      type="button"
      {...focusableDisabled(busy, () => void addAll())}
      className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-6 py-3 font-bold text-white hover:bg-brand-600 aria-disabled:opacity-60"
    >
      <Icon name="shopping-cart" className="size-5" />
      {picks.length === 1
        ? "Ajouter le livre disponible au panier"
        : `Ajouter les ${picks.length} livres disponibles au panier`}
    </button>
  );
}
