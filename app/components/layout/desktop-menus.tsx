import { NavigationMenu } from "radix-ui";
import { type MouseEvent, type PointerEvent, useEffect, useEffectEvent, useRef, useState } from "react";
import { Link } from "react-router";
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
import { FlyoutMenu } from "./flyout-menu.tsx";
import { MAIN_MENUS, type MainMenu, type MenuNode } from "./menu-tree.ts";
import { useMenuClickPause } from "./use-menu-click-pause.ts";

/** A pointer passing over the bar on its way elsewhere should not flash a panel open. */
const OPEN_DELAY_MS = 120;
/** Grace period to cross the gap between an entry and its panel. */
const CLOSE_DELAY_MS = 150;

/**
 * The desktop mega-menus of SPEC §2: 'Livres par âge', 'Livres par thème', 'Livres par sujets'.
 * Radix NavigationMenu gives the disclosure semantics, Escape, outside clicks and focus handling; hover is ours, so
 * the top entries can stay real links and the pause after a click (SPEC §4) can hold every way a panel opens on hover.
 * Loaded on intent by `DesktopMenuBar`, it takes over the server-rendered bar with what was asked for there.
 */
export function DesktopMenus({ handoff }: { handoff: MenuHandoff | null }) {
  const [value, setValue] = useState<string>(handoff?.open ?? "");
  const items = useRef(new Map<string, HTMLLIElement>());
  const openTimer = useRef(0);
  const closeTimer = useRef(0);
  const lastPointerType = useRef("");
  const focusPanelOf = useRef<string | null>(handoff?.focusPanel ? handoff.open : null);
  // The entry under the mouse, from its own pointer events rather than `:hover` alone, which hangs on the browser's
  // own hover update: the panel now and then failed to reopen under a still pointer after the pause on a busy machine.
  const hovered = useRef<string | null>(handoff?.hovered ?? null);
  const pause = useMenuClickPause(() => {
    const key = hovered.current ?? [...items.current].find(([, item]) => item.matches(":hover"))?.[0];
    if (key) setValue(key);
  });

  useEffect(
    () => () => {
      window.clearTimeout(openTimer.current);
      window.clearTimeout(closeTimer.current);
    },
    [],
  );

  // The mouse rested on an entry while this code downloaded: it opens as hover would (after the pause's own effect,
  // declared above, has read a recent click).
  const openHovered = useEffectEvent(() => {
    if (handoff?.hovered && !handoff.open) hoverOpen(handoff.hovered);
  });
  useEffect(() => openHovered(), []);

  function onHoverEnter(key: string, event: PointerEvent) {
    if (event.pointerType !== "mouse") return;
    hovered.current = key;
    hoverOpen(key);
  }

  function hoverOpen(key: string) {
    window.clearTimeout(closeTimer.current);
    window.clearTimeout(openTimer.current);
    if (pause.isPaused()) return;
    if (value !== "") setValue(key);
    else openTimer.current = window.setTimeout(() => setValue(key), OPEN_DELAY_MS);
  }

  function onHoverLeave(event: PointerEvent) {
    if (event.pointerType !== "mouse") return;
    hovered.current = null;
    window.clearTimeout(openTimer.current);
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setValue(""), CLOSE_DELAY_MS);
  }

  function onLinkClick(event: MouseEvent) {
    if (!isMenuLinkClick(event)) return;
    window.clearTimeout(openTimer.current);
    pause.start();
    setValue("");
  }

  return (
    <NavigationMenu.Root
      value={value}
      onValueChange={setValue}
      aria-label="Menu principal"
      className={MENU_ROOT_CLASS}
      // Bubbling, not capture: closing the panel in the capture phase committed before the link's own click handler
      // ran, which then found its link gone and let the browser load the whole page.
      onClick={onLinkClick}
      onPointerDownCapture={(event) => {
        lastPointerType.current = event.pointerType;
      }}
      onKeyDownCapture={() => {
        lastPointerType.current = "";
      }}
    >
      <NavigationMenu.List className={MENU_LIST_CLASS}>
        {MAIN_MENUS.map((menu) => (
          <NavigationMenu.Item
            key={menu.key}
            value={menu.key}
            className={MENU_ITEM_CLASS}
            ref={(item) => {
              if (item) items.current.set(menu.key, item);
              return () => {
                items.current.delete(menu.key);
              };
            }}
            onPointerEnter={(event) => onHoverEnter(menu.key, event)}
            onPointerLeave={onHoverLeave}
          >
            {menu.href ? (
              <NavigationMenu.Link asChild>
                <Link to={menu.href} className={MENU_TOP_LINK_CLASS}>
                  {menu.label}
                </Link>
              </NavigationMenu.Link>
            ) : null}
            <NavigationMenu.Trigger
              aria-label={menuTriggerLabel(menu)}
              className={menuTriggerClass(menu)}
              // Hover is handled on the whole entry above; Radix's own hover would fight it.
              onPointerMove={(event) => event.preventDefault()}
              onPointerLeave={(event) => event.preventDefault()}
              onClick={(event) => {
                // A mouse user's panel is already open from hovering: a click must not shut it under the pointer.
                if (lastPointerType.current === "mouse" && value === menu.key) event.preventDefault();
              }}
              onKeyDown={(event) => {
                if (event.key !== "ArrowDown" || value === menu.key) return;
                event.preventDefault();
                focusPanelOf.current = menu.key;
                setValue(menu.key);
              }}
            >
              <MenuTriggerContent menu={menu} />
            </NavigationMenu.Trigger>
            <NavigationMenu.Content
              // ArrowDown on a closed trigger opens its panel and moves into it, as soon as the panel is attached.
              ref={(content) => {
                if (!content || focusPanelOf.current !== menu.key) return;
                focusPanelOf.current = null;
                content.querySelector<HTMLElement>("a[href]")?.focus();
              }}
              className="absolute top-full left-0 z-40 max-w-[calc(100vw-2rem)] overflow-x-auto rounded-b-2xl border border-brand-100 bg-white p-3 shadow-xl"
              onPointerEnter={(event) => event.preventDefault()}
              onPointerLeave={(event) => event.preventDefault()}
            >
              <MenuPanel menu={menu} />
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}

function MenuPanel({ menu }: { menu: MainMenu }) {
  if (menu.key === "subjects") return <SubjectPanel label={menu.label} nodes={menu.nodes} />;
  return <FlyoutMenu nodes={menu.nodes} label={menu.label} defaultActive={menu.key === "age" ? 0 : null} />;
}

/** SPEC §9: a 900 px panel, the 36 subjects in 4 columns. */
function SubjectPanel({ label, nodes }: { label: string; nodes: readonly MenuNode[] }) {
  const rows = Math.ceil(nodes.length / 4);
  return (
    <ul
      aria-label={label}
      className="grid w-[900px] max-w-full grid-flow-col grid-cols-4 gap-x-4 gap-y-0.5"
      style={{ gridTemplateRows: `repeat(${rows}, auto)` }}
    >
      {nodes.map((node) => (
        <li key={node.href}>
          <NavigationMenu.Link asChild>
            <Link to={node.href} className="block rounded-lg px-3 py-1.5 text-sm hover:bg-brand-50">
              {node.label}
            </Link>
          </NavigationMenu.Link>
        </li>
      ))}
    </ul>
  );
}
