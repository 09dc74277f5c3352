import { catalogueSlots, type Slot } from "./book-kinds.ts";
import type { Random } from "./random.ts";
import { SUBJECT_FAMILIES, SUBJECT_LEXICON, type SubjectLexicon } from "./subjects-lexicon.ts";

/** docs/architecture.md §7: every age, theme, sub-category, school level and subject has at least this many books. */
export const MIN_BOOKS_PER_ENTRY = 20;
/** docs/product.md §9: the home page's Noël carousel draws from the first 50 products of the catalogue. */
export const HOME_CHRISTMAS_WINDOW = 50;
/** Share of the catalogue tagged Noël ("a few hundred" books at 3,200). */
export const CHRISTMAS_SHARE = 0.08;

const CHRISTMAS_LABEL = "Noël";

/** Where one book sits in the taxonomy; `subjects[0]` is the subject its title and text are about. */
export type BookPlan = { slot: Slot; subjects: SubjectLexicon[] };

/**
 * Decides the classification of every book, in catalogue order. Coverage is built in rather than hoped for: the
 * first books go round the slots (age × theme × sub-category or school level) with the least-used subject that suits
 * each, then any subject still short gets books of its own, and only then are books drawn at random with realistic
 * weights. With 57 slots and 37 subjects the covering part stays under 1,900 books, far below 3,200.
 */
export function planCatalogue(count: number, random: Random): BookPlan[] {
  const slots = catalogueSlots();
  const christmas = SUBJECT_LEXICON.find((subject) => subject.label === CHRISTMAS_LABEL);
  if (!christmas) throw new Error("the subject lexicon has no Noël entry");
  const slotCounts = slots.map(() => 0);
  const subjectCounts = new Map<SubjectLexicon, number>(SUBJECT_LEXICON.map((subject) => [subject, 0]));
  const subjectsBySlot = slots.map((slot) => SUBJECT_LEXICON.filter((subject) => suits(subject, slot)));
  const christmasTarget = Math.round(count * CHRISTMAS_SHARE);
  let christmasCount = 0;

  const plans: BookPlan[] = [];
  for (let index = 0; index < count; index++) {
    // One book in four among the first 50 is a Christmas book, so the home carousel always has 12 to show.
    const christmasForHome = index < HOME_CHRISTMAS_WINDOW && index % 4 === 1;
    const slotIndex = indexOfMin(slotCounts);
    let chosenSlot: number;
    let primary: SubjectLexicon;
    if ((slotCounts[slotIndex] ?? 0) < MIN_BOOKS_PER_ENTRY) {
      chosenSlot = slotIndex;
      primary = christmasForHome ? christmas : leastUsed(subjectsBySlot[slotIndex] ?? [], subjectCounts, random);
    } else {
      const shortSubject = SUBJECT_LEXICON.find((subject) => (subjectCounts.get(subject) ?? 0) < MIN_BOOKS_PER_ENTRY);
      if (shortSubject) {
        primary = shortSubject;
        chosenSlot = weightedIndex(slots, random, (slot) => suits(shortSubject, slot));
      } else {
        chosenSlot = weightedIndex(slots, random, () => true);
        const wantsChristmas =
          christmasForHome || random.chance((christmasTarget - christmasCount) / Math.max(1, count - index));
        const candidates = (subjectsBySlot[chosenSlot] ?? []).filter((subject) => subject !== christmas);
        primary = wantsChristmas || candidates.length === 0 ? christmas : random.weighted(candidates, (s) => s.weight);
      }
    }
    const slot = slots[chosenSlot] as Slot;
    const subjects = [primary];
    const secondary = secondSubject(subjectsBySlot[chosenSlot] ?? [], primary, christmas, random);
    if (secondary) subjects.push(secondary);

    slotCounts[chosenSlot] = (slotCounts[chosenSlot] ?? 0) + 1;
    for (const subject of subjects) subjectCounts.set(subject, (subjectCounts.get(subject) ?? 0) + 1);
    if (subjects.includes(christmas)) christmasCount++;
    plans.push({ slot, subjects });
  }
  return plans;
}

function suits(subject: SubjectLexicon, slot: Slot): boolean {
  const [youngest, oldest] = subject.ages;
  return subject.kinds.includes(slot.kind) && slot.ageIndex >= youngest && slot.ageIndex <= oldest;
}

function secondSubject(
  candidates: readonly SubjectLexicon[],
  primary: SubjectLexicon,
  christmas: SubjectLexicon,
  random: Random,
): SubjectLexicon | undefined {
  if (!random.chance(primary === christmas ? 0.5 : 0.3)) return undefined;
  const related = primary === christmas ? undefined : relatedLabels(primary.label);
  const others = candidates.filter(
    (subject) =>
      subject !== primary && subject !== christmas && subject.weight > 0 && (!related || related.has(subject.label)),
  );
  return others.length > 0 ? random.weighted(others, (subject) => subject.weight) : undefined;
}

const relatedCache = new Map<string, ReadonlySet<string>>();

function relatedLabels(label: string): ReadonlySet<string> {
  let related = relatedCache.get(label);
  if (!related) {
    related = new Set(SUBJECT_FAMILIES.filter((family) => family.includes(label)).flat());
    relatedCache.set(label, related);
  }
  return related;
}

function leastUsed(
  candidates: readonly SubjectLexicon[],
  counts: ReadonlyMap<SubjectLexicon, number>,
  random: Random,
): SubjectLexicon {
  let fewest = Number.POSITIVE_INFINITY;
  for (const subject of candidates) fewest = Math.min(fewest, counts.get(subject) ?? 0);
  return random.pick(candidates.filter((subject) => (counts.get(subject) ?? 0) === fewest));
}

function indexOfMin(values: readonly number[]): number {
  let best = 0;
  for (let i = 1; i < values.length; i++) if ((values[i] ?? 0) < (values[best] ?? 0)) best = i;
  return best;
}

function weightedIndex(slots: readonly Slot[], random: Random, allowed: (slot: Slot) => boolean): number {
  const indices = slots.map((_, index) => index).filter((index) => allowed(slots[index] as Slot));
  return random.weighted(indices, (index) => (slots[index] as Slot).weight);
}
