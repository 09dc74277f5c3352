import { type ListingParams, listingSearch } from "../../../core/catalogue/listing-params.ts";
import { AGE_GROUPS, SCHOOL_LEVELS } from "../../../core/catalogue/taxonomy.ts";
import { SEARCH_MESSAGES } from "../../../core/messages/search.ts";
import type { ListingSearch } from "../../../server/catalogue/listing.ts";

/** One thing the search understood, shown as a chip whose link undoes it. */
export type SearchChip = { label: string; href: string; removeLabel: string };

/** How the search page says it read the words (decision 036): plainly, each part reversible, without JavaScript. */
export type SearchSummary = {
  chips: SearchChip[];
  notes: string[];
  /** The books shown are near spellings of a name the catalogue lacks: suggestions, not results. */
  approximate: boolean;
  /** Some words found nothing and were let go of: the parent did not find what was asked (the owner's demand). */
  missed: boolean;
  /** Some book the page lists, on any of its pages, is for sale: nothing to propose instead. */
  someForSale: boolean;
};

const ageLabel = (slug: string) => AGE_GROUPS.find((age) => age.slug === slug)?.label ?? slug;
const levelLabel = (slug: string) => SCHOOL_LEVELS.find((level) => level.slug === slug)?.label ?? slug;

/** The text without the first occurrence of some words (a format's, to undo it). */
function withoutWords(text: string, words: string): string {
  const at = text.toLowerCase().indexOf(words.toLowerCase());
  if (at < 0) return text;
  return `${text.slice(0, at)} ${text.slice(at + words.length)}`.replace(/\s+/g, " ").trim();
}

export function summarizeSearch({ typed, report, params, forSale }: ListingSearch, path: string): SearchSummary {
  const href = (changed: Partial<ListingParams>) => {
    const search = listingSearch({ ...params, ...changed, page: 1 }).toString();
    return search ? `${path}?${search}` : path;
  };
  const chips: SearchChip[] = [
    ...params.ages.map((age) => {
      const label = SEARCH_MESSAGES.ageChip(ageLabel(age));
      return {
        label,
        removeLabel: SEARCH_MESSAGES.removeFilter(label),
        href: href({ ages: params.ages.filter((a) => a !== age) }),
      };
    }),
    ...params.levels.map((level) => {
      const label = SEARCH_MESSAGES.levelChip(levelLabel(level));
      return {
        label,
        removeLabel: SEARCH_MESSAGES.removeFilter(label),
        href: href({ levels: params.levels.filter((l) => l !== level) }),
      };
    }),
    ...report.formats.map((format) => {
      const words = report.understood.parts.find(
        (part) => part.kind === "format" && part.format.label === format.label,
      )?.words;
      return {
        label: format.label,
        removeLabel: SEARCH_MESSAGES.removeFilter(format.label),
        href: href({ q: words ? withoutWords(params.q, words) : params.q }),
      };
    }),
  ];
  const ages = params.ages.map(ageLabel);
  const within = [
    report.formats.length > 0 ? `du rayon ${report.formats.map((format) => format.label).join(" ou ")}` : "",
    ages.length > 0 ? `pour ${ages.join(" ou ")}` : "",
  ]
    .filter(Boolean)
    .join(" ");
  const notes: string[] = [];
  const parts = report.understood.parts;
  const gendered = parts.flatMap((part) => (part.kind === "reader" && part.gendered ? [part.words] : []));
  if (gendered.length > 0) notes.push(SEARCH_MESSAGES.gendered(gendered, ages.length > 0));
  const gifts = parts.flatMap((part) => (part.kind === "reader" && !part.gendered ? [part.words] : []));
  const onlyGift = report.understood.topic === "" && within === "" && report.isbn === null && gendered.length === 0;
  if (gifts.length > 0 && onlyGift) notes.push(SEARCH_MESSAGES.giftOnly(gifts));
  // School years left the words for the age filter: read from the query as typed.
  for (const part of typed.parts) {
    if (part.kind === "level" && !part.served) {
      notes.push(SEARCH_MESSAGES.levelNotServed(part.words, ages.join(" ou ")));
    }
  }
  if (report.isbn) {
    notes.push(
      report.isbn.found
        ? SEARCH_MESSAGES.isbnFound(report.isbn.isbn13)
        : SEARCH_MESSAGES.isbnMissing(report.isbn.isbn13),
    );
  }
  if (report.unmatched.length > 0) {
    const others = report.unmatched.length < report.understood.topic.split(" ").length;
    const instead = others ? SEARCH_MESSAGES.insteadOthers : within ? SEARCH_MESSAGES.insteadFilters(within) : "";
    if (instead) notes.push(SEARCH_MESSAGES.unmatched(report.unmatched, instead));
  }
  if (report.notTogether) notes.push(SEARCH_MESSAGES.notTogether(report.notTogether.words, report.notTogether.kept));
  if (report.topicDropped.length > 0 && within) notes.push(SEARCH_MESSAGES.topicDropped(report.topicDropped, within));
  if (report.agesInstead) {
    notes.push(
      SEARCH_MESSAGES.agesInstead(
        report.understood.topic,
        report.agesInstead.asked.map(ageLabel).join(" ou "),
        report.agesInstead.shown.map(ageLabel).join(" ou "),
      ),
    );
  }
  for (const format of report.formatsDropped)
    notes.push(SEARCH_MESSAGES.formatDropped(format.label, report.understood.topic));
  if (report.approximate) notes.push(SEARCH_MESSAGES.approximate(report.understood.topic));
  const missed =
    report.approximate ||
    report.unmatched.length > 0 ||
    report.topicDropped.length > 0 ||
    report.agesInstead !== null ||
    report.formatsDropped.length > 0 ||
    report.isbn?.found === false;
  return { chips, notes, approximate: report.approximate, missed, someForSale: forSale };
}
