import { type KeyboardEvent, useId, useState } from "react";
import type { ProductCardData } from "../../../core/catalogue/catalogue-types.ts";
import type { RelatedProducts } from "../../../core/catalogue/product-page-types.ts";
import { ProductCard } from "./product-card.tsx";

const RELATED_TABS = [
  {
    value: "collection",
    label: "De la même collection",
    empty: "Aucun autre livre de cette collection pour le moment.",
    books: (related: RelatedProducts) => related.sameCollection,
  },
  {
    value: "publisher",
    label: "De la même maison d'édition",
    empty: "Aucun autre livre de cette maison d'édition pour le moment.",
    books: (related: RelatedProducts) => related.samePublisher,
  },
] as const;

type RelatedTab = (typeof RELATED_TABS)[number]["value"];

const RELATED_LABEL = "Livres associés";

/** Arrows (wrapping), Home and End: the index of the tab a key moves to from `index`, if it moves. */
function tabIndexAfter(key: string, index: number): number | undefined {
  const last = RELATED_TABS.length - 1;
  const targets: Record<string, number> = {
    ArrowRight: index === last ? 0 : index + 1,
    ArrowLeft: index === 0 ? last : index - 1,
    Home: 0,
    End: last,
  };
  return targets[key];
}

/**
 * docs/product.md §2: 'De la même collection' and 'De la même maison d'édition', 4 books each, a message when empty. The WAI-ARIA
 * tabs pattern with automatic activation: the arrow keys, Home and End move to a tab and show it; one tab stop, the
 * selected tab, then its panel.
 */
export function RelatedTabs({ related }: { related: RelatedProducts }) {
  const [selected, setSelected] = useState<RelatedTab>(RELATED_TABS[0].value);
  const id = useId();

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const target = tabIndexAfter(event.key, index);
    const tab = target === undefined ? undefined : RELATED_TABS[target];
    if (target === undefined || !tab) return;
    event.preventDefault();
    const button = event.currentTarget.parentElement?.children[target];
    if (button instanceof HTMLElement) button.focus();
    setSelected(tab.value);
  }

  return (
    <section aria-label={RELATED_LABEL} className="mt-12">
      <div role="tablist" aria-label={RELATED_LABEL} className="flex flex-wrap gap-2 border-b border-brand-100">
        {RELATED_TABS.map((tab, index) => (
          <button
            key={tab.value}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.value}`}
            aria-selected={tab.value === selected}
            aria-controls={`${id}-panel-${tab.value}`}
            tabIndex={tab.value === selected ? 0 : -1}
            className="rounded-t-lg border-b-2 border-transparent px-4 py-2 font-semibold aria-selected:border-brand-600 aria-selected:text-brand-700"
            onClick={() => setSelected(tab.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {RELATED_TABS.map((tab) => (
        <div
          key={tab.value}
          role="tabpanel"
          id={`${id}-panel-${tab.value}`}
          aria-labelledby={`${id}-tab-${tab.value}`}
          hidden={tab.value !== selected}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: APG tabs pattern, a panel is a tab stop.
          tabIndex={0}
          className="pt-6"
        >
          {tab.value === selected ? <RelatedGrid products={tab.books(related)} empty={tab.empty} /> : null}
        </div>
      ))}
    </section>
  );
}

function RelatedGrid({ products, empty }: { products: readonly ProductCardData[]; empty: string }) {
  if (products.length === 0) return <p className="rounded-lg bg-brand-50 p-6 text-center">{empty}</p>;
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
      {products.map((product) => (
        <li key={product.id} className="card-cell">
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
