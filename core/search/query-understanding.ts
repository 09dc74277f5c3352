import { AGE_GROUPS, SCHOOL_LEVELS } from "../catalogue/taxonomy.ts";
import { foldText } from "../text/fold-text.ts";

/**
 * What a parent's search says besides its topic (decision 036): a child's age in any of the forms parents write, a
 * school year, a book format, an ISBN, and the gift and reader words (« cadeau », « pour ma nièce », « livre ») that
 * name no topic. One module, used by the search page, the header's suggestions, the chat assistant and the agents'
 * search, so that « cadeau fille 6 ans » means the same everywhere. Pure and browser-safe: no catalogue here; the
 * catalogue index decides which formats it holds (server/catalogue/search-plan.ts).
 */

export type AgeSlug = (typeof AGE_GROUPS)[number]["slug"];

/** A format the catalogue may carry, as tags (a theme, a sub-category) or product types, each by its slug. */
export type FormatEntry = { label: string; tags: readonly string[]; types: readonly string[] };

export type QueryPart =
  /** A child's age, or a range of ages, as the shop's age groups. */
  | { kind: "age"; words: string; ages: AgeSlug[] }
  /**
   * A school year: its age groups, the level tag of the novels when the catalogue has one, and `served` false for a
   * year the catalogue does not serve (lycée), answered with its nearest groups.
   */
  | { kind: "level"; words: string; ages: AgeSlug[]; level: string | null; served: boolean }
  | { kind: "format"; words: string; format: FormatEntry }
  | { kind: "isbn"; words: string; isbn13: string }
  /** Gift and reader words: never a filter, never a reason for a search to fail. `gendered`: « fille », « garçon ». */
  | { kind: "reader"; words: string; gendered: boolean }
  /** Little words (« pour », « de », « un ») that say nothing alone: dropped, and not shown. */
  | { kind: "filler"; words: string };

export type UnderstoodQuery = {
  /** The query as typed, trimmed. */
  text: string;
  parts: QueryPart[];
  /** The words left for the full-text search, as typed, in order. */
  topic: string;
  /** Every age group the ages and school years name, in the shop's order. */
  ages: AgeSlug[];
  /** Level tags of novels named by a school year. */
  levels: string[];
  /** The query without its ages and school years: what the search page keeps in `q` once the age facet holds them. */
  withoutAges: string;
};

type Token = { norm: string; start: number; end: number };

const AGE_ORDER: readonly AgeSlug[] = AGE_GROUPS.map((age) => age.slug as AgeSlug);
const LEVEL_SLUGS = new Set(SCHOOL_LEVELS.map((level) => level.slug));

/** Each age group's first age, read from its label (« 4-6 ans » → 4, « 10 ans et + » → 10): the taxonomy's own. */
const AGE_STARTS = AGE_GROUPS.map((age) => ({ slug: age.slug as AgeSlug, from: Number.parseInt(age.label, 10) }));

/**
 * The age group of a child of `years`: each group runs from its first age to the next group's first (« 4-6 ans » is
 * 4 and 5), so an age on a boundary goes to the group it opens: a child of 6 reads « 6-8 ans » (decision 036).
 */
export function ageOfYears(years: number): AgeSlug {
  let group = AGE_STARTS[0] as (typeof AGE_STARTS)[number];
  for (const age of AGE_STARTS) if (years >= age.from) group = age;
  return group.slug;
}

/** The oldest age a search takes for a child: beyond, « 30 ans » is not a reader's age. */
const MAX_CHILD_YEARS = 18;

/** Groups for the ages `from` to `to` included. */
function agesBetween(from: number, to: number): AgeSlug[] {
  const first = AGE_ORDER.indexOf(ageOfYears(Math.min(from, to)));
  const last = AGE_ORDER.indexOf(ageOfYears(Math.max(from, to)));
  return AGE_ORDER.slice(first, last + 1);
}

/** A range as parents and publishers write it: the shop's own (« 6-8 ans ») is its group; « 5-7 ans » is 5 and 6. */
function agesOfRange(from: number, to: number): AgeSlug[] {
  const own = AGE_GROUPS.find((age) => age.slug === `${from}-${to}-ans`);
  if (own) return [own.slug as AgeSlug];
  return agesBetween(from, to > from ? to - 1 : to);
}

/** A crude French singular, enough for the words below: « livres », « bandes », « cadeaux », « ados ». */
function singular(word: string): string {
  if (word.endsWith("eaux")) return word.slice(0, -1);
  if (word.length > 3 && (word.endsWith("s") || word.endsWith("x"))) return word.slice(0, -1);
  return word;
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const start = match.index;
    tokens.push({ norm: singular(foldText(match[0])), start, end: start + match[0].length });
  }
  return tokens;
}

type PhraseMeaning =
  | { kind: "age"; ages: AgeSlug[] }
  | { kind: "level"; ages: AgeSlug[]; level: string | null; served: boolean }
  | { kind: "format"; format: FormatEntry }
  | { kind: "reader"; gendered: boolean }
  | { kind: "filler" };

const level = (ages: AgeSlug[], tag: string | null): PhraseMeaning => ({
  kind: "level",
  ages,
  level: tag !== null && LEVEL_SLUGS.has(tag) ? tag : null,
  served: true,
});

const format = (label: string, tags: string[], types: string[]): PhraseMeaning => ({
  kind: "format",
  format: { label, tags, types },
});

/** Phrases, written naturally and folded as the query is; a phrase's words are matched in their singular. */
const PHRASES: ReadonlyArray<[readonly string[], PhraseMeaning]> = [
  // Ages said in words.
  [
    ["bebe", "nourrisson", "naissance", "tout petit", "toute petite", "petite enfance", "creche"],
    { kind: "age", ages: ["0-4-ans"] },
  ],
  [
    [
      "jeune lecteur",
      "jeune lectrice",
      "lecteur debutant",
      "lectrice debutante",
      "premier lecteur",
      "apprenti lecteur",
      "apprendre a lire",
      "apprentissage de la lecture",
    ],
    { kind: "age", ages: ["6-8-ans"] },
  ],
  [
    ["ado", "adolescent", "adolescente", "preado", "pre ado", "jeune ado", "teen", "teenager"],
    { kind: "age", ages: ["10-plus"] },
  ],
  // School years (decision 036: French school ages; the levels of the novels where the catalogue tags them).
  [["maternelle", "ecole maternelle"], level(["0-4-ans", "4-6-ans"], null)],
  [["petite section", "ps"], level(["0-4-ans"], null)],
  [["moyenne section", "ms", "grande section", "gs"], level(["4-6-ans"], null)],
  [["cp"], level(["6-8-ans"], "cp")],
  [["ce1"], level(["6-8-ans"], "ce1")],
  [["ce2"], level(["6-8-ans", "8-10-ans"], "ce2")],
  [["cm1"], level(["8-10-ans"], "cm1")],
  [["cm2"], level(["8-10-ans", "10-plus"], "cm2")],
  [["6e", "6eme", "sixieme"], level(["10-plus"], "6eme")],
  [["5e", "5eme", "cinquieme", "4e", "4eme", "quatrieme", "3e", "3eme", "troisieme"], level(["10-plus"], "5eme")],
  [["college", "collegien", "collegienne"], level(["10-plus"], null)],
  [["primaire", "ecole primaire", "elementaire"], level(["6-8-ans", "8-10-ans"], null)],
  [
    ["lycee", "lyceen", "lyceenne", "seconde", "terminale"],
    { kind: "level", ages: ["10-plus"], level: null, served: false },
  ],
  // Formats.
  [["bd", "bande dessinee", "manga", "comic"], format("Bandes dessinées", ["bandes-dessinees"], ["bande-dessinee"])],
  [["album", "album jeunesse"], format("Albums", [], ["album"])],
  [["roman"], format("Romans", ["romans"], ["roman"])],
  [
    ["premiere lecture", "premier roman", "je lis tout seul", "lire tout seul", "lecture seul"],
    format("Premières lectures", [], ["premiere-lecture"]),
  ],
  [
    ["documentaire", "doc", "livre documentaire"],
    format("Documentaires", ["documentaires", "premiers-documentaires"], ["documentaire"]),
  ],
  [["livre cartonne", "cartonne", "tout carton"], format("Livres cartonnés", ["divers-cartonnes"], ["livre-cartonne"])],
  [
    ["livre jeu", "livre jeux", "livre d activite", "cahier d activite", "livre activite", "activite"],
    format(
      "Livres-jeux et d'activités",
      ["livres-jeux-et-d-activites", "premiers-livres-jeux"],
      ["livre-jeu", "livre-d-activites"],
    ),
  ],
  [["imagier"], format("Imagiers", ["imagiers"], ["imagier"])],
  [["livre a toucher", "a toucher"], format("Livres à toucher", ["livres-a-toucher"], ["livre-a-toucher"])],
  [["livre anime", "pop up"], format("Livres animés", ["livres-animes"], ["livre-anime"])],
  [["livre sonore", "sonore"], format("Livres sonores", ["livres-sonores"], ["livre-sonore"])],
  [
    ["livre en tissu", "livre tissu", "livre de bain", "livre pour le bain", "livre bain"],
    format("Livres en tissu et de bain", ["livres-en-tissus-et-pour-le-bain"], ["livre-en-tissu", "livre-de-bain"]),
  ],
  // Gift and reader words.
  [
    ["fille", "fillette", "garcon", "petite fille", "petit fils", "niece", "neveu", "filleul", "filleule"],
    { kind: "reader", gendered: true },
  ],
  [
    [
      "cadeau",
      "offrir",
      "offert",
      "a offrir",
      "idee",
      "idee cadeau",
      "anniversaire",
      "enfant",
      "petit enfant",
      "fils",
      "bambin",
      "gamin",
      "gamine",
      "livre",
      "bouquin",
      "jeunesse",
      "occasion",
    ],
    { kind: "reader", gendered: false },
  ],
  // Little words that say nothing alone; the full-text search drops them too.
  [
    [
      "pour",
      "isbn",
      "ean",
      "les",
      "des",
      "aux",
      "mon",
      "ma",
      "me",
      "son",
      "sa",
      "se",
      "notre",
      "nos",
      "un",
      "une",
      "de",
      "du",
      "d",
      "le",
      "la",
      "l",
      "a",
      "au",
      "et",
      "ou",
      "qui",
      "an",
    ],
    { kind: "filler" },
  ],
];

type Matcher = { words: string[]; meaning: PhraseMeaning };

/** The phrases by their first word, longest first: « petite fille » before « fille », « livre cartonné » before « livre ». */
const MATCHERS = new Map<string, Matcher[]>();
for (const [phrases, meaning] of PHRASES) {
  for (const phrase of phrases) {
    const words = phrase.split(" ").map(singular);
    const first = words[0] as string;
    MATCHERS.set(first, [...(MATCHERS.get(first) ?? []), { words, meaning }]);
  }
}
for (const list of MATCHERS.values()) list.sort((a, b) => b.words.length - a.words.length);

const NUMBER = /^\d{1,2}$/;
const GLUED_AGE = /^(\d{1,2})(an|ans|mois)$/;

/**
 * Ages written with numbers at token `i`: « 6 ans », « 6ans », « 6-7 ans », « 6 à 8 ans », « 18 mois », « 10 ans et
 * + », « plus de 8 ans », « moins de 3 ans ». The number of tokens it covers and the groups, or null.
 */
function numericAge(tokens: readonly Token[], text: string, i: number): { length: number; ages: AgeSlug[] } | null {
  const at = (k: number) => tokens[i + k]?.norm;
  const unit = (word: string | undefined) =>
    word === "an" || word === "ans" ? "years" : word === "moi" ? "months" : null;
  const glued = GLUED_AGE.exec(at(0) ?? "");
  let years: number | null = null;
  let to: number | null = null;
  let length = 0;
  if (glued) {
    const n = Number(glued[1]);
    years = glued[2] === "mois" ? n / 12 : n;
    length = 1;
  } else if (NUMBER.test(at(0) ?? "")) {
    const n = Number(at(0));
    const joiner = at(1);
    if (unit(at(1)) === "years") {
      years = n;
      length = 2;
    } else if (unit(at(1)) === "months") {
      years = n / 12;
      length = 2;
    } else if (NUMBER.test(joiner ?? "") && unit(at(2)) === "years") {
      // « 6-7 ans », « 6/7 ans »: the separator is punctuation between the two numbers.
      years = n;
      to = Number(joiner);
      length = 3;
    } else if (
      (joiner === "a" || joiner === "ou" || joiner === "et") &&
      NUMBER.test(at(2) ?? "") &&
      unit(at(3)) === "years"
    ) {
      years = n;
      to = Number(at(2));
      length = 4;
    }
  }
  if (years === null || years > MAX_CHILD_YEARS || (to !== null && to > MAX_CHILD_YEARS)) return null;
  if (to !== null) return { length, ages: agesOfRange(years, to) };
  const before = foldText(text.slice(Math.max(0, (tokens[i]?.start ?? 0) - 12), tokens[i]?.start ?? 0));
  const after = foldText(text.slice(tokens[i + length - 1]?.end ?? 0, (tokens[i + length - 1]?.end ?? 0) + 9));
  if (/^\s*(\+|et\s*\+|et\s+plus\b)/.test(after) || /(plus de|\+)\s*$/.test(before)) {
    // « 8 ans et + », « plus de 8 ans »: every group from that age on.
    return {
      length: length + (/^\s*et\s+plus\b/.test(after) ? 2 : /^\s*et\b/.test(after) ? 1 : 0),
      ages: agesBetween(years, MAX_CHILD_YEARS),
    };
  }
  if (/moins de\s*$/.test(before)) return { length, ages: agesBetween(0, Math.max(0, Math.ceil(years) - 1)) };
  return { length, ages: [ageOfYears(Math.floor(years))] };
}

/** An ISBN-13 (978/979) or ISBN-10 from token `i`, dashes or spaces between its groups, checked by its key. */
function isbnAt(tokens: readonly Token[], text: string, i: number): { length: number; isbn13: string } | null {
  let digits = "";
  for (let k = i; k < tokens.length && k < i + 6; k++) {
    const token = tokens[k] as Token;
    if (k > i && !/^[\s-]*$/.test(text.slice((tokens[k - 1] as Token).end, token.start))) break;
    if (!/^(\d+x?|x)$/.test(token.norm)) break;
    digits += token.norm;
    if (digits.length === 13 && /^97[89]\d{10}$/.test(digits) && isbn13Valid(digits)) {
      return { length: k - i + 1, isbn13: digits };
    }
    if (digits.length === 10 && isbn10Valid(digits)) return { length: k - i + 1, isbn13: isbn10To13(digits) };
    if (digits.length > 13) break;
  }
  return null;
}

function isbn13Valid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < 13; i++) sum += Number(digits[i]) * (i % 2 === 0 ? 1 : 3);
  return sum % 10 === 0;
}

function isbn10Valid(digits: string): boolean {
  if (!/^\d{9}[\dx]$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += (digits[i] === "x" ? 10 : Number(digits[i])) * (10 - i);
  return sum % 11 === 0;
}

function isbn10To13(digits: string): string {
  const body = `978${digits.slice(0, 9)}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** The ISBN-13 a text names, or null: « 978-2-7404-4757-4 », « 9782740447574 », an ISBN-10 such as « 2-07-061275-X ». */
export function isbnOf(text: string): string | null {
  const tokens = tokenize(text);
  for (let i = 0; i < tokens.length; i++) {
    const found = isbnAt(tokens, text, i);
    if (found) return found.isbn13;
  }
  return null;
}

function phraseAt(tokens: readonly Token[], i: number): Matcher | null {
  for (const matcher of MATCHERS.get(tokens[i]?.norm ?? "") ?? []) {
    if (matcher.words.every((word, k) => tokens[i + k]?.norm === word)) return matcher;
  }
  return null;
}

/** Queries already read: one search reads its words several times (the age filter, the plan, the page's notes). */
const READ = new Map<string, UnderstoodQuery>();
const READ_MAX = 512;

/** Reads a parent's query: its ages, school years, formats, ISBN and gift words, and the words left for the topic. */
export function understandQuery(query: string): UnderstoodQuery {
  const known = READ.get(query);
  if (known) return known;
  const understood = readQuery(query);
  // Cleared when full, so any text a visitor types cannot grow it.
  if (READ.size >= READ_MAX) READ.clear();
  READ.set(query, understood);
  return understood;
}

function readQuery(query: string): UnderstoodQuery {
  const text = query.trim();
  const tokens = tokenize(text);
  const parts: QueryPart[] = [];
  const topicTokens: Token[] = [];
  const ageSpans: Array<[number, number]> = [];
  const wordsOf = (from: number, length: number) =>
    text.slice((tokens[from] as Token).start, (tokens[from + length - 1] as Token).end);
  for (let i = 0; i < tokens.length; ) {
    const isbn = isbnAt(tokens, text, i);
    if (isbn) {
      parts.push({ kind: "isbn", words: wordsOf(i, isbn.length), isbn13: isbn.isbn13 });
      i += isbn.length;
      continue;
    }
    const age = numericAge(tokens, text, i);
    if (age) {
      const length = Math.min(age.length, tokens.length - i);
      parts.push({ kind: "age", words: wordsOf(i, length), ages: age.ages });
      ageSpans.push([(tokens[i] as Token).start, (tokens[i + length - 1] as Token).end]);
      i += length;
      continue;
    }
    const matcher = phraseAt(tokens, i);
    if (!matcher) {
      topicTokens.push(tokens[i] as Token);
      i++;
      continue;
    }
    const words = wordsOf(i, matcher.words.length);
    const meaning = matcher.meaning;
    if (meaning.kind === "age" || meaning.kind === "level") {
      ageSpans.push([(tokens[i] as Token).start, (tokens[i + matcher.words.length - 1] as Token).end]);
    }
    parts.push({ ...meaning, words } as QueryPart);
    i += matcher.words.length;
  }
  const named = new Set<AgeSlug>();
  const levels: string[] = [];
  for (const part of parts) {
    if (part.kind === "age" || part.kind === "level") for (const age of part.ages) named.add(age);
    if (part.kind === "level" && part.level !== null && !levels.includes(part.level)) levels.push(part.level);
  }
  return {
    text,
    parts,
    topic: topicTokens.map((token) => text.slice(token.start, token.end)).join(" "),
    ages: AGE_ORDER.filter((age) => named.has(age)),
    levels,
    withoutAges: withoutSpans(text, ageSpans),
  };
}

/** The text with some spans cut out, and the little words left dangling before them (« pour un enfant de »). */
function withoutSpans(text: string, spans: ReadonlyArray<[number, number]>): string {
  let kept = "";
  let from = 0;
  for (const [start, end] of spans) {
    kept += `${text.slice(from, start).replace(/\b(de|d'|pour|a|à|dès|des|partir de|plus de|moins de)\s*$/i, "")} `;
    from = end;
  }
  kept += text.slice(from).replace(/^\s*(\+|et\s*\+|et\s+plus\b)/i, "");
  return kept.replace(/\s+/g, " ").trim();
}
