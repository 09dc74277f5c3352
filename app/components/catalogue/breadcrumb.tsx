import { Link } from "react-router";
import type { Crumb } from "../../lib/catalogue/listing-loader.server.ts";
import { Icon } from "../ui/icon.tsx";

export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Fil d'Ariane" className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-brand-700">
        {items.map((item, index) => (
          <li key={item.href} className="flex items-center gap-1">
            {index > 0 ? <Icon name="chevron-right" className="size-4" /> : null}
            {index === items.length - 1 ? (
              <span aria-current="page" className="font-semibold text-ink">
                {item.label}
              </span>
            ) : (
              <Link to={item.href} className="hover:underline">
                {item.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
