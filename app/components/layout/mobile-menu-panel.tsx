import { ChevronDown, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { type MouseEvent, useId, useState } from "react";
import { Link } from "react-router";
import { MAIN_MENUS, type MainMenu, type MenuNode } from "./menu-tree.ts";

const chevronClass = "size-5 transition-transform motion-reduce:transition-none";

/** The open mobile drawer (loaded on demand by MobileMenu): Radix Dialog traps focus and closes on Escape. */
export default function MobileMenuPanel({ onClose }: { onClose: () => void }) {
  function closeOnLink(event: MouseEvent) {
    if (event.target instanceof Element && event.target.closest("a[href]")) onClose();
  }

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => event.preventDefault()}
          className="fixed inset-y-0 left-0 z-50 flex w-80 max-w-[85vw] flex-col bg-white shadow-xl"
        >
          <div className="flex items-center justify-between border-b border-brand-100 px-4 py-3">
            <Dialog.Title className="text-lg font-bold">Menu</Dialog.Title>
            <Dialog.Close className="rounded-full p-2 hover:bg-brand-50" aria-label="Fermer le menu">
              <X aria-hidden="true" />
            </Dialog.Close>
          </div>
          <nav aria-label="Menu principal" className="flex-1 overflow-y-auto p-2" onClickCapture={closeOnLink}>
            <ul className="flex flex-col gap-1">
              {MAIN_MENUS.map((menu) => (
                <MobileSection key={menu.key} menu={menu} />
              ))}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
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
        <ChevronDown aria-hidden="true" className={`${chevronClass} ${expanded ? "rotate-180" : ""}`} />
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
          <ChevronDown aria-hidden="true" className={`${chevronClass} ${expanded ? "rotate-180" : ""}`} />
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
