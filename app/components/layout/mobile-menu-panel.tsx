import { type MouseEvent, useId, useState } from "react";
import { Link } from "react-router";
import { Icon } from "../ui/icon.tsx";
import { SideSheet } from "../ui/side-sheet.tsx";
import { MAIN_MENUS, type MainMenu, type MenuNode } from "./menu-tree.ts";

const chevronClass = "size-5 transition-transform motion-reduce:transition-none";

/** The open mobile drawer, loaded on demand by MobileMenu. */
export default function MobileMenuPanel({ onClose }: { onClose: () => void }) {
  /** After the link's own handler (bubbling): closing first would remove the link and let the browser reload. */
  function closeOnLink(event: MouseEvent) {
    if (event.target instanceof Element && event.target.closest("a[href]")) onClose();
  }

  return (
    <SideSheet side="left" title="Menu" closeLabel="Fermer le menu" onClose={onClose}>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: delegated from the links inside, which Enter clicks too */}
      <nav aria-label="Menu principal" className="flex-1 overflow-y-auto p-2" onClick={closeOnLink}>
        <ul className="flex flex-col gap-1">
          {MAIN_MENUS.map((menu) => (
            <MobileSection key={menu.key} menu={menu} />
          ))}
        </ul>
      </nav>
    </SideSheet>
  );
}

function MobileSection({ menu }: { menu: MainMenu }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  return (
    <li>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded(!expanded)}
        className="flex w-full items-center justify-between rounded-lg px-3 py-3 text-left font-semibold hover:bg-brand-50"
      >
        {menu.label}
        <Icon name="chevron-down" className={`${chevronClass} ${expanded ? "rotate-180" : ""}`} />
      </button>
      <ul id={listId} hidden={!expanded} className="ml-3 flex flex-col border-l border-brand-100 pl-2">
        {menu.href ? (
          <li>
            <Link
              to={menu.href}
              className="block rounded-lg px-3 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
            >
              {`Tous les ${menu.label.toLowerCase()}`}
            </Link>
          </li>
        ) : null}
        {menu.nodes.map((node) => (
          <MobileEntry key={node.href} node={node} />
        ))}
      </ul>
    </li>
  );
}

function MobileEntry({ node }: { node: MenuNode }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const link = (
    <Link to={node.href} className="block flex-1 rounded-lg px-3 py-2.5 hover:bg-brand-50">
      {node.label}
    </Link>
  );
  if (!node.children) return <li>{link}</li>;
  return (
    <li>
      <div className="flex items-center">
        {link}
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-label={`Sous-menu ${node.label}`}
          onClick={() => setExpanded(!expanded)}
          className="rounded-lg p-2.5 hover:bg-brand-50"
        >
          <Icon name="chevron-down" className={`${chevronClass} ${expanded ? "rotate-180" : ""}`} />
        </button>
      </div>
      <ul id={listId} hidden={!expanded} className="ml-3 flex flex-col border-l border-brand-100 pl-2">
        {node.children.map((child) => (
          <MobileEntry key={child.href} node={child} />
        ))}
      </ul>
    </li>
  );
}
