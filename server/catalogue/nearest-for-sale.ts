import type { ProductSummary } from "../../core/catalogue/catalogue-types.ts";
import { AGE_GROUPS, SUBJECTS } from "../../core/catalogue/taxonomy.ts";
import type { CatalogueSnapshot } from "./catalogue-snapshot.ts";
import { labelledValueOf, labelledValuePattern } from "./related.ts";

const SUBJECT_SLUGS: ReadonlySet<string> = new Set(SUBJECTS.map((subject) => subject.slug));
const AGE_SLUGS: ReadonlySet<string> = new Set(AGE_GROUPS.map((age) => age.slug));

/** A book's collection and author, read from its plain-text description. */
export function closenessOf(product: Pick<ProductSummary, "description">): Closeness {
  return {
    collection: labelledValueOf("Collection", product.description),
    author: labelledValueOf("Auteur", product.description),
  };
}

/** Sold-out titles whose nearest books are remembered per snapshot. */
const KEPT_ANSWERS = 1000;

/** What makes a book close to another, strongest first (issue 39: series, author, then subject and age). */
export type Closeness = { collection: string | null; author: string | null };

/**
 * The books for sale closest to one that is not (a sold-out page must lead somewhere): the same collection, then the
 * same author, then the most subjects and ages in common, each group in catalogue order. The books of a collection or
 * an author are found once per snapshot and remembered until the next refresh.
 */
export function createNearestFinder() {
  let cachedFor: CatalogueSnapshot | null = null;
  const byLabel = new Map<string, readonly number[]>();

  function labelled(snapshot: CatalogueSnapshot, label: "Collection" | "Auteur", value: string): readonly number[] {
    const key = `${label}:${value}`;
    const known = byLabel.get(key);
    if (known) return known;
    const pattern = labelledValuePattern(label, value);
    const positions: number[] = [];
    snapshot.products.forEach((product, position) => {
      if (product.description.includes(value) && pattern.test(product.description)) positions.push(position);
    });
    byLabel.set(key, positions);
    return positions;
  }

  /**
   * Positions sharing subjects or ages with `position`, most shared first (a subject counts twice an age), then in
   * catalogue order: counted into buckets by score, no sort of the thousands of books an age holds.
   */
  function* bySubjectAndAge(snapshot: CatalogueSnapshot, position: number): Generator<number> {
    const scores = new Map<number, number>();
    for (const slug of snapshot.tagSlugs[position] ?? []) {
      const weight = SUBJECT_SLUGS.has(slug) ? 2 : AGE_SLUGS.has(slug) ? 1 : 0;
      if (weight === 0) continue;
      for (const other of snapshot.byTag.get(slug) ?? []) scores.set(other, (scores.get(other) ?? 0) + weight);
    }
    const buckets: number[][] = [];
    for (const [other, score] of scores) {
      const bucket = buckets[score];
      if (bucket) bucket.push(other);
      else buckets[score] = [other];
    }
    for (let score = buckets.length - 1; score > 0; score--) {
      yield* (buckets[score] ?? []).sort((a, b) => a - b);
    }
  }

  // A sold-out page is asked again and again: its answer is kept per snapshot, for the most recent titles.
  const answers = new Map<string, ProductSummary[]>();

  return function nearestForSale(
    snapshot: CatalogueSnapshot,
    handle: string,
    closeness: Closeness,
    limit: number,
  ): ProductSummary[] {
    if (cachedFor !== snapshot) {
      cachedFor = snapshot;
      byLabel.clear();
      answers.clear();
    }
    const key = `${limit}:${handle}:${closeness.collection ?? ""}:${closeness.author ?? ""}`;
    const known = answers.get(key);
    if (known) return known;
    const found = find(snapshot, handle, closeness, limit);
    answers.set(key, found);
    if (answers.size > KEPT_ANSWERS) answers.delete(answers.keys().next().value as string);
    return found;
  };

  function find(snapshot: CatalogueSnapshot, handle: string, closeness: Closeness, limit: number): ProductSummary[] {
    const position = snapshot.byHandle.get(handle);
    const chosen: ProductSummary[] = [];
    const seen = new Set<number>(position === undefined ? [] : [position]);
    const take = (positions: Iterable<number>) => {
      for (const candidate of positions) {
        if (chosen.length >= limit) return;
        if (seen.has(candidate)) continue;
        seen.add(candidate);
        const product = snapshot.products[candidate];
        if (product?.availableForSale) chosen.push(product);
      }
    };
    if (closeness.collection) take(labelled(snapshot, "Collection", closeness.collection));
    if (closeness.author) take(labelled(snapshot, "Auteur", closeness.author));
    if (position !== undefined && chosen.length < limit) take(bySubjectAndAge(snapshot, position));
    return chosen;
  }
}
