import type { BookKind } from "./book-kinds.ts";

export type DemoCollection = {
  name: string;
  kinds: readonly BookKind[];
  /** A licensed character's collection holds only books on that subject. */
  subject?: string;
};

export type DemoPublisher = {
  name: string;
  /** ISBN publisher prefix after 978-2; no prefix starts another, so ISBNs never collide across publishers. */
  isbnPrefix: string;
  kinds: readonly BookKind[];
  /** Relative share of the catalogue among publishers of the same kind of book. */
  weight: number;
  collections: readonly DemoCollection[];
};

const ALL: readonly BookKind[] = ["toddler", "tales", "activities", "docs", "novels", "comics"];

/** About 40 French children's publishers, with collections shared by several of their books. */
export const DEMO_PUBLISHERS: readonly DemoPublisher[] = [
  {
    name: "Gallimard Jeunesse",
    isbnPrefix: "07",
    kinds: ALL,
    weight: 6,
    collections: [
      { name: "Mes premières découvertes", kinds: ["docs", "toddler"] },
      { name: "Folio Cadet", kinds: ["novels"] },
      { name: "Folio Junior", kinds: ["novels"] },
      { name: "L'heure des histoires", kinds: ["tales"] },
    ],
  },
  {
    name: "L'École des loisirs",
    isbnPrefix: "211",
    kinds: ["toddler", "tales", "novels", "comics"],
    weight: 6,
    collections: [
      { name: "Loulou & Cie", kinds: ["toddler"] },
      { name: "Lutin poche", kinds: ["tales"] },
      { name: "Mouche", kinds: ["novels"] },
      // Not « Neuf », the publisher's real collection for 9-12: « neuf » beside a reconditioned book is what décret
      // n° 2022-190 asks to avoid.
      { name: "Médium", kinds: ["novels"] },
    ],
  },
  {
    name: "Nathan",
    isbnPrefix: "09",
    kinds: ALL,
    weight: 6,
    collections: [
      { name: "Kididoc", kinds: ["docs", "toddler"] },
      { name: "Premières lectures", kinds: ["novels"] },
      { name: "Mes années pourquoi", kinds: ["docs"] },
    ],
  },
  {
    name: "Milan",
    isbnPrefix: "7459",
    kinds: ["toddler", "tales", "activities", "docs", "novels"],
    weight: 5,
    collections: [
      { name: "Mes p'tits docs", kinds: ["docs"] },
      { name: "Milan Poche Cadet", kinds: ["novels"] },
      { name: "Mes docs animés", kinds: ["toddler"] },
    ],
  },
  {
    name: "Bayard Jeunesse",
    isbnPrefix: "7470",
    kinds: ["toddler", "tales", "activities", "docs", "novels", "comics"],
    weight: 5,
    collections: [
      { name: "J'aime lire", kinds: ["novels"] },
      { name: "Les belles histoires", kinds: ["tales"] },
      { name: "Petit Ours Brun", kinds: ["toddler", "tales", "activities"], subject: "Petit Ours Brun" },
      { name: "Images Doc", kinds: ["docs"] },
    ],
  },
  {
    name: "Flammarion Jeunesse",
    isbnPrefix: "08",
    kinds: ["tales", "docs", "novels"],
    weight: 5,
    collections: [
      { name: "Père Castor", kinds: ["tales"] },
      { name: "Castor Poche", kinds: ["novels"] },
    ],
  },
  {
    name: "Casterman",
    isbnPrefix: "203",
    kinds: ["tales", "docs", "novels", "comics"],
    weight: 4,
    collections: [
      { name: "Les Albums Casterman", kinds: ["tales"] },
      { name: "Casterman Cadet", kinds: ["novels"] },
    ],
  },
  {
    name: "Hachette Jeunesse",
    isbnPrefix: "01",
    kinds: ALL,
    weight: 6,
    collections: [
      { name: "Bibliothèque rose", kinds: ["novels"] },
      { name: "Bibliothèque verte", kinds: ["novels"] },
      { name: "Les grands classiques Disney", kinds: ["tales"], subject: "Disney" },
    ],
  },
  {
    name: "Auzou",
    isbnPrefix: "7338",
    kinds: ["toddler", "tales", "activities", "docs"],
    weight: 4,
    collections: [
      { name: "Mes p'tits contes", kinds: ["tales"] },
      { name: "Mon imagier sonore", kinds: ["toddler"] },
    ],
  },
  {
    name: "Fleurus",
    isbnPrefix: "215",
    kinds: ["toddler", "tales", "activities", "docs"],
    weight: 4,
    collections: [
      { name: "La grande imagerie", kinds: ["docs"] },
      { name: "Mes activités créatives", kinds: ["activities"] },
    ],
  },
  {
    name: "Usborne",
    isbnPrefix: "7460",
    kinds: ["toddler", "activities", "docs"],
    weight: 4,
    collections: [
      { name: "Les tout-doux Usborne", kinds: ["toddler"] },
      { name: "Premiers autocollants", kinds: ["activities"] },
    ],
  },
  {
    name: "Larousse Jeunesse",
    isbnPrefix: "03",
    kinds: ["toddler", "activities", "docs"],
    weight: 3,
    collections: [{ name: "Mes petites encyclopédies", kinds: ["docs"] }],
  },
  {
    name: "Pocket Jeunesse",
    isbnPrefix: "266",
    kinds: ["novels"],
    weight: 3,
    collections: [{ name: "Pocket Junior", kinds: ["novels"] }],
  },
  {
    name: "Albin Michel Jeunesse",
    isbnPrefix: "226",
    kinds: ["tales", "docs", "novels"],
    weight: 3,
    collections: [{ name: "Histoires du soir", kinds: ["tales"] }],
  },
  {
    name: "Actes Sud Junior",
    isbnPrefix: "7427",
    kinds: ["tales", "docs", "novels"],
    weight: 2,
    collections: [{ name: "À petits pas", kinds: ["docs"] }],
  },
  {
    name: "Rageot",
    isbnPrefix: "7002",
    kinds: ["novels"],
    weight: 3,
    collections: [
      { name: "Rageot Romans", kinds: ["novels"] },
      { name: "Heure noire", kinds: ["novels"] },
    ],
  },
  {
    name: "Syros",
    isbnPrefix: "7485",
    kinds: ["docs", "novels"],
    weight: 2,
    collections: [{ name: "Mini Syros", kinds: ["novels"] }],
  },
  {
    name: "Thierry Magnier",
    isbnPrefix: "8442",
    kinds: ["tales", "novels"],
    weight: 2,
    collections: [{ name: "Petite poche", kinds: ["novels"] }],
  },
  {
    name: "Didier Jeunesse",
    isbnPrefix: "278",
    kinds: ["toddler", "tales"],
    weight: 3,
    collections: [
      { name: "Pirouette", kinds: ["toddler"] },
      { name: "Contes du monde", kinds: ["tales"] },
    ],
  },
  {
    name: "Sarbacane",
    isbnPrefix: "8486",
    kinds: ["tales", "novels", "comics"],
    weight: 2,
    collections: [{ name: "Pépix", kinds: ["novels"] }],
  },
  { name: "Hélium", isbnPrefix: "3300", kinds: ["tales", "activities", "docs"], weight: 2, collections: [] },
  {
    name: "Mango Jeunesse",
    isbnPrefix: "7404",
    kinds: ["toddler", "activities", "docs"],
    weight: 2,
    collections: [{ name: "Qui es-tu ?", kinds: ["docs"] }],
  },
  {
    name: "Lito",
    isbnPrefix: "244",
    kinds: ["toddler", "activities"],
    weight: 3,
    collections: [{ name: "Mes petits livres à toucher", kinds: ["toddler"] }],
  },
  {
    name: "Deux Coqs d'Or",
    isbnPrefix: "7192",
    kinds: ["toddler", "tales"],
    weight: 2,
    collections: [{ name: "Mes petits contes", kinds: ["tales", "toddler"] }],
  },
  {
    name: "Grund",
    isbnPrefix: "324",
    kinds: ["activities", "docs"],
    weight: 2,
    collections: [{ name: "Mon grand atlas", kinds: ["docs"] }],
  },
  {
    name: "Play Bac",
    isbnPrefix: "8096",
    kinds: ["activities", "docs"],
    weight: 2,
    collections: [
      { name: "Les Incollables", kinds: ["activities"] },
      { name: "Ma petite encyclopédie", kinds: ["docs"] },
    ],
  },
  {
    name: "Dupuis",
    isbnPrefix: "8001",
    kinds: ["comics"],
    weight: 3,
    collections: [{ name: "Punaise", kinds: ["comics"] }],
  },
  { name: "Dargaud", isbnPrefix: "205", kinds: ["comics"], weight: 2, collections: [] },
  {
    name: "Glénat Jeunesse",
    isbnPrefix: "344",
    kinds: ["novels", "comics"],
    weight: 2,
    collections: [{ name: "Tchô !", kinds: ["comics"] }],
  },
  { name: "Le Lombard", isbnPrefix: "8036", kinds: ["comics"], weight: 2, collections: [] },
  {
    name: "Delcourt Jeunesse",
    isbnPrefix: "7560",
    kinds: ["comics"],
    weight: 2,
    collections: [{ name: "Les Petits Héros", kinds: ["comics"] }],
  },
  { name: "Kaléidoscope", isbnPrefix: "8776", kinds: ["tales"], weight: 2, collections: [] },
  {
    name: "Seuil Jeunesse",
    isbnPrefix: "02",
    kinds: ["tales", "docs"],
    weight: 2,
    collections: [{ name: "Les petits philosophes", kinds: ["docs"] }],
  },
  {
    name: "Rue du monde",
    isbnPrefix: "8450",
    kinds: ["tales", "docs"],
    weight: 1,
    collections: [{ name: "Pas comme les autres", kinds: ["tales"] }],
  },
  { name: "Circonflexe", isbnPrefix: "8783", kinds: ["tales", "docs"], weight: 1, collections: [] },
  {
    name: "Tourbillon",
    isbnPrefix: "8480",
    kinds: ["toddler", "activities", "docs"],
    weight: 2,
    collections: [{ name: "Exploradoc", kinds: ["docs"] }],
  },
  {
    name: "Piccolia",
    isbnPrefix: "7530",
    kinds: ["toddler", "activities"],
    weight: 2,
    collections: [{ name: "Mes premiers coloriages", kinds: ["activities"] }],
  },
  {
    name: "Magnard Jeunesse",
    isbnPrefix: "210",
    kinds: ["docs", "novels"],
    weight: 2,
    collections: [{ name: "Que d'histoires !", kinds: ["novels"] }],
  },
  {
    name: "La Martinière Jeunesse",
    isbnPrefix: "7324",
    kinds: ["tales", "docs"],
    weight: 2,
    collections: [{ name: "Docs à la loupe", kinds: ["docs"] }],
  },
  {
    name: "Little Urban",
    isbnPrefix: "3740",
    kinds: ["toddler", "tales"],
    weight: 1,
    collections: [{ name: "Mes premiers Little Urban", kinds: ["toddler"] }],
  },
];
