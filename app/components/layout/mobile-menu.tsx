import { Icon } from "../ui/icon.tsx";
import { lazyDialog, useLazyDialog } from "../ui/use-lazy-dialog.tsx";
import { MAIN_MENU_ID } from "./menu-heads.ts";

const drawer = lazyDialog(() => import("./mobile-menu-panel.tsx"));

/**
 * The mobile side drawer (below md): the three header menus, each opening its submenu (docs/product.md §10.7). Its
 * code loads on first intent; it traps focus, closes on Escape or a link, and gives focus back to the menu button.
 * Before hydration the button is a link to the header's menu bar, which a phone shows once it is the page's target:
 * its links to the ages and the themes lead to every listing, so a tap is never lost.
 */
export function MobileMenu() {
  const { open, setOpen, linkTriggerProps } = useLazyDialog(drawer.preload);
  return (
    <>
      <a
        href={`#${MAIN_MENU_ID}`}
        {...linkTriggerProps}
        className="rounded-full p-2 hover:bg-brand-50 md:hidden"
        aria-label="Ouvrir le menu"
      >
        <Icon name="menu" />
      </a>
      {open ? <drawer.Panel onClose={() => setOpen(false)} /> : null}
    </>
  );
}
