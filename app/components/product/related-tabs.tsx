import { Tabs } from "radix-ui";
import type { ProductSummary } from "../../lib/catalogue-types.ts";
import type { RelatedProducts } from "../../lib/product-page-types.ts";
import { ProductCard } from "../catalogue/product-card.tsx";

const TRIGGER =
  "rounded-t-lg border-b-2 border-transparent px-4 py-2 font-semibold data-[state=active]:border-brand-600 data-[state=active]:text-brand-700";

/** SPEC §2: 'De la même collection' and 'De la même maison d'édition', 4 books each, a message when empty. */
export function RelatedTabs({ related }: { related: RelatedProducts }) {
  return (
    <section aria-label="Livres associés" className="mt-12">
      <Tabs.Root defaultValue="collection">
        <Tabs.List aria-label="Livres associés" className="flex flex-wrap gap-2 border-b border-brand-100">
          <Tabs.Trigger value="collection" className={TRIGGER}>
            De la même collection
          </Tabs.Trigger>
          <Tabs.Trigger value="publisher" className={TRIGGER}>
            De la même maison d'édition
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="collection" className="pt-6">
          <RelatedGrid
            products={related.sameCollection}
            empty="Aucun autre livre de cette collection pour le moment."
          />
        </Tabs.Content>
        <Tabs.Content value="publisher" className="pt-6">
          <RelatedGrid
            products={related.samePublisher}
            empty="Aucun autre livre de cette maison d'édition pour le moment."
          />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}

function RelatedGrid({ products, empty }: { products: ProductSummary[]; empty: string }) {
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
