import { AGE_GROUPS, SCHOOL_LEVELS, SUBJECTS, type TaxonomyEntry, THEMES } from "../../core/catalogue/taxonomy.ts";
import { ageOfYears, understandQuery } from "../../core/search/query-understanding.ts";
import { containsPhrase, normalize, phrases, stemmedWords } from "./text.ts";

/** What a visitor asked for in a book, each part a slug of the taxonomy (or a price), absent when not said. */
export type BookCriteria = {
  age?: TaxonomyEntry;
  schoolLevel?: TaxonomyEntry;
  subject?: TaxonomyEntry;
  theme?: TaxonomyEntry;
  maxPrice?: number;
  /** Words after 'sur'/'avec' when no subject of the taxonomy matched ('un livre sur les volcans'). */
  topic?: string;
};

const ageBySlug = (slug: string) => AGE_GROUPS.find((age) => age.slug === slug) as TaxonomyEntry;

/** The age groups of docs/product.md §3: a child of 5 reads '4-6 ans'; a birthday on a boundary goes to the group it opens. */
export function ageGroupForYears(years: number): TaxonomyEntry {
  return ageBySlug(ageOfYears(years));
}

/** Other ways of naming a subject than its label; the label itself (singular or plural) always matches. */
const SUBJECT_SYNONYMS: Record<string, string[]> = {
  animaux: ["animal", "chat", "chien", "lapin", "loup", "ours", "renard"],
  avions: ["avion", "aviation"],
  chevaux: ["cheval", "poney", "equitation"],
  "contes-classiques": ["conte classique", "petit chaperon rouge", "cendrillon", "blanche neige"],
  "corps-humain": ["corps humain", "anatomie"],
  dinosaures: ["dinosaure", "dino", "tyrannosaure", "t rex"],
  ecologie: ["ecologie", "ecolo", "planete", "recyclage"],
  emotions: ["emotion", "sentiment", "colere", "peur"],
  "formes-couleurs": ["forme", "couleur"],
  insectes: ["insecte", "abeille", "papillon", "fourmi"],
  jardins: ["jardin", "jardinage", "potager"],
  "l-ecole": ["ecole", "rentree"],
  "l-histoire": ["histoire de france", "prehistoire", "moyen age", "chevalier", "chateau fort"],
  "mers-oceans": ["mer", "ocean", "poisson", "baleine", "requin"],
  "nature-foret": ["nature", "foret", "arbre"],
  "nombres-chiffres": ["nombre", "chiffre", "compter", "calcul"],
  oiseaux: ["oiseau"],
  "petit-ours-brun": ["petit ours brun"],
  reflechir: ["reflechir", "philosophie", "philo"],
  saisons: ["saison", "printemps", "automne", "hiver"],
  "savane-et-jungle": ["savane", "jungle", "lion", "elephant", "girafe"],
  sciences: ["science", "experience", "espace", "astronomie"],
  sport: ["sport", "football", "foot", "danse"],
  vehicules: ["vehicule", "voiture", "camion", "train", "tracteur", "pompier"],
  "fees-princesses": ["fee", "princesse"],
  "l-art": ["art", "peinture", "musee", "artiste"],
  cuisine: ["cuisine", "recette", "gateau"],
  mythologie: ["mythologie", "mythe", "dieux grecs"],
  pirates: ["pirate"],
  terre: ["terre", "volcan", "geologie"],
  licornes: ["licorne"],
  disney: ["disney"],
  ferme: ["ferme", "vache", "cochon"],
  famille: ["famille", "frere", "soeur", "grand parent", "papa", "maman"],
  imagiers: ["imagier"],
  musique: ["musique", "chanson", "comptine"],
  noel: ["noel", "pere noel"],
};

const SUBJECT_MATCHERS = SUBJECTS.map((subject) => ({
  entry: subject,
  phrases: phrases([subject.label.replace(/&/g, " "), ...(SUBJECT_SYNONYMS[subject.slug] ?? [])]),
}));

const THEME_MATCHERS: Array<{ entry: TaxonomyEntry; phrases: string[][] }> = [
  { entry: THEMES.tales, phrases: phrases(["conte", "histoire du soir", "histoire pour dormir", "album"]) },
  {
    entry: THEMES.activities,
    phrases: phrases(["livre jeu", "activite", "coloriage", "gommette", "sticker", "autocollant", "cherche et trouve"]),
  },
  { entry: THEMES.documentaries, phrases: phrases(["documentaire", "doc"]) },
  { entry: THEMES.novels, phrases: phrases(["roman", "premiere lecture", "lire seul"]) },
  { entry: THEMES.comics, phrases: phrases(["bd", "bande dessinee", "manga", "comic"]) },
  // 'bébé' and 'tout-petit' name an age (0-4 ans), read below; only the toddlers' formats name this theme.
  { entry: THEMES.toddlers, phrases: phrases(["livre en tissu", "livre de bain", "livre a toucher"]) },
];

const PRICE_PATTERN =
  /(?:moins de|max(?:imum)?|pas plus de|jusqu a|budget(?: de)?|sous|inferieur a|maxi)\s*(\d{1,4}(?:d\d{1,2})?)(?!\s*(?:ans|an|mois)\b)\s*(?:€|e|eur|euro|euros)?(?=\s|$)/;
const PRICE_AFTER_PATTERN = /(\d{1,4}(?:d\d{1,2})?)\s*(?:€|e|eur|euro|euros)\s*(?:max(?:imum)?|maxi|au plus)\b/;
const TOPIC_PATTERN = /\b(?:sur|avec|parlant de|qui parle de)\s+(?:les |le |la |l |des |du |de |un |une )?([a-z0-9 ]+)/;
const TOPIC_STOP = /\b(pour|a|de moins|moins|qui|et|max|budget|sous|en)\b/;

/** Reads age, school level, subject, theme, price ceiling and a free topic from a visitor's message. */
export function extractBookCriteria(message: string): BookCriteria {
  // The decimal mark becomes a letter normalisation keeps: '6,50' → '6d50'.
  const text = normalize(message.replace(/(\d)[.,](\d)/g, "$1d$2"));
  const words = stemmedWords(message);
  const criteria: BookCriteria = {};

  const price = PRICE_PATTERN.exec(text) ?? PRICE_AFTER_PATTERN.exec(text);
  if (price?.[1]) criteria.maxPrice = Number(price[1].replace("d", "."));

  // Ages and school years as the search reads them (decision 036): the first level of the novels, else the first age
  // named (« maternelle », « collège » name ages only).
  const understood = understandQuery(message);
  const [level] = understood.levels;
  criteria.schoolLevel = SCHOOL_LEVELS.find((entry) => entry.slug === level);
  const [age] = understood.parts.flatMap((part) =>
    part.kind === "age" || (part.kind === "level" && part.level === null) ? part.ages : [],
  );
  if (age) criteria.age = ageBySlug(age);
  criteria.subject = longestMatch(words, SUBJECT_MATCHERS);
  criteria.theme = THEME_MATCHERS.find((theme) => containsAny(words, theme.phrases))?.entry;

  if (!criteria.subject) {
    const topic = TOPIC_PATTERN.exec(text)?.[1]?.split(TOPIC_STOP)[0]?.trim();
    if (topic && topic.length >= 3 && !/^\d/.test(topic)) criteria.topic = topic;
  }
  return dropUndefined(criteria);
}

export function hasCriteria(criteria: BookCriteria): boolean {
  return Object.keys(criteria).length > 0;
}

function containsAny(words: readonly string[], candidates: readonly string[][]): boolean {
  return candidates.some((phrase) => containsPhrase(words, phrase));
}

/** The entry whose matching phrase is longest: 'petit ours brun' is Petit Ours Brun, not a bear among Animaux. */
function longestMatch(
  words: readonly string[],
  matchers: ReadonlyArray<{ entry: TaxonomyEntry; phrases: string[][] }>,
): TaxonomyEntry | undefined {
  let best: { entry: TaxonomyEntry; length: number } | undefined;
  for (const matcher of matchers) {
    for (const phrase of matcher.phrases) {
      if ((best === undefined || phrase.length > best.length) && containsPhrase(words, phrase)) {
        best = { entry: matcher.entry, length: phrase.length };
      }
    }
  }
  return best?.entry;
}

function dropUndefined(criteria: BookCriteria): BookCriteria {
  return Object.fromEntries(Object.entries(criteria).filter(([, value]) => value !== undefined)) as BookCriteria;
}
