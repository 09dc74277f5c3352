import type { ProductSummary } from "../../app/lib/catalogue-types.ts";
import { slugify } from "../../app/lib/slug.ts";
import type { StorefrontClient } from "../storefront/storefront-client.ts";
import { christmasSelection } from "./home-selection.ts";

/** How many pages the sync reads at most: 1,000 × 250 = 250,000 products, far beyond any shop we serve. */
const MAX_PAGES = 1_000;

/**
 * The in-memory read model of the whole catalogue (DESIGN.md item 3), built by paging the Storefront API.
 * Listings, facets and search are answered from here; a refresh swaps the whole snapshot at once.
 */
export function createCatalogueIndex(storefront: Pick<StorefrontClient, "productsPage">) {
  let snapshot = emptySnapshot();

  return {
    async refresh(): Promise<{ count: number; durationMs: number }> {
      const started = performance.now();
      const products: ProductSummary[] = [];
      let after: string | null = null;
      for (let page = 0; page < MAX_PAGES; page++) {
        const result = await storefront.productsPage(after);
        products.push(...result.products);
        if (!result.hasNextPage || !result.endCursor) break;
        after = result.endCursor;
      }
      snapshot = buildSnapshot(products);
      return { count: products.length, durationMs: Math.round(performance.now() - started) };
    },

    size(): number {
      return snapshot.products.length;
    },

    /** Products in catalogue order (the storefront's ID order). */
    firstProducts(count: number): ProductSummary[] {
      return snapshot.products.slice(0, count);
    },

    productByHandle(handle: string): ProductSummary | undefined {
      return snapshot.byHandle.get(handle);
    },

    hasTag(product: ProductSummary, tagSlug: string): boolean {
      return hasTag(snapshot, product, tagSlug);
    },

    /** The home page's 'Noël approche...' products. */
    christmasSelection(random: () => number = Math.random): ProductSummary[] {
      const firstProducts = (count: number) => snapshot.products.slice(0, count);
      return christmasSelection({ firstProducts, hasTag: (product, slug) => hasTag(snapshot, product, slug) }, random);
    },
  };
}

export type CatalogueIndex = ReturnType<typeof createCatalogueIndex>;

type Snapshot = {
  products: ProductSummary[];
  byHandle: Map<string, ProductSummary>;
  tagSlugs: Map<string, Set<string>>;
};

function hasTag(snapshot: Snapshot, product: ProductSummary, tagSlug: string): boolean {
  return snapshot.tagSlugs.get(product.id)?.has(tagSlug) ?? false;
}

function emptySnapshot(): Snapshot {
  return { products: [], byHandle: new Map(), tagSlugs: new Map() };
}

function buildSnapshot(products: ProductSummary[]): Snapshot {
  const snapshot = emptySnapshot();
  snapshot.products = products;
  for (const product of products) {
    snapshot.byHandle.set(product.handle, product);
    snapshot.tagSlugs.set(product.id, new Set(product.tags.map(slugify)));
  }
  return snapshot;
}
