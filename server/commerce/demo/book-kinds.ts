import {
  ACTIVITY_SUBCATEGORIES,
  AGE_GROUPS,
  type AgeGroup,
  type TaxonomyEntry,
  THEMES,
  TODDLER_SUBCATEGORIES,
} from "../../../core/catalogue/taxonomy.ts";

/** The kind of book, which decides its theme tag, its format and how its title and text are written. */
export type BookKind = "toddler" | "tales" | "activities" | "docs" | "novels" | "comics";

export const KIND_THEME: Readonly<Record<BookKind, TaxonomyEntry>> = {
  toddler: THEMES.toddlers,
  tales: THEMES.tales,
  activities: THEMES.activities,
  docs: THEMES.documentaries,
  novels: THEMES.novels,
  comics: THEMES.comics,
};

/** A place in the taxonomy a book can occupy: an age, a kind, and the sub-category or school level if any. */
export type Slot = {
  ageIndex: number;
  age: AgeGroup;
  kind: BookKind;
  sub: TaxonomyEntry | undefined;
  /** Relative share of the catalogue once every slot has its minimum of books. */
  weight: number;
};

/** Every valid combination of age, theme and sub-level (docs/product.md §3: which themes each age lists). */
export function catalogueSlots(): Slot[] {
  const slots: Slot[] = [];
  AGE_GROUPS.forEach((age, ageIndex) => {
    const add = (kind: BookKind, sub: TaxonomyEntry | undefined, weight: number) =>
      slots.push({ ageIndex, age, kind, sub, weight });
    if (ageIndex === 0) {
      for (const sub of TODDLER_SUBCATEGORIES) add("toddler", sub, 2);
      return;
    }
    add("tales", undefined, ageIndex === 1 ? 8 : 6);
    add("docs", undefined, 4);
    for (const sub of ACTIVITY_SUBCATEGORIES) add("activities", sub, 0.6);
    for (const level of age.schoolLevels) add("novels", level, 2.5);
    if (ageIndex >= 2) add("comics", undefined, 2.5);
  });
  return slots;
}
