import { CONDITION_GRADES, type ConditionGrade, type GradeSlug } from "../../../core/catalogue/condition-grades.ts";
import { slugify } from "../../../core/catalogue/slug.ts";
import type { ImageInput, ProductInput, VariantInput } from "../catalogue-writer.ts";
import { type BookFormat, formatOf, MIN_PRICE_EUR, type PhysicalBook, physicalOf, priceOf } from "./book-format.ts";
import { KIND_THEME } from "./book-kinds.ts";
import { type BookStory, writeBook } from "./book-text.ts";
import { type BookPlan, planCatalogue } from "./catalogue-plan.ts";
import { frenchDecimal } from "./french.ts";
import { frenchIsbn, type Isbn } from "./isbn.ts";
import { DEMO_PUBLISHERS, type DemoPublisher } from "./publishers.ts";
import { createRandom, type Random } from "./random.ts";
import type { SubjectLexicon } from "./subjects-lexicon.ts";

export { DEMO_PUBLISHERS, type DemoPublisher } from "./publishers.ts";

export const DEFAULT_DEMO_SEED = 20_250_701;
export const COVER_WIDTH = 600;
export const COVER_HEIGHT = 800;

export type DemoCatalogueOptions = { count: number; seed?: number | undefined };

/** The option that carries a copy's grade (decision 019), named as a Shopify owner would name it. */
const GRADE_OPTION = "État";
/** Share of titles offered as two or three copies in different grades (issue 24: at least one title in ten). */
const SEVERAL_COPIES_SHARE = 0.14;
/** A single copy's grade: mostly very good, as the shop selects its books. */
const SINGLE_GRADE_WEIGHTS: Readonly<Record<GradeSlug, number>> = {
  "tres-bon-etat": 60,
  "bon-etat": 30,
  "etat-correct": 10,
};
/**
 * How much less than a very good copy each grade costs, in whole euros (a range drawn from): the ranges do not
 * overlap, so a lower grade always costs less, and the price keeps its ending (mostly ,90).
 */
const GRADE_DISCOUNT_EUROS: Readonly<Record<GradeSlug, readonly [number, number]>> = {
  "tres-bon-etat": [0, 0],
  "bon-etat": [1, 2],
  "etat-correct": [3, 4],
};

/**
 * The demo catalogue (docs/architecture.md §7): `count` books, always the same for the same count and seed, in the order they
 * should enter the catalogue (the home page reads the first 50).
 */
export function generateDemoCatalogue({ count, seed = DEFAULT_DEMO_SEED }: DemoCatalogueOptions): ProductInput[] {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`count must be a whole number ≥ 0, not ${count}`);
  const random = createRandom(seed);
  const plans = planCatalogue(count, random);
  const authors = authorPool(random);
  const isbns = createIsbnSequence(random);
  const usedTitles = new Set<string>();
  const handleOffset = random.int(0, HANDLE_SUFFIX_SPACE - 1);

  const drafts = plans.map((plan, index) => {
    const primary = plan.subjects[0] as SubjectLexicon;
    const { title, words } = uniqueTitle(storyOf(plan), usedTitles, random);
    const publisher = publisherFor(plan, primary, random);
    const format = formatOf(plan.slot, primary, random);
    const physical = physicalOf(format, random);
    const isbn = isbns.next(publisher);
    const handle = `${slugify(title).slice(0, 70).replace(/-+$/, "")}-${handleSuffix(index, handleOffset)}`;
    const grades = gradesFor(random);
    const description: DescriptionParts = {
      hook: words.hook(),
      summary: words.summary(),
      author: random.pick(authors),
      physical,
      isbn,
      collection: collectionFor(publisher, plan, primary, random),
    };
    const book: ProductInput = {
      handle,
      title,
      descriptionHtml: "",
      vendor: publisher.name,
      productType: format,
      tags: tagsOf(plan),
      options: [{ name: GRADE_OPTION, values: grades.map((grade) => grade.label) }],
      variants: variantsOf({ index, format, physical, isbn, grades }, random),
      images: imagesOf(handle, title, random),
    };
    return { book, description };
  });

  // A collection of one would leave "De la même collection" empty on the product page: such a book has none.
  const collectionSizes = new Map<string, number>();
  for (const { description } of drafts) {
    if (description.collection) {
      collectionSizes.set(description.collection, (collectionSizes.get(description.collection) ?? 0) + 1);
    }
  }
  return drafts.map(({ book, description }) => {
    const shared = description.collection && (collectionSizes.get(description.collection) ?? 0) > 1;
    const collection = shared ? description.collection : undefined;
    return { ...book, descriptionHtml: descriptionHtml({ ...description, collection }) };
  });
}

function storyOf(plan: BookPlan): BookStory {
  const { slot } = plan;
  return {
    kind: slot.kind,
    sub: slot.kind === "toddler" || slot.kind === "activities" ? slot.sub?.label : undefined,
    subject: plan.subjects[0] as SubjectLexicon,
    ageLabel: slot.age.label,
    levelLabel: slot.kind === "novels" ? slot.sub?.label : undefined,
  };
}

/** A few fresh draws make repeated titles rare; a reprint year tells the remaining twins apart. */
function uniqueTitle(story: BookStory, used: Set<string>, random: Random) {
  let words = writeBook(story, random);
  let title = words.title();
  for (let attempt = 0; attempt < 4 && used.has(title); attempt++) {
    // Another template first (cheap), then other characters and topics.
    if (attempt >= 2) words = writeBook(story, random);
    title = words.title();
  }
  const firstChoice = title;
  for (let attempt = 0; attempt < 3 && used.has(title); attempt++) {
    title = `${firstChoice} (édition ${random.int(2005, 2024)})`;
  }
  used.add(title);
  return { title, words };
}

function tagsOf(plan: BookPlan): string[] {
  const { slot } = plan;
  const tags = [slot.age.label, KIND_THEME[slot.kind].label];
  if (slot.sub) tags.push(slot.sub.label);
  for (const subject of plan.subjects) tags.push(subject.label);
  return [...new Set(tags)];
}

function publisherFor(plan: BookPlan, subject: SubjectLexicon, random: Random): DemoPublisher {
  const licensed = subject.publishers;
  const candidates = DEMO_PUBLISHERS.filter((publisher) =>
    licensed ? licensed.includes(publisher.name) : publisher.kinds.includes(plan.slot.kind),
  );
  return random.weighted(candidates, (publisher) => publisher.weight);
}

function collectionFor(
  publisher: DemoPublisher,
  plan: BookPlan,
  subject: SubjectLexicon,
  random: Random,
): string | undefined {
  const collections = publisher.collections.filter(
    (collection) =>
      collection.kinds.includes(plan.slot.kind) && (!collection.subject || collection.subject === subject.label),
  );
  const own = collections.find((collection) => collection.subject === subject.label);
  if (own && random.chance(0.8)) return own.name;
  return collections.length > 0 && random.chance(0.55) ? random.pick(collections).name : undefined;
}

type DescriptionParts = {
  hook: string;
  summary: string[];
  author: string;
  physical: PhysicalBook;
  isbn: Isbn;
  collection: string | undefined;
};

/** The labelled format of docs/product.md §3: the bold hook first, the summary, then one labelled paragraph per fact. */
function descriptionHtml(parts: DescriptionParts): string {
  const { physical } = parts;
  const paragraphs = [
    `<p><strong>${escapeHtml(parts.hook)}</strong></p>`,
    ...parts.summary.map((text) => `<p>${escapeHtml(text)}</p>`),
    `<p>Auteur : ${escapeHtml(parts.author)}</p>`,
    `<p>Nombre de pages : ${physical.pages}</p>`,
    `<p>Hauteur : ${frenchDecimal(physical.heightCm, 1)} cm</p>`,
    `<p>Largeur : ${frenchDecimal(physical.widthCm, 1)} cm</p>`,
    `<p>Épaisseur : ${frenchDecimal(physical.thicknessCm, 1)} cm</p>`,
    `<p>Poids : ${frenchDecimal(physical.grams / 1000, 2)} kg</p>`,
    `<p>ISBN : ${parts.isbn.hyphenated}</p>`,
  ];
  if (parts.collection) paragraphs.push(`<p>Collection : ${escapeHtml(parts.collection)}</p>`);
  return paragraphs.join("");
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** One grade for most titles; for some, two or three different grades, best first. */
function gradesFor(random: Random): ConditionGrade[] {
  if (!random.chance(SEVERAL_COPIES_SHARE)) {
    return [random.weighted(CONDITION_GRADES, (grade) => SINGLE_GRADE_WEIGHTS[grade.slug])];
  }
  if (random.chance(0.3)) return [...CONDITION_GRADES];
  const left = random.int(0, CONDITION_GRADES.length - 1);
  return CONDITION_GRADES.filter((_, position) => position !== left);
}

type VariantFacts = {
  index: number;
  format: BookFormat;
  physical: PhysicalBook;
  isbn: Isbn;
  grades: ConditionGrade[];
};

/** One variant per grade, as Shopify writes an option's variants; a lower grade costs less than a better one. */
function variantsOf(facts: VariantFacts, random: Random): VariantInput[] {
  const sku = `BQ-${String(facts.index + 1).padStart(6, "0")}`;
  const common = { barcode: facts.isbn.digits, weight: String(facts.physical.grams), weightUnit: "GRAMS" as const };
  // A lone copy keeps the price drawn for its format; only copies side by side are priced apart.
  const several = facts.grades.length > 1;
  const discounts = facts.grades.map((grade) => {
    const [least, most] = GRADE_DISCOUNT_EUROS[grade.slug];
    return several ? random.int(least, most) : 0;
  });
  // Raised when needed so that the cheapest copy still costs at least the shop's lowest price.
  const veryGood = Math.max(Number(priceOf(facts.format, random)), MIN_PRICE_EUR + Math.max(...discounts));
  return facts.grades.map((grade, position) => {
    const amount = veryGood - (discounts[position] ?? 0);
    return {
      ...common,
      title: grade.label,
      sku: several ? `${sku}-${GRADE_SKU_SUFFIX[grade.slug]}` : sku,
      price: amount.toFixed(2),
      inventoryQuantity: stockLevel(random),
      inventoryPolicy: "deny" as const,
      selectedOptions: [{ name: GRADE_OPTION, value: grade.label }],
    };
  });
}

const GRADE_SKU_SUFFIX: Readonly<Record<GradeSlug, string>> = {
  "tres-bon-etat": "TB",
  "bon-etat": "BE",
  "etat-correct": "EC",
};

/** About 6 % out of stock, 6 % with the last one or two copies, the rest 3 to 30. */
function stockLevel(random: Random): number {
  const draw = random.next();
  if (draw < 0.06) return 0;
  if (draw < 0.12) return random.int(1, 2);
  return random.int(3, 30);
}

const IMAGE_COUNTS = [1, 2, 3, 4, 5] as const;
const IMAGE_COUNT_WEIGHTS: Readonly<Record<number, number>> = { 1: 15, 2: 25, 3: 30, 4: 20, 5: 10 };

/** Generated covers served by the local service: the front cover, then inner pages. */
function imagesOf(handle: string, title: string, random: Random): ImageInput[] {
  const count = random.weighted(IMAGE_COUNTS, (n) => IMAGE_COUNT_WEIGHTS[n] ?? 0);
  return Array.from({ length: count }, (_, index) => ({
    url: `/api/covers/${handle}/${index + 1}.svg`,
    altText: index === 0 ? `Couverture de ${title}` : `${title} — page intérieure ${index}`,
    width: COVER_WIDTH,
    height: COVER_HEIGHT,
  }));
}

/** 36^5 five-character suffixes; multiplying by a number prime to 36 maps book numbers to them one to one. */
const HANDLE_SUFFIX_SPACE = 36 ** 5;
const HANDLE_SUFFIX_STEP = 1_299_709;

function handleSuffix(index: number, offset: number): string {
  return ((index * HANDLE_SUFFIX_STEP + offset) % HANDLE_SUFFIX_SPACE).toString(36).padStart(5, "0");
}

/** Each publisher numbers its titles in sequence from a random start, wrapping within its ISBN block. */
function createIsbnSequence(random: Random) {
  const nextNumber = new Map<string, number>();
  return {
    next(publisher: DemoPublisher): Isbn {
      const capacity = 10 ** (8 - publisher.isbnPrefix.length);
      const number = nextNumber.get(publisher.name) ?? random.int(0, Math.floor(capacity / 2));
      nextNumber.set(publisher.name, (number + 1) % capacity);
      return frenchIsbn(publisher.isbnPrefix, number);
    },
  };
}

const AUTHOR_FIRST_NAMES = [
  "Claire",
  "Marc",
  "Sophie",
  "Julien",
  "Anne",
  "Pierre",
  "Isabelle",
  "Thomas",
  "Catherine",
  "Nicolas",
  "Hélène",
  "Olivier",
  "Marie",
  "François",
  "Émilie",
  "Stéphane",
  "Cécile",
  "Benoît",
  "Valérie",
  "Antoine",
  "Agnès",
  "Laurent",
  "Delphine",
  "Christophe",
  "Nathalie",
  "Jérôme",
  "Sandrine",
  "Philippe",
  "Aurélie",
  "Guillaume",
  "Élise",
  "Vincent",
  "Géraldine",
  "Bertrand",
  "Florence",
  "Arnaud",
  "Camille",
  "Yves",
  "Mathilde",
  "Grégoire",
];

const AUTHOR_LAST_NAMES = [
  "Dubois",
  "Lefèvre",
  "Moreau",
  "Laurent",
  "Girard",
  "Bonnet",
  "Mercier",
  "Fontaine",
  "Chevalier",
  "Rousseau",
  "Blanc",
  "Guérin",
  "Muller",
  "Faure",
  "André",
  "Garnier",
  "Perrin",
  "Morel",
  "Roussel",
  "Lemaire",
  "Renaud",
  "Brunet",
  "Caron",
  "Masson",
  "Marchand",
  "Dumont",
  "Picard",
  "Leclerc",
  "Gauthier",
  "Barbier",
  "Arnaud",
  "Roche",
  "Vidal",
  "Colin",
  "Aubert",
  "Lacroix",
  "Benoît",
  "Duval",
  "Hubert",
  "Lambert",
  "Rivière",
  "Meunier",
  "Charpentier",
  "Petitjean",
  "Boulanger",
  "Delorme",
  "Tessier",
  "Marin",
  "Carpentier",
  "Jacquet",
];

/** A few hundred authors, so that several books share an author as in a real shop. */
function authorPool(random: Random): string[] {
  const names = new Set<string>();
  while (names.size < 320) {
    const name = `${random.pick(AUTHOR_FIRST_NAMES)} ${random.pick(AUTHOR_LAST_NAMES)}`;
    names.add(name);
  }
  const solo = [...names];
  const duos = Array.from({ length: 60 }, () => `${random.pick(solo)} et ${random.pick(solo)}`);
  return [...solo, ...duos.filter((duo) => !/^(.+) et \1$/.test(duo))];
}
