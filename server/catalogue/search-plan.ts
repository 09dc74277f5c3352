import { isbnsOfBook } from "../../core/catalogue/book-isbns.ts";
import { slugify } from "../../core/catalogue/slug.ts";
import { type FormatEntry, type UnderstoodQuery, understandQuery } from "../../core/search/query-understanding.ts";
import type { CatalogueSnapshot } from "./catalogue-snapshot.ts";
import { lazilyRanked, type SearchMatches } from "./text-search.ts";

/**
 * How the catalogue answered a parent's words (decision 036): what it understood, and what it had to let go of to
 * find something. The search page says all of it, so a result is never passed off as something it is not.
 */
export type SearchReport = {
  understood: UnderstoodQuery;
  /** The formats of the query the catalogue holds: the books shown are of one of them. */
  formats: FormatEntry[];
  /** Formats named that no book matching the topic comes in: let go of, said on the page. */
  formatsDropped: FormatEntry[];
  /** The ISBN asked, and whether a book carries it (that book is then first). */
  isbn: { isbn13: string; found: boolean } | null;
  /** Topic words no book holds (nor a near spelling): let go of to show what the other words find. */
  unmatched: string[];
  /** Topic words that each find books but never all in one book: the later ones let go of, `kept` shown. */
  notTogether: { words: string[]; kept: string[] } | null;
  /** The topic found only books of a near spelling, not of a subject the shop files: suggestions, not results. */
  approximate: boolean;
  /**
   * The topic's words, let go of because no book of the ages and formats asked holds them (« roman fantastique
   * ado »): the books of those ages and formats instead.
   */
  topicDropped: string[];
  /** No book of the topic at the ages asked: the nearest age that has some (« gommettes 3 ans » → 4-6 ans). */
  agesInstead: { asked: string[]; shown: string[] } | null;
};

export type SearchScope = {
  /** The books in scope, in catalogue order. */
  positions: ArrayLike<number>;
  /** Their order by relevance, when the words ranked them. */
  matches: SearchMatches | null;
  report: SearchReport;
};

/** Per snapshot, the books of each product type and of each ISBN: computed on the first search that needs them. */
const typeIndexes = new WeakMap<CatalogueSnapshot, Map<string, number[]>>();
const isbnIndexes = new WeakMap<CatalogueSnapshot, Map<string, number>>();

function byType(snapshot: CatalogueSnapshot): Map<string, number[]> {
  let index = typeIndexes.get(snapshot);
  if (!index) {
    index = new Map();
    snapshot.products.forEach((product, position) => {
      const slug = slugify(product.productType);
      const list = index?.get(slug);
      if (list) list.push(position);
      else index?.set(slug, [position]);
    });
    typeIndexes.set(snapshot, index);
  }
  return index;
}

/** The position of the book of an ISBN-13 in a snapshot (the first, if two books share it). */
export function bookByIsbn(snapshot: CatalogueSnapshot, isbn13: string): number | undefined {
  return byIsbn(snapshot).get(isbn13);
}

function byIsbn(snapshot: CatalogueSnapshot): Map<string, number> {
  let index = isbnIndexes.get(snapshot);
  if (!index) {
    index = new Map();
    snapshot.products.forEach((product, position) => {
      for (const isbn of isbnsOfBook(product)) if (!index?.has(isbn)) index?.set(isbn, position);
    });
    isbnIndexes.set(snapshot, index);
  }
  return index;
}

type FormatBooks = { mask: Uint8Array; positions: Uint32Array };

/** Per snapshot, the books of each format asked so far: a format's search costs a lookup, not a union of lists. */
const formatIndexes = new WeakMap<CatalogueSnapshot, Map<string, FormatBooks | null>>();

/** The books of a format, by position (a mask, and the positions in catalogue order); null when the catalogue has none. */
function formatBooks(snapshot: CatalogueSnapshot, format: FormatEntry): FormatBooks | null {
  let known = formatIndexes.get(snapshot);
  if (!known) {
    known = new Map();
    formatIndexes.set(snapshot, known);
  }
  const cached = known.get(format.label);
  if (cached !== undefined) return cached;
  const mask = new Uint8Array(snapshot.products.length);
  let count = 0;
  const lists = [
    ...format.tags.map((slug) => snapshot.byTag.get(slug)),
    ...format.types.map((slug) => byType(snapshot).get(slug)),
  ];
  for (const list of lists) {
    for (const position of list ?? []) {
      if (mask[position] === 0) count++;
      mask[position] = 1;
    }
  }
  const books = count === 0 ? null : { mask, positions: positionsOf(mask, count) };
  known.set(format.label, books);
  return books;
}

function positionsOf(mask: Uint8Array, count: number): Uint32Array {
  const positions = new Uint32Array(count);
  let next = 0;
  for (let position = 0; position < mask.length; position++) if (mask[position] === 1) positions[next++] = position;
  return positions;
}

/**
 * What a search's words select in the catalogue: the understood query's formats and ISBN, and its topic in the
 * full-text search, relaxed honestly when nothing matches every word. The ages are not applied here: they are the
 * listing's age filter (`understoodAges`), which the page shows and lets the visitor untick.
 */
export function planSearch(
  snapshot: CatalogueSnapshot,
  text: string,
  { filtered = false, dropTopic = false }: { filtered?: boolean; dropTopic?: boolean } = {},
): SearchScope {
  const understood = understandQuery(text);
  const report: SearchReport = {
    understood,
    formats: [],
    formatsDropped: [],
    isbn: null,
    unmatched: [],
    notTogether: null,
    approximate: false,
    topicDropped: [],
    agesInstead: null,
  };
  // A format the catalogue does not hold stays a word of the topic: its text may still find books.
  const formatSets: Array<{ format: FormatEntry; books: FormatBooks }> = [];
  const topicWords = understood.topic === "" ? [] : understood.topic.split(" ");
  for (const part of understood.parts) {
    if (part.kind === "format") {
      const books = formatBooks(snapshot, part.format);
      if (books) formatSets.push({ format: part.format, books });
      else topicWords.push(part.words);
    }
    if (part.kind === "isbn") {
      const position = byIsbn(snapshot).get(part.isbn13);
      report.isbn = { isbn13: part.isbn13, found: position !== undefined };
    }
  }
  const isbnPosition = report.isbn?.found ? byIsbn(snapshot).get(report.isbn.isbn13) : undefined;

  if (dropTopic) report.topicDropped = topicWords.splice(0);
  let matches = topicMatches(snapshot, topicWords, report);
  if (isbnPosition !== undefined && (matches === null || matches.length === 0)) {
    // The book of the ISBN alone: its other words were a title or an author the book already answers.
    matches = firstOf(isbnPosition, null);
    report.unmatched = [];
    report.notTogether = null;
  } else if (isbnPosition !== undefined && matches) {
    matches = firstOf(isbnPosition, matches);
  }

  // Without words that find books, the query's other parts answer alone: its ages (`filtered`), formats, ISBN, or
  // gift words (« cadeau » is every book). Nothing at all: no book.
  const answersAlone =
    filtered ||
    formatSets.length > 0 ||
    understood.parts.some((part) => part.kind === "reader") ||
    report.topicDropped.length > 0 ||
    (understood.topic === "" && topicWords.length === 0 && understood.parts.length > 0 && report.isbn === null);
  let positions: ArrayLike<number> = matches
    ? matches.positions
    : answersAlone
      ? everyPosition(snapshot.products.length)
      : new Uint32Array(0);
  if (formatSets.length > 0) {
    const kept =
      matches === null && formatSets.length === 1
        ? (formatSets[0] as { books: FormatBooks }).books.positions
        : filterPositions(positions, (position) => formatSets.some((set) => set.books.mask[position] === 1));
    if (kept.length > 0 || matches === null) {
      positions = kept;
      report.formats = formatSets.map((set) => set.format);
      if (matches) matches = restrictedTo(matches, kept);
    } else {
      // « BD dinosaures » and no comic about dinosaurs: the dinosaurs, said so.
      report.formatsDropped = formatSets.map((set) => set.format);
    }
  }
  return { positions, matches, report };
}

/**
 * The full-text matches of the topic's words, or null when the topic is empty. When no book holds every word, words
 * no book holds are let go of (said as `unmatched`), then the later words of those that never meet (`notTogether`).
 */
function topicMatches(
  snapshot: CatalogueSnapshot,
  words: readonly string[],
  report: SearchReport,
): SearchMatches | null {
  if (words.length === 0) return null;
  const search = snapshot.textSearch;
  const whole = search.search(words.join(" "));
  if (whole.length > 0) {
    report.approximate = whole.approximate;
    return whole;
  }
  if (words.length === 1) {
    report.unmatched = [...words];
    return whole;
  }
  const known = words.filter((word) => {
    const found = search.search(word).length > 0;
    if (!found) report.unmatched.push(word);
    return found;
  });
  const kept = [...known];
  let found = kept.length > 0 ? search.search(kept.join(" ")) : whole;
  while (found.length === 0 && kept.length > 1) {
    kept.pop();
    found = search.search(kept.join(" "));
  }
  if (kept.length < known.length) report.notTogether = { words: known, kept };
  report.approximate = found.length > 0 && found.approximate;
  // Every word found nothing: the search's other parts (ages, formats) answer alone, said so.
  return kept.length === 0 ? null : found;
}

let identity = new Uint32Array(0);

function everyPosition(count: number): Uint32Array {
  if (identity.length !== count) identity = Uint32Array.from({ length: count }, (_, i) => i);
  return identity;
}

function filterPositions(positions: ArrayLike<number>, keep: (position: number) => boolean): Uint32Array {
  const kept: number[] = [];
  for (let i = 0; i < positions.length; i++) {
    const position = positions[i] as number;
    if (keep(position)) kept.push(position);
  }
  return Uint32Array.from(kept);
}

/** `matches` with the book of an ISBN ranked first (and in the set, if the words did not find it). */
function firstOf(position: number, matches: SearchMatches | null): SearchMatches {
  const others = matches ? Array.from(matches.positions).filter((other) => other !== position) : [];
  const positions = Uint32Array.from([position, ...others].sort((a, b) => a - b));
  return derivedMatches(positions, [position], matches, () => true, false);
}

/** The matches restricted to some positions, ranked as before. */
function restrictedTo(matches: SearchMatches, kept: Uint32Array): SearchMatches {
  if (kept.length === matches.length) return matches;
  const wanted = new Set(kept);
  return derivedMatches(kept, [], matches, (position) => wanted.has(position), matches.approximate);
}

/** Matches ranked `head` first, then `base`'s ranking of the positions `keep` takes, extended as pages ask. */
function derivedMatches(
  positions: Uint32Array,
  head: readonly number[],
  base: SearchMatches | null,
  keep: (position: number) => boolean,
  approximate: boolean,
): SearchMatches {
  const ranking = [...head];
  const placed = new Set(head);
  let next = 0;
  const rankUpTo = (rank: number) => {
    while (ranking.length <= rank && base && next < base.length) {
      const position = base.at(next++);
      if (!placed.has(position) && keep(position)) ranking.push(position);
    }
  };
  return lazilyRanked(positions, approximate, ranking, rankUpTo);
}
