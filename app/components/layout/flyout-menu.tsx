import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { Icon } from "../ui/icon.tsx";
import { longestList, type MenuNode, menuDepth } from "./menu-tree.ts";

const COLUMN_WIDTH_REM = 15;
const ROW_HEIGHT_REM = 2.5;
/** Crossing other entries on the way to a sub-level must not switch it (the classic mega-menu diagonal). */
const HOVER_INTENT_MS = 90;

/**
 * A mega-menu panel whose entries open their sub-level in the next column on hover or focus (age and theme menus).
 * Sub-levels sit in the DOM right after their entry, so Tab walks into them; arrow keys move within and across columns.
 */
export function FlyoutMenu({
  nodes,
  label,
  defaultActive = null,
}: {
  nodes: readonly MenuNode[];
  label: string;
  /** The entry whose sub-level shows when the panel opens. */
  defaultActive?: number | null;
}) {
  return (
    <div style={{ width: `${menuDepth(nodes) * COLUMN_WIDTH_REM}rem` }}>
      <FlyoutColumn
        nodes={nodes}
        label={label}
        defaultActive={defaultActive}
        minHeight={`${longestList(nodes) * ROW_HEIGHT_REM}rem`}
      />
    </div>
  );
}

function FlyoutColumn({
  nodes,
  label,
  id,
  defaultActive = null,
  minHeight,
}: {
  nodes: readonly MenuNode[];
  label: string;
  id?: string;
  defaultActive?: number | null;
  /** Set on the first column only; the others stretch to its height. */
  minHeight?: string;
}) {
  const [active, setActive] = useState<number | null>(defaultActive);
  const hoverTimer = useRef(0);
  const baseId = useId();
  const nested = minHeight === undefined;

  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);

  function onPointerEnter(index: number, event: PointerEvent) {
    if (event.pointerType !== "mouse") return;
    window.clearTimeout(hoverTimer.current);
    if (active === null) setActive(index);
    else hoverTimer.current = window.setTimeout(() => setActive(index), HOVER_INTENT_MS);
  }

  return (
    <ul
      id={id}
      aria-label={label}
      className={
        nested
          ? "absolute inset-y-0 left-full flex flex-col gap-0.5 border-l border-brand-100 pl-2"
          : "relative flex flex-col gap-0.5"
      }
      style={{ width: `${COLUMN_WIDTH_REM}rem`, minHeight }}
    >
      {nodes.map((node, index) => {
        const open = node.children !== undefined && active === index;
        const childId = `${baseId}-${index}`;
        return (
          <li
            key={node.href}
            onPointerEnter={(event) => onPointerEnter(index, event)}
            onPointerLeave={() => window.clearTimeout(hoverTimer.current)}
          >
            <Link
              to={node.href}
              aria-expanded={node.children ? open : undefined}
              aria-controls={open ? childId : undefined}
              onFocus={() => {
                window.clearTimeout(hoverTimer.current);
                setActive(index);
              }}
              onKeyDown={moveFocus}
              className="flex items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm hover:bg-brand-50 aria-expanded:bg-brand-50 aria-expanded:font-semibold aria-expanded:text-brand-700"
            >
              {node.label}
              {node.children ? <Icon name="chevron-right" className="size-4 shrink-0" /> : null}
            </Link>
            {open && node.children ? <FlyoutColumn nodes={node.children} label={node.label} id={childId} /> : null}
          </li>
        );
      })}
    </ul>
  );
}

/** The link of an entry's `<li>`. */
function entryLink(item: Element | null | undefined): HTMLElement | null {
  return item?.querySelector<HTMLElement>(":scope > a") ?? null;
}

/** Up/Down (and Home/End) within a column, Right into the sub-level, Left back to the parent entry. */
export function moveFocus(event: KeyboardEvent<HTMLAnchorElement>) {
  const item = event.currentTarget.parentElement;
  const column = item?.parentElement;
  if (!item || !column) return;
  const siblings = Array.from(column.children);
  const index = siblings.indexOf(item);
  let target: HTMLElement | null = null;
  switch (event.key) {
    case "ArrowDown":
      target = entryLink(siblings[(index + 1) % siblings.length]);
      break;
    case "ArrowUp":
      target = entryLink(siblings[(index - 1 + siblings.length) % siblings.length]);
      break;
    case "Home":
      target = entryLink(siblings[0]);
      break;
    case "End":
      target = entryLink(siblings[siblings.length - 1]);
      break;
    case "ArrowRight":
      target = entryLink(item.querySelector(":scope > ul > li"));
      break;
    case "ArrowLeft":
      // A sub-level sits directly in its entry's <li>; the first column has none.
      target = column.parentElement?.tagName === "LI" ? entryLink(column.parentElement) : null;
      break;
    default:
      return;
  }
  // The arrows would scroll the page as well.
  event.preventDefault();
  target?.focus();
}
