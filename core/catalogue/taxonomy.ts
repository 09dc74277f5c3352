import { slugify } from "./slug.ts";

/** An entry of the catalogue's classification: the tag carried by products and the slug used in URLs. */
export type TaxonomyEntry = { label: string; slug: string };

function entry(label: string, slug = slugify(label)): TaxonomyEntry {
  return { label, slug };
}

export const SCHOOL_LEVELS = ["CP", "CE1", "CE2", "CM1", "CM2", "6ème", "5ème+"].map((label) => entry(label));

export const TODDLER_SUBCATEGORIES = [
  "Livres à toucher",
  "Livres animés",
  "Imagiers",
  "Livres sonores",
  "Premières histoires",
  "Premiers documentaires",
  "Livres en tissus et pour le bain",
  "Premiers livres jeux",
  "Divers cartonnés",
].map((label) => entry(label));

export const ACTIVITY_SUBCATEGORIES = [
  "Dessins coloriages et peintures",
  "Puzzles et maquettes",
  "Gommettes et stickers",
  "Énigmes et escape games",
  "Divers livres d'activités",
  "Activités manuelles et origamis",
  "Cherche et trouve",
].map((label) => entry(label));

export const THEMES = {
  christmas: entry("Noël"),
  toddlers: entry("Tout-petits"),
  tales: entry("Contes et histoires"),
  activities: entry("Livres-jeux et d'activités"),
  documentaries: entry("Documentaires"),
  novels: entry("Romans"),
  comics: entry("Bandes dessinées"),
} as const;

/** Theme menu order of docs/product.md §2. */
export const THEME_LIST: readonly TaxonomyEntry[] = [
  THEMES.christmas,
  THEMES.toddlers,
  THEMES.tales,
  THEMES.activities,
  THEMES.documentaries,
  THEMES.novels,
  THEMES.comics,
];

/** Sub-levels of a theme, shown as its submenu and accepted as `?sub=`. */
export const THEME_SUBCATEGORIES: Readonly<Record<string, readonly TaxonomyEntry[]>> = {
  [THEMES.activities.slug]: ACTIVITY_SUBCATEGORIES,
  [THEMES.novels.slug]: SCHOOL_LEVELS,
  [THEMES.toddlers.slug]: TODDLER_SUBCATEGORIES,
};

export type AgeGroup = TaxonomyEntry & {
  /** Themes or sub-categories listed under this age (the `category` query of /age/{slug}). */
  categories: readonly TaxonomyEntry[];
  /** School levels of the Romans third level of the age menu. */
  schoolLevels: readonly TaxonomyEntry[];
};

const level = (label: string) => SCHOOL_LEVELS.find((l) => l.label === label) ?? entry(label);
const olderCategories = [THEMES.tales, THEMES.activities, THEMES.documentaries, THEMES.novels, THEMES.comics];

export const AGE_GROUPS: readonly AgeGroup[] = [
  { ...entry("0-4 ans"), categories: TODDLER_SUBCATEGORIES, schoolLevels: [] },
  {
    ...entry("4-6 ans"),
    categories: [THEMES.tales, THEMES.activities, THEMES.documentaries],
    schoolLevels: [],
  },
  { ...entry("6-8 ans"), categories: olderCategories, schoolLevels: ["CP", "CE1", "CE2"].map(level) },
  { ...entry("8-10 ans"), categories: olderCategories, schoolLevels: ["CE2", "CM1", "CM2"].map(level) },
  {
    ...entry("10 ans et +", "10-plus"),
    categories: olderCategories,
    schoolLevels: ["CM2", "6ème", "5ème+"].map(level),
  },
];

/** The 37 subjects of docs/product.md §3; the header menu shows all but Noël. */
export const SUBJECTS: readonly TaxonomyEntry[] = [
  "Animaux",
  "Avions",
  "Chevaux",
  "Contes classiques",
  "Corps Humain",
  "Dinosaures",
  "Disney",
  "Écologie",
  "Émotions",
  "Famille",
  "Ferme",
  "Formes & couleurs",
  "Imagiers",
  "Insectes",
  "Jardins",
  "L'école",
  "L'Histoire",
  "Licornes",
  "Mers & Océans",
  "Musique",
  "Nature & Forêt",
  "Noël",
  "Nombres & Chiffres",
  "Oiseaux",
  "Petit Ours Brun",
  "Réfléchir",
  "Saisons",
  "Savane et Jungle",
  "Sciences",
  "Sport",
  "Véhicules",
  "Fées & princesses",
  "L'art",
  "Cuisine",
  "Mythologie",
  "Pirates",
  "Terre",
].map((label) => entry(label));

export const MENU_SUBJECTS: readonly TaxonomyEntry[] = SUBJECTS.filter((s) => s.slug !== "noel");

export function ageBySlug(slug: string): AgeGroup | undefined {
  return AGE_GROUPS.find((age) => age.slug === slug);
}

export function themeBySlug(slug: string): TaxonomyEntry | undefined {
  return THEME_LIST.find((theme) => theme.slug === slug);
}

export function subjectBySlug(slug: string): TaxonomyEntry | undefined {
  return SUBJECTS.find((subject) => subject.slug === slug);
}

/** Entries whose URL slug is not the slug of their label ('10 ans et +' → '10-plus'). */
const SLUG_ALIASES = new Map(
  [...AGE_GROUPS, ...THEME_LIST, ...SUBJECTS, ...SCHOOL_LEVELS, ...TODDLER_SUBCATEGORIES, ...ACTIVITY_SUBCATEGORIES]
    .filter((entry) => slugify(entry.label) !== entry.slug)
    .map((entry) => [slugify(entry.label), entry.slug]),
);

/** The slug a product tag is filed under: its taxonomy entry's slug when it has one, else the slug of the label. */
export function tagSlug(label: string): string {
  const slug = slugify(label);
  return SLUG_ALIASES.get(slug) ?? slug;
}
