import { Icon } from "../ui/icon.tsx";
import { lazyDialog, useLazyDialog } from "../ui/use-lazy-dialog.tsx";

const drawer = lazyDialog(() => import("./mobile-menu-panel.tsx"));

/**
 * The mobile side drawer (below md): the three header menus, each opening its submenu (DESIGN.md deviation 7). Its
 * code loads on first intent; it traps focus, closes on Escape or a link, and gives focus back to the menu button.
 */
export function MobileMenu() {
  const { open, setOpen, triggerProps } = useLazyDialog(drawer.preload);
  return (
    <>
      <button {...triggerProps} className="rounded-full p-2 hover:bg-brand-50 md:hidden" aria-label="Ouvrir le menu">
        <Icon name="menu" />
      </button>
      {open ? <drawer.Panel onClose={() => setOpen(false)} /> : null}
    </>
  );
}
