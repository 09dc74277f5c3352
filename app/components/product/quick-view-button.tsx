import type { ProductCardData } from "../../../core/catalogue/catalogue-types.ts";
import { Icon } from "../ui/icon.tsx";
import { lazyDialog, useLazyDialog } from "../ui/use-lazy-dialog.tsx";

/** The quick view's dialog, loaded on intent; one chunk for every trigger (this button, a sold-out card's alert). */
export const quickViewDialog = lazyDialog(() => import("./quick-view-dialog.tsx"));

/**
 * A card's 'Aperçu rapide'. The dialog is only mounted once asked for, and its code only loaded then: a grid of 36
 * cards renders 36 plain links rather than 36 dialog trees. Before hydration the link opens the book's page.
 */
export function QuickViewButton({ product }: { product: ProductCardData }) {
  const { open, setOpen, linkTriggerProps } = useLazyDialog(quickViewDialog.preload);
  return (
    <>
      <a
        href={`/produit/${product.handle}`}
        {...linkTriggerProps}
        aria-label={`Aperçu rapide : ${product.title}`}
        className="grid size-9 place-items-center rounded-full bg-white/90 shadow hover:bg-brand-50"
      >
        <Icon name="eye" className="size-5 text-brand-700" />
      </a>
      {open ? <quickViewDialog.Panel product={product} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
