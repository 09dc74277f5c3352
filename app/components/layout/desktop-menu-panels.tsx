import { useEffect, useEffectEvent, useRef } from "react";
import { Link } from "react-router";
import { FlyoutMenu, moveFocus } from "./flyout-menu.tsx";
import type { MenuKey } from "./menu-heads.ts";
import { MAIN_MENUS, type MenuNode } from "./menu-tree.ts";

/**
 * The panel of one desktop menu (docs/product.md §2, §9), loaded with the taxonomy the first time a menu opens. `onShown` hears
 * when its links are in the page.
 */
export function MenuPanel({ menu, onShown }: { menu: MenuKey; onShown: (panel: HTMLElement) => void }) {
  const panel = useRef<HTMLDivElement>(null);
  const shown = useEffectEvent(() => {
    if (panel.current) onShown(panel.current);
  });
  useEffect(() => shown(), []);

  const tree = MAIN_MENUS.find((candidate) => candidate.key === menu);
  if (!tree) return null;
  return (
    <div
      ref={panel}
      className="max-w-[calc(100vw-2rem)] overflow-x-auto rounded-b-2xl border border-brand-100 bg-white p-3 shadow-xl"
    >
      {tree.key === "subjects" ? (
        <SubjectPanel label={tree.label} nodes={tree.nodes} />
      ) : (
        <FlyoutMenu nodes={tree.nodes} label={tree.label} defaultActive={tree.key === "age" ? 0 : null} />
      )}
    </div>
  );
}

/** docs/product.md §9: a 900 px panel, the 36 subjects in 4 columns. */
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
          <Link to={node.href} onKeyDown={moveFocus} className="block rounded-lg px-3 py-1.5 text-sm hover:bg-brand-50">
            {node.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
