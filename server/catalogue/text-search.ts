import { stemmer } from "@orama/stemmers/french";
import MiniSearch, { type SearchOptions } from "minisearch";
import type { ProductSummary } from "../../app/lib/catalogue-types.ts";

/** Words too common in French to tell books apart; searching for them alone would match the whole catalogue. */
const STOP_WORDS = new Set(
  "a au aux avec ce ces d dans de des du elle en et eux il je l la le les leur lui m ma mais me mes moi mon n ne nos notre nous on ou par pas pour qu que qui s sa se ses son sur t ta te tes toi ton tu un une vos votre vous y".split(
    " ",
  ),
);

/** Case, accents and French endings removed: 'Dinosaures', 'dinosaure' and 'DINOSAURE' are one term. */
export function searchTerm(word: string): string | null {
  const folded = word
    .replace(/œ/gi, "oe")
    .replace(/æ/gi, "ae")
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
  if (folded.length < 2 || STOP_WORDS.has(folded)) return null;
  return /^\d+$/.test(folded) ? folded : stemmer(folded);
}

const tokenize = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** Small typos are forgiven in proportion to the word: none under 4 letters, one up to 5, two beyond. */
function typoTolerance(term: string): number {
  if (term.length < 4) return 0;
  return term.length < 6 ? 1 : 2;
}

const BASE_OPTIONS: SearchOptions = {
  boost: { title: 3, tags: 2, vendor: 1.5 },
  fuzzy: typoTolerance,
  // The last word is still being typed in predictive search; a prefix keeps it useful.
  prefix: (_term, index, terms) => index === terms.length - 1,
  weights: { fuzzy: 0.4, prefix: 0.6 },
};

/** Recent searches kept per snapshot: paging, sorting or filtering one search re-runs it with the same words. */
const CACHED_SEARCHES = 256;

type SearchDocument = { id: number; title: string; tags: string; vendor: string; description: string };

/**
 * Full-text search over title, tags, publisher and description (DESIGN.md item 3: a search library, not a hand-written
 * index). Documents are identified by their position in the catalogue snapshot.
 */
export function createTextSearch(products: readonly ProductSummary[]) {
  const index = new MiniSearch<SearchDocument>({
    fields: ["title", "tags", "vendor", "description"],
    tokenize,
    processTerm: searchTerm,
    searchOptions: BASE_OPTIONS,
  });
  index.addAll(
    products.map((product, position) => ({
      id: position,
      title: product.title,
      tags: product.tags.join(" "),
      vendor: product.vendor,
      description: product.description,
    })),
  );

  // The index never changes after it is built (a refresh builds a new one), so cached answers never go stale.
  const recent = new Map<string, readonly number[]>();

  function run(query: string, predictive: boolean): readonly number[] {
    const fields = predictive ? ["title", "tags"] : undefined;
    // A submitted search holds whole words: completing them (« art » → « article ») costs and adds noise.
    const prefix = predictive ? BASE_OPTIONS.prefix : false;
    const exact = index.search(query, { combineWith: "AND", fuzzy: false, prefix, fields });
    const results = exact.length > 0 ? exact : index.search(query, { combineWith: "AND", fields });
    return results.map((result) => result.id as number);
  }

  return {
    /**
     * Positions of the products matching every word, best first. Typo tolerance and word completion are only paid
     * for when the words as typed find nothing: on 50,000 books that pass costs several times the exact one.
     * `predictive`: what the header suggests while typing — titles and tags, the last word completed.
     */
    search(text: string, options: { predictive?: boolean } = {}): readonly number[] {
      const query = text.trim().toLowerCase();
      if (query === "") return [];
      const predictive = options.predictive ?? false;
      const key = `${predictive ? "predictive" : "full"}:${query}`;
      const cached = recent.get(key);
      if (cached) {
        recent.delete(key);
        recent.set(key, cached);
        return cached;
      }
      const positions = run(query, predictive);
      recent.set(key, positions);
      if (recent.size > CACHED_SEARCHES) recent.delete(recent.keys().next().value as string);
      return positions;
    },
  };
}

export type TextSearch = ReturnType<typeof createTextSearch>;
