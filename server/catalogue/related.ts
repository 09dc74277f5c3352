import { cardDataOf, type ProductSummary } from "../../core/catalogue/catalogue-types.ts";
import type { RelatedProducts } from "../../core/catalogue/product-page-types.ts";
import { slugify } from "../../core/catalogue/slug.ts";
import type { CatalogueSnapshot } from "./catalogue-snapshot.ts";

/** Labels that may follow a value in a one-line plain-text description (docs/product.md §3 order is not guaranteed). */
const NEXT_LABEL = String.raw`(?=\s*$|\s+(?:Auteur|Nombre de pages|Hauteur|Largeur|[ÉE]paisseur|Poids|ISBN|Collection)\s*:)`;

/** The value of a label in a plain-text description (`Auteur : Claire Dubois` → `Claire Dubois`), if it has one. */
export function labelledValueOf(label: "Collection" | "Auteur", description: string): string | null {
  const found = new RegExp(String.raw`(?:^|\s)${label}\s*:\s*(.+?)${NEXT_LABEL}`, "iu").exec(description);
  return found?.[1]?.trim() || null;
}

/** A labelled value of a plain-text description (`Collection : Mes premiers docs`), whole, whatever follows it. */
export function labelledValuePattern(label: "Collection" | "Auteur", value: string): RegExp {
  return new RegExp(String.raw`(?:^|\s)${label}\s*:\s*${escapeRegExp(value)}${NEXT_LABEL}`, "iu");
}

/**
 * Related books answered from the catalogue snapshot. The books of each collection (found in the description text)
 * and of each publisher asked about are found once per snapshot and remembered until the next refresh: a product
 * view then walks no list of the whole catalogue.
 */
export function createRelatedFinder() {
  let cachedFor: CatalogueSnapshot | null = null;
  const byCollection = new Map<string, readonly number[]>();
  const byPublisher = new Map<number, readonly number[]>();

  function rememberFor(snapshot: CatalogueSnapshot): void {
    if (cachedFor === snapshot) return;
    cachedFor = snapshot;
    byCollection.clear();
    byPublisher.clear();
  }

  function publisherPositions(snapshot: CatalogueSnapshot, vendor: string): readonly number[] {
    rememberFor(snapshot);
    const publisherId = snapshot.publisherSlugs.indexOf(slugify(vendor));
    const known = byPublisher.get(publisherId);
    if (known) return known;
    const positions: number[] = [];
    snapshot.publisherIds.forEach((id, position) => {
      if (id === publisherId) positions.push(position);
    });
    byPublisher.set(publisherId, positions);
    return positions;
  }

  function collectionPositions(snapshot: CatalogueSnapshot, collection: string): readonly number[] {
    rememberFor(snapshot);
    const known = byCollection.get(collection);
    if (known) return known;
    const pattern = labelledValuePattern("Collection", collection);
    const positions: number[] = [];
    snapshot.products.forEach((product, position) => {
      if (product.description.includes(collection) && pattern.test(product.description)) positions.push(position);
    });
    byCollection.set(collection, positions);
    return positions;
  }

  return function related(
    snapshot: CatalogueSnapshot,
    product: Pick<ProductSummary, "handle" | "vendor">,
    collection: string | null,
    limit: number,
  ): RelatedProducts {
    return {
      sameCollection: collection
        ? pick(snapshot, collectionPositions(snapshot, collection), product.handle, limit)
        : [],
      samePublisher: pick(snapshot, publisherPositions(snapshot, product.vendor), product.handle, limit),
    };
  };
}

/** Up to `limit` books other than the current one, those for sale first, each group in catalogue order, as cards. */
function pick(snapshot: CatalogueSnapshot, positions: readonly number[], handle: string, limit: number) {
  const others = positions
    .map((position) => snapshot.products[position] as ProductSummary)
    .filter((candidate) => candidate.handle !== handle);
  return [...others.filter((p) => p.availableForSale), ...others.filter((p) => !p.availableForSale)]
    .slice(0, limit)
    .map(cardDataOf);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
