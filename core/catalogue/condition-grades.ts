import type { SelectedOption } from "./catalogue-types.ts";
import { slugify } from "./slug.ts";

/**
 * The shop's three grades of a copy (decision 019), best first. Never « neuf » in any of them: a reconditioned book
 * may not be called « état neuf », « comme neuf » or anything equivalent (décret n° 2022-190, Code de la
 * consommation R122-5).
 */
export const CONDITION_GRADES = [
  {
    slug: "tres-bon-etat",
    label: "Très bon état",
    giftable: true,
    summary: "Très peu de traces de lecture, ni nom ni gribouillage.",
    use: "Idéal pour offrir.",
  },
  {
    slug: "bon-etat",
    label: "Bon état",
    giftable: false,
    summary: "Traces de lecture visibles, un prénom possible en page de garde, aucun gribouillage.",
    use: "Parfait pour lire à la maison ; pour offrir, préférez le très bon état.",
  },
  {
    slug: "etat-correct",
    label: "État correct",
    giftable: false,
    summary: "Bien lu et marqué par l'usage, mais complet et lisible.",
    use: "Pour lire et relire à la maison ou à l'école, pas pour offrir.",
  },
] as const;

export type ConditionGrade = (typeof CONDITION_GRADES)[number];
export type GradeSlug = ConditionGrade["slug"];

export const GRADE_SLUGS = CONDITION_GRADES.map((grade) => grade.slug) as [GradeSlug, ...GradeSlug[]];

/** The page that explains the grades; each grade has its own anchor there. */
export const GRADES_PAGE_PATH = "/etats-des-livres";

export function gradeHref(grade: ConditionGrade): string {
  return `${GRADES_PAGE_PATH}#${grade.slug}`;
}

/** A variant option carries the grade when Shopify's owner named it `État` or `Condition`, in any case or accent. */
const GRADE_OPTION_NAMES = new Set(["etat", "condition"]);

export function isGradeOption(name: string): boolean {
  return GRADE_OPTION_NAMES.has(slugify(name));
}

/**
 * Values a store may already use, French or English, folded to slugs. The forbidden « comme neuf » family and
 * English « like new » become the top grade: the owner's best copies, under words the law allows.
 */
const GRADE_BY_VALUE: ReadonlyMap<string, GradeSlug> = new Map([
  ...["tres-bon-etat", "tres-bon", "excellent-etat", "excellent", "parfait-etat", "comme-neuf", "etat-neuf"].map(
    (value) => [value, "tres-bon-etat"] as const,
  ),
  ...["very-good", "like-new", "as-new", "excellent-condition", "very-good-condition"].map(
    (value) => [value, "tres-bon-etat"] as const,
  ),
  ...["bon-etat", "bon", "good", "good-condition"].map((value) => [value, "bon-etat"] as const),
  ...["etat-correct", "correct", "etat-moyen", "moyen", "passable", "acceptable", "fair", "fair-condition"].map(
    (value) => [value, "etat-correct"] as const,
  ),
]);

export function gradeBySlug(slug: string): ConditionGrade | null {
  return CONDITION_GRADES.find((grade) => grade.slug === slug) ?? null;
}

/** The grade a store's value names, or null for a value of its own (shown as given, outside the scale). */
export function gradeOfValue(value: string): ConditionGrade | null {
  const slug = GRADE_BY_VALUE.get(slugify(value));
  return slug ? gradeBySlug(slug) : null;
}

/** The grade of a copy from its options, or null when it has none we know. */
export function gradeOfOptions(selectedOptions: readonly SelectedOption[]): ConditionGrade | null {
  const option = selectedOptions.find((candidate) => isGradeOption(candidate.name));
  return option ? gradeOfValue(option.value) : null;
}

/** How an option's value is written in the shop: a known grade in the shop's own words, anything else as given. */
export function optionValueLabel(option: SelectedOption): string {
  return (isGradeOption(option.name) ? gradeOfValue(option.value)?.label : undefined) ?? option.value;
}

/** The grades a product's options name, in the scale's order (best first), each once. */
export function gradesOfOptions(options: ReadonlyArray<{ name: string; values: readonly string[] }>): GradeSlug[] {
  const found = new Set<GradeSlug>();
  for (const option of options) {
    if (!isGradeOption(option.name)) continue;
    for (const value of option.values) {
      const grade = gradeOfValue(value);
      if (grade) found.add(grade.slug);
    }
  }
  return GRADE_SLUGS.filter((slug) => found.has(slug));
}
