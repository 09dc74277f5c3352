import type { ProductSummary } from "../../lib/catalogue-types.ts";
import type { RelatedProducts } from "../../lib/product-page-types.ts";
import { ProductCard } from "../catalogue/product-card.tsx";

/** What the server-rendered tabs and the Radix tabs that take them over share, so the swap changes nothing on screen. */
export const RELATED_TABS = [
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

export type RelatedTab = (typeof RELATED_TABS)[number]["value"];

export const RELATED_LABEL = "Livres associés";
export const TAB_LIST_CLASS = "flex flex-wrap gap-2 border-b border-brand-100";
export const TAB_CLASS =
  "rounded-t-lg border-b-2 border-transparent px-4 py-2 font-semibold data-[state=active]:border-brand-600 data-[state=active]:text-brand-700";
export const TAB_PANEL_CLASS = "pt-6";

export function RelatedGrid({ products, empty }: { products: readonly ProductSummary[]; empty: string }) {
  if (products.length === 0) return <p className="rounded-lg bg-brand-50 p-6 text-center">{empty}</p>;
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
