import { stemmer } from "@orama/stemmers/french";
import MiniSearch, { type SearchOptions } from "minisearch";
import type { ProductSummary } from "../../core/catalogue/catalogue-types.ts";
import { foldText } from "../../core/text/fold-text.ts";

/** Words too common in French to tell books apart; searching for them alone would match the whole catalogue. */
const STOP_WORDS = new Set(
  "a au aux avec ce ces d dans de des du elle en et eux il je l la le les leur lui m ma mais me mes moi mon n ne nos notre nous on ou par pas pour qu que qui s sa se ses son sur t ta te tes toi ton tu un une vos votre vous y".split(
    " ",
  ),
);

/** Case, accents and French endings removed: 'Dinosaures', 'dinosaure' and 'DINOSAURE' are one term. */
export function searchTerm(word: string): string | null {
  const folded = foldText(word);
  if (folded.length < 2 || STOP_WORDS.has(folded)) return null;
  return /^\d+$/.test(folded) ? folded : stemmer(folded);
}

const tokenize = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** Small typos are forgiven in proportion to the word: none under 4 letters, one up to 5, two beyond. */
function typoTolerance(term: string): number {
  if (term.length < 4) return 0;
  return term.length < 6 ? 1 : 2;
}

/** Fields in the order their matches rank: a book named after the words comes before one that only mentions them. */
const FIELDS = ["title", "tags", "vendor", "description"] as const;
const PREDICTIVE_FIELDS = ["title", "tags"] as const;
type Field = (typeof FIELDS)[number];

const BASE_OPTIONS: SearchOptions = {
  boost: { title: 3, tags: 2, vendor: 1.5 },
  fuzzy: typoTolerance,
  // The last word is still being typed in predictive search; a prefix keeps it useful.
  prefix: (_term, index, terms) => index === terms.length - 1,
  weights: { fuzzy: 0.4, prefix: 0.6 },
  // Queries are stemmed as typed; the index's memoised stemmer is for building only (see createTextSearch).
  processTerm: searchTerm,
};

/** Recent searches kept per snapshot: paging, sorting or filtering one search re-runs it with the same words. */
const CACHED_SEARCHES = 256;

/**
 * The most books of one field tier that MiniSearch ranks by score. Scoring costs about a microsecond per book, and a
 * tier this broad (every book tagged 'documentaire', every book of a publisher) has no meaningful order by score: the
 * score of a word found once in a short field barely differs from book to book. Such a tier is ordered by how many
 * fields hold the words instead (docs/decisions/003).
 */
const RANKED_TIER_LIMIT = 3000;

/** A field's rank in FIELDS for a position that matched nowhere. */
const NO_FIELD = 255;

type SearchDocument = { id: number; title: string; tags: string; vendor: string; description: string };

/**
 * The products matching every word of a search. The set is known at once (counts, facets and the other sorts need
 * only the set); the order by relevance is worked out one field tier at a time, when a page first reaches it.
 */
export type SearchMatches = {
  /** Every matching position, in catalogue order. */
  readonly positions: Uint32Array;
  readonly length: number;
  /** The position ranked `rank` (0 is the best match). */
  at(rank: number): number;
  /** The `count` best matches, best first. */
  top(count: number): number[];
  /**
   * Some word was found only under a near spelling that is no subject the shop files (« Tchoupi » → « Tchô ! »):
   * suggestions rather than results (decision 036). A typo of a subject (« dinosores ») is a result.
   */
  readonly approximate: boolean;
};

/** One way of reading the words: as typed (whole words, or the last one completed when predictive), or forgiving. */
type Pass = { fuzzy: SearchOptions["fuzzy"]; lastPrefix: boolean };

/**
 * Full-text search over title, tags, publisher and description (docs/architecture.md §2.3: a search library, not a hand-written
 * index). Documents are identified by their position in the catalogue snapshot.
 *
 * MiniSearch scores every document of every word before intersecting them, and sorts them all: on 50,000 books a
 * word found in 20,000 descriptions costs tens of milliseconds. So a search first asks MiniSearch only *which*
 * documents each word reaches in each field (a `boostDocument` of 0 skips the scoring), intersects those, then lets
 * MiniSearch score just the matches of one field tier at a time: those with a word in the title, then in the tags,
 * the publisher, the description. Within a tier the order is MiniSearch's score, as before, unless the tier is
 * broader than `rankedTierLimit` books (see RANKED_TIER_LIMIT).
 */
export function createTextSearch(
  products: readonly ProductSummary[],
  { rankedTierLimit = RANKED_TIER_LIMIT }: { rankedTierLimit?: number } = {},
): TextSearch {
  // Descriptions repeat the same few thousand words; stemming each once makes the build much cheaper.
  const stems = new Map<string, string | null>();
  const index = new MiniSearch<SearchDocument>({
    fields: [...FIELDS],
    tokenize,
    processTerm(word) {
      let term = stems.get(word);
      if (term === undefined) {
        term = searchTerm(word);
        stems.set(word, term);
      }
      return term;
    },
    searchOptions: BASE_OPTIONS,
  });
  index.addAll(products.map(searchDocument));
  stems.clear();
  return searchOver(index, products.length, rankedTierLimit, stems);
}

function searchDocument(product: ProductSummary, position: number): SearchDocument {
  return {
    id: position,
    title: product.title,
    tags: product.tags.join(" "),
    vendor: product.vendor,
    description: product.description,
  };
}

/** The search over the first `size` positions of `index`, with its own cache of recent searches. */
function searchOver(
  index: MiniSearch<SearchDocument>,
  size: number,
  rankedTierLimit: number,
  stems: Map<string, string | null>,
): TextSearch {
  /**
   * Which documents have every word, the best field each was found in, and how many fields hold some of the words;
   * null when none has them all.
   */
  function collect(words: readonly string[], fields: readonly Field[], pass: Pass) {
    // words[i] reached the document when wordsFound[id] > i, which needs every earlier word too.
    const wordsFound = new Uint16Array(size);
    const bestField = new Uint8Array(size).fill(NO_FIELD);
    // One bit per field holding some word; only read for the documents that end up having every word.
    const fieldBits = new Uint8Array(size);
    words.forEach((word, i) => {
      fields.forEach((field, fieldRank) => {
        index.search(word, {
          fields: [field],
          fuzzy: pass.fuzzy,
          prefix: pass.lastPrefix && i === words.length - 1,
          boostDocument(id: number) {
            fieldBits[id] = (fieldBits[id] as number) | (1 << fieldRank);
            if (wordsFound[id] === i) wordsFound[id] = i + 1;
            if (wordsFound[id] === i + 1 && fieldRank < (bestField[id] as number)) bestField[id] = fieldRank;
            return 0;
          },
        });
      });
    });
    let count = 0;
    for (let id = 0; id < size; id++) if (wordsFound[id] === words.length) count++;
    if (count === 0) return null;
    const positions = new Uint32Array(count);
    let next = 0;
    for (let id = 0; id < size; id++) {
      if (wordsFound[id] === words.length) positions[next++] = id;
      else bestField[id] = NO_FIELD;
    }
    return { positions, bestField, fieldBits };
  }

  function run(query: string, predictive: boolean): SearchMatches {
    const words = tokenize(query).filter((word) => searchTerm(word) !== null);
    const fields = predictive ? PREDICTIVE_FIELDS : FIELDS;
    // A submitted search holds whole words: completing them (« art » → « article ») costs and adds noise.
    // Typo tolerance and word completion are only paid for when the words as typed find nothing.
    let pass: Pass = { fuzzy: false, lastPrefix: predictive };
    let found = words.length === 0 ? null : collect(words, fields, pass);
    let approximate = false;
    if (!found && words.length > 0) {
      pass = { fuzzy: typoTolerance, lastPrefix: true };
      found = collect(words, fields, pass);
      approximate = found !== null && words.some((word) => !exactlyOrSubjectTypo(word, predictive));
    }
    if (!found) return NO_MATCHES;
    const { positions, bestField, fieldBits } = found;

    const tierSizes = new Uint32Array(fields.length);
    for (const position of positions) {
      const tier = bestField[position] as number;
      tierSizes[tier] = (tierSizes[tier] ?? 0) + 1;
    }
    const searchOptions: SearchOptions = {
      combineWith: "AND",
      fuzzy: pass.fuzzy,
      prefix: pass.lastPrefix ? BASE_OPTIONS.prefix : false,
    };
    return rankedMatches(
      positions,
      approximate,
      fields
        .map((_, fieldRank) => fieldRank)
        .filter((fieldRank) => (tierSizes[fieldRank] as number) > 0)
        .map((fieldRank) => () => {
          if ((tierSizes[fieldRank] as number) > rankedTierLimit) {
            return broadTierOrder(positions, (position) => bestField[position] === fieldRank, fieldBits);
          }
          // The same query as an unrestricted search, with every document outside the tier left unscored. Fields
          // above the tier are left out: no word of a tier's document is in them, so its score is the same without
          // walking their postings.
          const results = index.search(query, {
            ...searchOptions,
            fields: fields.slice(fieldRank),
            boostDocument: (id: number) => (bestField[id] === fieldRank ? 1 : 0),
          });
          return results.map((result) => result.id as number);
        }),
    );
  }

  /** Whether a word is in the books as typed (the last one completed while typing), or a typo of a tag's word. */
  function exactlyOrSubjectTypo(word: string, predictive: boolean): boolean {
    if (index.search(word, { fuzzy: false, prefix: predictive }).length > 0) return true;
    return index.search(word, { fields: ["tags"], fuzzy: typoTolerance, prefix: false }).length > 0;
  }

  // Answers are cached per search object: an update (withProducts) returns a new one with an empty cache.
  const recent = new Map<string, SearchMatches>();

  return {
    /**
     * The products matching every word. `predictive`: what the header suggests while typing — titles and tags, the
     * last word completed.
     */
    search(text: string, options: { predictive?: boolean } = {}): SearchMatches {
      const query = text.trim().toLowerCase();
      if (query === "") return NO_MATCHES;
      const predictive = options.predictive ?? false;
      const key = `${predictive ? "predictive" : "full"}:${query}`;
      const cached = recent.get(key);
      if (cached) {
        recent.delete(key);
        recent.set(key, cached);
        return cached;
      }
      const matches = run(query, predictive);
      recent.set(key, matches);
      if (recent.size > CACHED_SEARCHES) recent.delete(recent.keys().next().value as string);
      return matches;
    },

    /** Whether every word of the text is in some book's tags (a subject, a sub-category the shop files), typos forgiven. */
    namesTags(text: string): boolean {
      const words = tokenize(text.toLowerCase()).filter((word) => searchTerm(word) !== null);
      return (
        words.length > 0 &&
        words.every((word) => index.search(word, { fields: ["tags"], fuzzy: typoTolerance, prefix: false }).length > 0)
      );
    },

    /**
     * The search with these products at these positions: a held position is replaced, the next ones are added. The
     * index is updated in place (a rebuild costs seconds at 50,000 books), so this search answers with the new texts
     * too; only the returned one should serve new searches.
     */
    withProducts(changes: ReadonlyArray<{ position: number; product: ProductSummary }>): TextSearch {
      let nextSize = size;
      for (const { position, product } of changes) {
        const document = searchDocument(product, position);
        if (index.has(position)) index.replace(document);
        else index.add(document);
        nextSize = Math.max(nextSize, position + 1);
      }
      stems.clear();
      return searchOver(index, nextSize, rankedTierLimit, stems);
    },
  };
}

const NO_MATCHES = rankedMatches(new Uint32Array(0), false, []);

/**
 * A broad tier's order: the books whose title, tags, publisher and description hold the words in more places first,
 * then catalogue order. One counting pass, no scoring.
 */
function broadTierOrder(
  positions: Uint32Array,
  inTier: (position: number) => boolean,
  fieldBits: Uint8Array,
): number[] {
  const byFieldCount: number[][] = FIELDS.map(() => []);
  for (const position of positions) {
    if (!inTier(position)) continue;
    let bits = fieldBits[position] as number;
    let count = 0;
    for (; bits !== 0; bits &= bits - 1) count++;
    byFieldCount[FIELDS.length - count]?.push(position);
  }
  return byFieldCount.flat();
}

/** Matches whose ranking is the concatenation of tiers, each ranked on first need. */
function rankedMatches(positions: Uint32Array, approximate: boolean, tiers: Array<() => number[]>): SearchMatches {
  const ranking: number[] = [];
  let nextTier = 0;
  function rankUpTo(rank: number): void {
    while (ranking.length <= rank && nextTier < tiers.length) {
      for (const position of (tiers[nextTier++] as () => number[])()) ranking.push(position);
    }
    // A tier ranked after the index was updated in place (a cached search of the snapshot before) may miss a book
    // whose text changed: it still comes, last.
    if (nextTier === tiers.length && ranking.length < positions.length) {
      const ranked = new Set(ranking);
      for (const position of positions) if (!ranked.has(position)) ranking.push(position);
    }
  }
  return lazilyRanked(positions, approximate, ranking, rankUpTo);
}

/** Matches read off a ranking that `rankUpTo` extends on demand, as far as a page reaches. */
export function lazilyRanked(
  positions: Uint32Array,
  approximate: boolean,
  ranking: readonly number[],
  rankUpTo: (rank: number) => void,
): SearchMatches {
  return {
    positions,
    length: positions.length,
    approximate,
    at(rank) {
      rankUpTo(rank);
      return ranking[rank] as number;
    },
    top(count) {
      rankUpTo(Math.min(count, positions.length) - 1);
      return ranking.slice(0, count);
    },
  };
}

export type TextSearch = {
  search(text: string, options?: { predictive?: boolean }): SearchMatches;
  namesTags(text: string): boolean;
  withProducts(changes: ReadonlyArray<{ position: number; product: ProductSummary }>): TextSearch;
};
