import type { Slot } from "./book-kinds.ts";
import type { Random } from "./random.ts";
import type { SubjectLexicon } from "./subjects-lexicon.ts";

/** The product type: what the book physically is, which also fixes its size, weight and price range. */
export type BookFormat =
  | "Livre à toucher"
  | "Livre animé"
  | "Imagier"
  | "Livre sonore"
  | "Livre cartonné"
  | "Livre en tissu"
  | "Livre de bain"
  | "Livre-jeu"
  | "Album"
  | "Recueil de contes"
  | "Livre d'activités"
  | "Documentaire"
  | "Première lecture"
  | "Roman"
  | "Bande dessinée";

type Range = readonly [number, number];

type FormatProfile = {
  pages: Range;
  pageStep: number;
  height: Range;
  width: Range;
  /** Paper or board weight in g/m², per leaf (two pages). */
  leafGsm: number;
  coverGrams: number;
  /** Thickness added by one page, in cm, plus the cover's. */
  cmPerPage: number;
  coverCm: number;
  /** Whole euros before the .90/.50/.00 ending. */
  euros: Range;
};

const BOARD: FormatProfile = {
  pages: [10, 24],
  pageStep: 2,
  height: [15, 21],
  width: [15, 20],
  leafGsm: 1100,
  coverGrams: 0,
  cmPerPage: 0.09,
  coverCm: 0.2,
  euros: [2, 8],
};

const PROFILES: Readonly<Record<BookFormat, FormatProfile>> = {
  "Livre à toucher": { ...BOARD, euros: [3, 10] },
  "Livre animé": { ...BOARD, euros: [4, 13] },
  Imagier: { ...BOARD, pages: [16, 48], height: [18, 27], width: [16, 22], euros: [3, 11] },
  "Livre sonore": { ...BOARD, euros: [6, 19] },
  "Livre cartonné": BOARD,
  "Livre en tissu": { ...BOARD, pages: [6, 10], leafGsm: 700, cmPerPage: 0.35, euros: [3, 9] },
  "Livre de bain": { ...BOARD, pages: [6, 10], leafGsm: 500, cmPerPage: 0.3, euros: [2, 7] },
  "Livre-jeu": {
    pages: [24, 64],
    pageStep: 8,
    height: [24, 31],
    width: [20, 24],
    leafGsm: 140,
    coverGrams: 120,
    cmPerPage: 0.012,
    coverCm: 0.3,
    euros: [3, 12],
  },
  Album: {
    pages: [24, 48],
    pageStep: 8,
    height: [21, 30],
    width: [19, 27],
    leafGsm: 150,
    coverGrams: 150,
    cmPerPage: 0.012,
    coverCm: 0.3,
    euros: [3, 12],
  },
  "Recueil de contes": {
    pages: [64, 192],
    pageStep: 16,
    height: [24, 30],
    width: [19, 24],
    leafGsm: 120,
    coverGrams: 180,
    cmPerPage: 0.01,
    coverCm: 0.4,
    euros: [5, 16],
  },
  "Livre d'activités": {
    pages: [24, 96],
    pageStep: 8,
    height: [26, 30],
    width: [20, 22],
    leafGsm: 110,
    coverGrams: 60,
    cmPerPage: 0.01,
    coverCm: 0.1,
    euros: [1, 8],
  },
  Documentaire: {
    pages: [32, 128],
    pageStep: 16,
    height: [22, 31],
    width: [19, 25],
    leafGsm: 130,
    coverGrams: 160,
    cmPerPage: 0.011,
    coverCm: 0.4,
    euros: [4, 15],
  },
  "Première lecture": {
    pages: [32, 64],
    pageStep: 8,
    height: [18, 20],
    width: [12, 14],
    leafGsm: 90,
    coverGrams: 20,
    cmPerPage: 0.008,
    coverCm: 0.1,
    euros: [1, 5],
  },
  Roman: {
    pages: [64, 320],
    pageStep: 16,
    height: [17, 21.5],
    width: [11, 14.5],
    leafGsm: 70,
    coverGrams: 25,
    cmPerPage: 0.0065,
    coverCm: 0.1,
    euros: [1, 7],
  },
  "Bande dessinée": {
    pages: [32, 64],
    pageStep: 8,
    height: [27, 30],
    width: [21, 23],
    leafGsm: 130,
    coverGrams: 160,
    cmPerPage: 0.012,
    coverCm: 0.3,
    euros: [3, 11],
  },
};

const TODDLER_FORMATS: Readonly<Record<string, readonly BookFormat[]>> = {
  "Livres à toucher": ["Livre à toucher"],
  "Livres animés": ["Livre animé"],
  Imagiers: ["Imagier"],
  "Livres sonores": ["Livre sonore"],
  "Premières histoires": ["Livre cartonné"],
  "Premiers documentaires": ["Livre cartonné"],
  "Livres en tissus et pour le bain": ["Livre en tissu", "Livre de bain"],
  "Premiers livres jeux": ["Livre-jeu"],
  "Divers cartonnés": ["Livre cartonné"],
};

export function formatOf(slot: Slot, subject: SubjectLexicon, random: Random): BookFormat {
  switch (slot.kind) {
    case "toddler":
      return random.pick(TODDLER_FORMATS[slot.sub?.label ?? ""] ?? ["Livre cartonné"]);
    case "tales":
      return subject.label === "Contes classiques" && slot.ageIndex >= 2 && random.chance(0.4)
        ? "Recueil de contes"
        : "Album";
    case "activities":
      return slot.sub?.label === "Cherche et trouve" || slot.sub?.label === "Énigmes et escape games"
        ? "Livre-jeu"
        : "Livre d'activités";
    case "docs":
      return "Documentaire";
    case "novels":
      return slot.sub?.label === "CP" || slot.sub?.label === "CE1" ? "Première lecture" : "Roman";
    case "comics":
      return "Bande dessinée";
  }
}

export type PhysicalBook = { pages: number; heightCm: number; widthCm: number; thicknessCm: number; grams: number };

export function physicalOf(format: BookFormat, random: Random): PhysicalBook {
  const profile = PROFILES[format];
  const [fewest, most] = profile.pages;
  const pages = fewest + profile.pageStep * random.int(0, Math.floor((most - fewest) / profile.pageStep));
  const heightCm = halfCentimetres(profile.height, random);
  const widthCm = Math.min(heightCm, halfCentimetres(profile.width, random));
  const thicknessCm = Math.max(0.2, Math.round((pages * profile.cmPerPage + profile.coverCm) * 10) / 10);
  const leafSquareMetres = (heightCm * widthCm) / 10_000;
  const rawGrams = leafSquareMetres * (pages / 2) * profile.leafGsm + profile.coverGrams;
  // Rounded to 10 g so "Poids : 0,29 kg" in the description and the variant's 290 g say the same thing.
  const grams = Math.max(50, Math.round(rawGrams / 10) * 10);
  return { pages, heightCm, widthCm, thicknessCm, grams };
}

export const MIN_PRICE_EUR = 1.9;
export const MAX_PRICE_EUR = 19.9;

/** A price in EUR as the database stores it ("12.50"), ending in .90, .50 or .00 like a shop's labels. */
export function priceOf(format: BookFormat, random: Random): string {
  const [lowest, highest] = PROFILES[format].euros;
  const ending = random.weighted([0.9, 0.5, 0], (cents) => (cents === 0.9 ? 6 : cents === 0.5 ? 2.5 : 1.5));
  return clampPrice(random.int(lowest, highest) + ending);
}

export function clampPrice(amount: number): string {
  return Math.min(MAX_PRICE_EUR, Math.max(MIN_PRICE_EUR, amount)).toFixed(2);
}

function halfCentimetres([lowest, highest]: Range, random: Random): number {
  return lowest + 0.5 * random.int(0, Math.round((highest - lowest) * 2));
}
