import { type PointerEvent, useRef } from "react";
import { Link } from "react-router";
import { lazyModule, useLazySwap } from "../ui/lazy-module.ts";
import {
  isMenuLinkClick,
  MENU_ITEM_CLASS,
  MENU_LIST_CLASS,
  MENU_ROOT_CLASS,
  MENU_TOP_LINK_CLASS,
  type MenuHandoff,
  MenuTriggerContent,
  menuTriggerClass,
  menuTriggerLabel,
} from "./desktop-menu-parts.tsx";
import { MENU_HEADS } from "./menu-heads.ts";
import { recordMenuClick } from "./use-menu-click-pause.ts";

/** Radix NavigationMenu and its panels: about 10 KB gzip that only a desktop visitor reaching for a menu needs. */
const menus = lazyModule(() => import("./desktop-menus.tsx"));

/**
 * A mouse entering the header is on its way to the menus more often than not: their code starts downloading then,
 * provided the bar shows (it is hidden below md, and phones never download it).
 */
export function prefetchDesktopMenus(event: PointerEvent<HTMLElement>) {
  if (event.pointerType !== "mouse") return;
  const bar = event.currentTarget.querySelector("[data-desktop-menu-bar]");
  if (bar && bar.getClientRects().length > 0) menus.preload();
}

/**
 * The desktop mega-menus' bar (SPEC §2) as the server renders it: the same nav, links and closed triggers as the Radix
 * menus of `desktop-menus.tsx`, which load on the first sign of intent (a pointer or the focus on the bar, a click)
 * and take over. What the visitor did meanwhile carries over: the panel a trigger asked for opens, the focused entry
 * keeps the focus, the entry under the mouse opens as hover would.
 */
export function DesktopMenuBar() {
  const container = useRef<HTMLDivElement>(null);
  const intent = useRef<MenuHandoff>({ open: null, focusPanel: false, hovered: null });
  // Swapped in on arrival, whoever asked for it (the header too): the closed bar holds no state to lose.
  const { swap, load } = useLazySwap(menus, container, () => ({ ...intent.current }), { takeOverOnArrival: true });

  return (
    <div ref={container} data-desktop-menu-bar="" className="hidden border-t border-brand-100 md:block">
      {swap ? (
        <swap.module.DesktopMenus handoff={swap.handoff} />
      ) : (
        <nav
          aria-label="Menu principal"
          className={MENU_ROOT_CLASS}
          onPointerOver={load}
          onFocus={load}
          onClickCapture={(event) => {
            if (!isMenuLinkClick(event)) return;
            recordMenuClick();
            intent.current.open = null;
          }}
        >
          {/* Radix wraps its list in this positioned div: the panels are placed against it. */}
          <div style={{ position: "relative" }}>
            <ul className={MENU_LIST_CLASS}>
              {MENU_HEADS.map((menu) => (
                <li
                  key={menu.key}
                  className={MENU_ITEM_CLASS}
                  onPointerOver={(event) => {
                    if (event.pointerType === "mouse") intent.current.hovered = menu.key;
                  }}
                  onPointerLeave={(event) => {
                    if (event.pointerType !== "mouse") return;
                    // Leaving an entry closes its panel, however it was opened.
                    intent.current.hovered = null;
                    intent.current.open = null;
                  }}
                >
                  {menu.href ? (
                    <Link to={menu.href} className={MENU_TOP_LINK_CLASS}>
                      {menu.label}
                    </Link>
                  ) : null}
                  <button
                    type="button"
                    aria-expanded="false"
                    aria-label={menuTriggerLabel(menu)}
                    className={menuTriggerClass(menu)}
                    onClick={() => {
                      intent.current.open = menu.key;
                      intent.current.focusPanel = false;
                      load();
                    }}
                    onKeyDown={(event) => {
                      if (event.key === "ArrowDown") {
                        event.preventDefault();
                        intent.current.open = menu.key;
                        intent.current.focusPanel = true;
                        load();
                      } else if (event.key === "Escape") {
                        intent.current.open = null;
                      }
                    }}
                  >
                    <MenuTriggerContent menu={menu} />
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </nav>
      )}
    </div>
  );
}
