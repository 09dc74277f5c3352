import type { ReactNode } from "react";
import { lazyDialog, useLazyDialog } from "../ui/use-lazy-dialog.tsx";

const drawer = lazyDialog(() => import("./cart-drawer-panel.tsx"));

/**
 * The header's cart link and its side sheet (docs/product.md §2): lines, quantities, total, 'Aller au panier'. The sheet's
 * code loads on first intent; it traps focus, closes on Escape and any navigation, and gives focus back here. Before
 * hydration the link goes to the cart page, so a tap is never lost.
 */
export function CartDrawer({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  const { open, setOpen, linkTriggerProps } = useLazyDialog(drawer.preload);
  return (
    <>
      <a href="/panier" {...linkTriggerProps} className={className} aria-label={label}>
        {children}
      </a>
      {open ? <drawer.Panel onClose={() => setOpen(false)} /> : null}
    </>
  );
}
