import {
  type FocusEvent,
  type KeyboardEvent,
  lazy,
  type MouseEvent,
  type PointerEvent,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { Link } from "react-router";
import { Icon } from "../ui/icon.tsx";
import { MAIN_MENU_ID, MENU_HEADS, type MenuHead, type MenuKey } from "./menu-heads.ts";
import { useMenuClickPause } from "./use-menu-click-pause.ts";

/** The panels and the taxonomy they list: code only a desktop visitor opening a menu needs (phones never ask). */
const loadPanels = () => import("./desktop-menu-panels.tsx");
const MenuPanel = lazy(async () => ({ default: (await loadPanels()).MenuPanel }));

/** A pointer passing over the bar on its way elsewhere should not flash a panel open. */
const OPEN_DELAY_MS = 120;
/** Grace period to cross the gap between an entry and its panel. */
const CLOSE_DELAY_MS = 150;

/**
 * A mouse entering the header is on its way to the menus more often than not: the panels' code starts downloading
 * then, provided the bar shows (it is hidden below md).
 */
export function prefetchDesktopMenus(event: PointerEvent<HTMLElement>) {
  if (event.pointerType !== "mouse") return;
  const bar = event.currentTarget.querySelector("[data-desktop-menu-bar]");
  if (bar && bar.getClientRects().length > 0) loadPanels().catch(() => {});
}

/**
 * The desktop mega-menus of docs/product.md §2 ('Livres par âge', 'Livres par thème', 'Livres par sujets'), following the WAI-ARIA
 * disclosure navigation pattern: each top entry is a link to its page (when it has one) and a button that shows or
 * hides its panel. Open on hover after a short delay, on click, Enter or Space, and with ArrowDown, which also moves into
 * the panel; Escape closes and returns to the button; leaving the entry with the mouse or the focus closes it. After a
 * click on a menu link the menus pause (docs/product.md §4) and reopen under a pointer still resting there.
 */
export function DesktopMenus() {
  const [open, setOpen] = useState<MenuKey | null>(null);
  const openTimer = useRef(0);
  const closeTimer = useRef(0);
  const lastPointerType = useRef("");
  const focusPanelOf = useRef<MenuKey | null>(null);
  // The entry under the mouse, from its own pointer events rather than `:hover`, which hangs on the browser's own
  // hover update: a panel now and then failed to reopen under a still pointer after the pause on a busy machine.
  const hovered = useRef<MenuKey | null>(null);
  const pause = useMenuClickPause(() => {
    const under = hovered.current ?? entryUnderPointer();
    if (under) setOpen(under);
  });
  const baseId = useId();
  const panelId = (key: MenuKey) => `${baseId}-${key}`;

  useEffect(
    () => () => {
      window.clearTimeout(openTimer.current);
      window.clearTimeout(closeTimer.current);
    },
    [],
  );

  function onEntryPointerEnter(key: MenuKey, event: PointerEvent) {
    if (event.pointerType !== "mouse") return;
    hovered.current = key;
    window.clearTimeout(closeTimer.current);
    window.clearTimeout(openTimer.current);
    if (pause.isPaused()) return;
    if (open !== null) setOpen(key);
    else openTimer.current = window.setTimeout(() => setOpen(key), OPEN_DELAY_MS);
  }

  function onEntryPointerLeave(event: PointerEvent) {
    if (event.pointerType !== "mouse") return;
    hovered.current = null;
    window.clearTimeout(openTimer.current);
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setOpen(null), CLOSE_DELAY_MS);
  }

  function onTriggerClick(key: MenuKey) {
    // A mouse user's panel is already open from hovering: a click must not shut it under the pointer.
    if (open === key && lastPointerType.current === "mouse") return;
    window.clearTimeout(openTimer.current);
    setOpen(open === key ? null : key);
  }

  function onTriggerKeyDown(key: MenuKey, event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== "ArrowDown") return;
    event.preventDefault();
    focusPanelOf.current = key;
    if (open === key) firstLinkOf(document.getElementById(panelId(key)))?.focus();
    else setOpen(key);
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== "Escape" || open === null) return;
    const entry = event.target instanceof Element ? event.target.closest("li[data-menu]") : null;
    setOpen(null);
    entry?.querySelector<HTMLElement>(":scope > button")?.focus();
  }

  /** The focus left an open entry for somewhere outside it (Tab past the panel, a click elsewhere). */
  function onEntryBlur(key: MenuKey, event: FocusEvent<HTMLLIElement>) {
    if (open === key && !event.currentTarget.contains(event.relatedTarget)) setOpen(null);
  }

  /** A panel has just been shown (its code may have taken a moment): ArrowDown on its button asked to move into it. */
  function focusPanelIfAsked(key: MenuKey, panel: HTMLElement) {
    if (focusPanelOf.current !== key) return;
    focusPanelOf.current = null;
    firstLinkOf(panel)?.focus();
  }

  function onLinkClick(event: MouseEvent) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!(event.target instanceof Element) || !event.target.closest("a[href]")) return;
    window.clearTimeout(openTimer.current);
    pause.start();
    setOpen(null);
  }

  return (
    // A phone shows the bar only as the target of the mobile menu's link, followed before hydration: its links to the
    // ages and the themes then, not the panels, which are laid out for a wide screen.
    <div id={MAIN_MENU_ID} data-desktop-menu-bar="" className="hidden border-t border-brand-100 target:block md:block">
      <nav
        aria-label="Menu principal"
        className="mx-auto max-w-7xl px-4"
        // Bubbling, not capture: closing in the capture phase removed the link before React Router's own click handler
        // ran, which then let the browser load the whole page.
        onClick={onLinkClick}
        onKeyDown={onKeyDown}
        onPointerDownCapture={(event) => {
          lastPointerType.current = event.pointerType;
        }}
        onKeyDownCapture={() => {
          lastPointerType.current = "";
        }}
      >
        {/* The panels are placed against this list, whichever entry they belong to. */}
        <ul className="relative flex items-center gap-2 py-1">
          {MENU_HEADS.map((menu) => {
            const expanded = open === menu.key;
            return (
              <li
                key={menu.key}
                data-menu={menu.key}
                className={menu.href ? "flex items-center" : "flex items-center max-md:hidden"}
                onPointerEnter={(event) => onEntryPointerEnter(menu.key, event)}
                onPointerLeave={onEntryPointerLeave}
                onBlur={(event) => onEntryBlur(menu.key, event)}
              >
                {menu.href ? (
                  <Link to={menu.href} className="rounded-full py-2 pr-1 pl-3 font-semibold hover:text-brand-700">
                    {menu.label}
                  </Link>
                ) : null}
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={expanded ? panelId(menu.key) : undefined}
                  aria-label={menu.href ? `Sous-menu ${menu.label}` : undefined}
                  className={triggerClass(menu)}
                  onClick={() => onTriggerClick(menu.key)}
                  onKeyDown={(event) => onTriggerKeyDown(menu.key, event)}
                >
                  {menu.href ? null : menu.label}
                  <Icon
                    name="chevron-down"
                    className="size-4 transition-transform group-aria-expanded:rotate-180 motion-reduce:transition-none"
                  />
                </button>
                {expanded ? (
                  <div id={panelId(menu.key)} className="absolute top-full left-0 z-40">
                    <Suspense fallback={null}>
                      <MenuPanel menu={menu.key} onShown={(panel) => focusPanelIfAsked(menu.key, panel)} />
                    </Suspense>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}

function triggerClass(menu: MenuHead): string {
  const padding = menu.href ? "p-2" : "px-3 py-2";
  return `group flex items-center gap-1 rounded-full max-md:hidden font-semibold hover:bg-brand-50 aria-expanded:bg-brand-50 aria-expanded:text-brand-700 ${padding}`;
}

function firstLinkOf(panel: Element | null): HTMLElement | null {
  return panel?.querySelector<HTMLElement>("a[href]") ?? null;
}

/**
 * The entry the mouse rests on by the browser's own hover state: when the clicked panel vanished from under a still
 * pointer, Chrome may report leaving the entry and never entering it again, though the pointer sits on its button.
 */
function entryUnderPointer(): MenuKey | null {
  const entry = document.querySelector<HTMLElement>("[data-desktop-menu-bar] li[data-menu]:hover");
  return (entry?.dataset.menu as MenuKey | undefined) ?? null;
}
