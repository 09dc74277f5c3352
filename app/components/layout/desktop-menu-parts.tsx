import type { MouseEvent } from "react";
import { Icon } from "../ui/icon.tsx";
import type { MenuHead, MenuKey } from "./menu-heads.ts";

/**
 * What the server-rendered menu bar and the Radix menus that take it over share: the same classes and trigger, so the
 * swap changes nothing on screen, and what the visitor asked for before the swap.
 */
export const MENU_ROOT_CLASS = "relative mx-auto max-w-7xl px-4";
export const MENU_LIST_CLASS = "flex items-center gap-2 py-1";
export const MENU_ITEM_CLASS = "flex items-center";
export const MENU_TOP_LINK_CLASS = "rounded-full py-2 pr-1 pl-3 font-semibold hover:text-brand-700";

export function menuTriggerClass(menu: MenuHead): string {
  const padding = menu.href ? "p-2" : "px-3 py-2";
  return `group flex items-center gap-1 rounded-full font-semibold hover:bg-brand-50 data-[state=open]:bg-brand-50 data-[state=open]:text-brand-700 ${padding}`;
}

/** A top entry with a page of its own shows its name on the link; its button is named for what it opens. */
export function menuTriggerLabel(menu: MenuHead): string | undefined {
  return menu.href ? `Sous-menu ${menu.label}` : undefined;
}

export function MenuTriggerContent({ menu }: { menu: MenuHead }) {
  return (
    <>
      {menu.href ? null : menu.label}
      <Icon
        name="chevron-down"
        className="size-4 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
      />
    </>
  );
}

/** A click that follows a menu link in this tab: it starts the pause of SPEC §4. */
export function isMenuLinkClick(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  return event.target instanceof Element && event.target.closest("a[href]") !== null;
}

/** Asked for on the server-rendered bar before the menus' code arrived. */
export type MenuHandoff = {
  /** The panel a click or a key on its trigger asked for. */
  open: MenuKey | null;
  /** ArrowDown: the focus moves into that panel. */
  focusPanel: boolean;
  /** The entry the mouse rests on. */
  hovered: MenuKey | null;
};
