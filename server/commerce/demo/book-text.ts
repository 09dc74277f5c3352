import type { BookKind } from "./book-kinds.ts";
import { bare, capitalize, fill, of } from "./french.ts";
import type { Random } from "./random.ts";
import type { SubjectLexicon } from "./subjects-lexicon.ts";

/** Everything the text of one book is written from. */
export type BookStory = {
  kind: BookKind;
  /** The toddler or activity sub-category label, when the book has one. */
  sub: string | undefined;
  subject: SubjectLexicon;
  ageLabel: string;
  levelLabel: string | undefined;
};

type Hero = { name: string; feminine: boolean };

const HEROES: readonly Hero[] = [
  ...[
    "Léa",
    "Chloé",
    "Emma",
    "Jade",
    "Zoé",
    "Inès",
    "Manon",
    "Camille",
    "Lina",
    "Rose",
    "Alice",
    "Lou",
    "Juliette",
  ].map((name) => ({ name, feminine: true })),
  ...["Mila", "Anna", "Louise", "Nina", "Margot", "Capucine", "Agathe", "Romane", "Salomé"].map((name) => ({
    name,
    feminine: true,
  })),
  ...["Hugo", "Nathan", "Lucas", "Louis", "Gabriel", "Jules", "Arthur", "Noé", "Paul", "Sacha", "Tom", "Maël"].map(
    (name) => ({ name, feminine: false }),
  ),
  ...["Adam", "Léon", "Timéo", "Basile", "Victor", "Oscar", "Marius", "Augustin", "Malo", "Théo"].map((name) => ({
    name,
    feminine: false,
  })),
];

const COMIC_SERIES: readonly string[] = [
  "Capitaine Moustache",
  "Les Mini-Explorateurs",
  "Lulu et Tom",
  "Zoé Zigzag",
  "Les P'tits Génies",
  "Les Copains du square",
  "Félix le renard",
  "Mona et Théo",
  "Les Aventuriers du grenier",
  "Nino le ninja",
  "Pénélope Plume",
  "Gaston Grognon",
  "Les Frères Tonnerre",
  "Anatole et Capucine",
  "Super Léon",
  "Les Intrépides",
  "Célestine et Basile",
  "Plume et Caillou",
];

const TODDLER_TITLES: Readonly<Record<string, readonly string[]>> = {
  "Livres à toucher": ["Touche et découvre {the}", "Mon livre à toucher : {the}", "Tout doux, {the} !"],
  "Livres animés": ["Mon livre animé : {the}", "Tire et découvre {the}", "Soulève les rabats : {the}"],
  Imagiers: ["Mon imagier {of}", "Mon premier imagier {of}", "Mes premiers mots : {the}", "Mon grand imagier {of}"],
  "Livres sonores": ["Écoute {the} !", "Mon livre sonore {of}", "Les bruits {of}", "Mes premiers sons : {the}"],
  "Premières histoires": [
    "{Char} ne veut pas dormir",
    "Bonne nuit, {bareChar} !",
    "Où es-tu, {bareChar} ?",
    "{Char} fait un câlin",
    "{Char} et ses amis",
  ],
  "Premiers documentaires": ["Mes tout premiers docs : {the}", "Ma première encyclopédie {of}", "Découvre {the}"],
  "Livres en tissus et pour le bain": [
    "Mon livre de bain : {the}",
    "Splash ! {The} dans le bain",
    "Mon livre en tissu : {the}",
    "Plouf, {the} !",
  ],
  "Premiers livres jeux": ["Mes premiers jeux : {the}", "Je joue avec {the}", "Mon premier livre-jeu {of}"],
  "Divers cartonnés": ["Coucou, {the} !", "Bonjour {the} !", "Mon petit livre {of}"],
};

const GENERIC_TODDLER_TITLES = ["Coucou, {the} !", "Mon petit livre {of}"];
const GENERIC_ACTIVITY_TITLES = ["Jeux et activités : {the}"];

const ACTIVITY_TITLES: Readonly<Record<string, readonly string[]>> = {
  "Dessins coloriages et peintures": [
    "Mes coloriages : {the}",
    "Je colorie {the}",
    "Coloriages magiques : {the}",
    "Mon cahier de peinture : {the}",
  ],
  "Puzzles et maquettes": ["Mon livre-puzzle : {the}", "Maquettes à construire : {the}", "Mon grand livre-puzzle {of}"],
  "Gommettes et stickers": ["Mes gommettes : {the}", "500 autocollants : {the}", "Stickers malins : {the}"],
  "Énigmes et escape games": [
    "Escape game : {the}",
    "Énigmes et mystères : {the}",
    "Mission énigmes : {the}",
    "Sauras-tu résoudre les énigmes {of} ?",
  ],
  "Divers livres d'activités": [
    "Mon cahier d'activités : {the}",
    "Jeux et activités : {the}",
    "Mes jeux malins : {the}",
    "Le grand livre d'activités {of}",
  ],
  "Activités manuelles et origamis": [
    "Origamis : {the}",
    "Bricolages et créations : {the}",
    "Mes créations en papier : {the}",
    "Atelier créatif : {the}",
  ],
  "Cherche et trouve": [
    "Cherche et trouve : {the}",
    "Le grand cherche et trouve {of}",
    "Où se cache {char} ?",
    "Cherche et trouve géant : {the}",
  ],
};

const KIND_TITLES: Readonly<Record<Exclude<BookKind, "toddler" | "activities">, readonly string[]>> = {
  tales: [
    "{name} et {char}",
    "Le secret {ofChar}",
    "La grande aventure {ofChar}",
    "{Char} a disparu !",
    "Le voyage {ofChar}",
    "Une surprise pour {char}",
    "{name} rêve {of}",
    "Le plus beau jour {ofChar}",
    "La nuit {ofChar}",
  ],
  docs: [
    "Le grand livre {of}",
    "Tout savoir sur {the}",
    "L'encyclopédie {of}",
    "À la découverte {of}",
    "100 questions sur {the}",
    "Les secrets {of}",
    "Questions-réponses : {the}",
    "Mon premier livre {of}",
  ],
  novels: [
    "{name} et {char}",
    "Le mystère {ofChar}",
    "L'énigme {ofChar}",
    "{name} et le secret {ofChar}",
    "Sur la piste {ofChar}",
    "Un été avec {char}",
    "Le journal {ofName} : {the}",
    "La malédiction {ofChar}",
  ],
  comics: [
    "{series}, tome {n} : le secret {ofChar}",
    "{series}, tome {n} : {char} en danger",
    "{series}, tome {n} : {the} en folie",
    "{series}, tome {n} : le trésor {ofChar}",
    "{name} et {char}",
  ],
};

const HOOKS: Readonly<Record<BookKind, readonly string[]>> = {
  toddler: [
    "Un premier livre tout doux pour découvrir {the} avec les tout-petits.",
    "Des pages solides et des images éclatantes pour les petites mains curieuses.",
    "Le livre parfait pour partager un moment de complicité avec bébé.",
  ],
  tales: [
    "Une histoire tendre et drôle avec {char}.",
    "Un album plein de poésie où {char} vit une aventure inoubliable.",
    "Une aventure pleine de rebondissements à lire le soir avant de dormir.",
    "Un album lumineux à partager en famille, dès {age}.",
  ],
  activities: [
    "Des heures de jeux et d'activités autour {of}.",
    "Un cahier malin pour s'amuser en apprenant, dès {age}.",
    "Observer, créer, réfléchir : un livre d'activités à emporter partout.",
  ],
  docs: [
    "Un documentaire richement illustré pour tout comprendre sur {the}.",
    "Des réponses claires aux questions des enfants sur {the}.",
    "Un voyage passionnant à la découverte {of}.",
  ],
  novels: [
    "Un roman plein d'humour et de suspense, idéal pour les lecteurs de {level}.",
    "Une enquête palpitante à dévorer d'une traite.",
    "Une histoire d'amitié et d'aventure qui donne envie de lire.",
  ],
  comics: [
    "Une bande dessinée pleine d'humour pour rire avec {char}.",
    "Des gags, de l'action et des héros attachants : une BD à dévorer.",
  ],
};

const STORY_OPENINGS: readonly string[] = [
  "Ce matin-là, {name} découvre {char} au fond du jardin.",
  "Quand {char} frappe à la porte, la journée de {name} prend un tour inattendu.",
  "Rien ne se passe comme prévu pour {name} depuis l'arrivée {ofChar}.",
  "{name} rêvait d'aventure : {elle} va être servi{e} !",
  "Pendant les vacances, {name} fait une rencontre extraordinaire : {char}.",
];

const STORY_TWISTS: readonly string[] = [
  "Il va falloir beaucoup de courage, un peu de malice et l'aide de ses amis pour s'en sortir.",
  "Entre fous rires et petites frayeurs, une belle amitié va naître.",
  "Mais un mystère plane, et {name} est bien décidé{e} à le résoudre.",
  "Une course contre la montre commence, pleine de surprises et de rebondissements.",
];

const STORY_ENDINGS: readonly string[] = [
  "Une histoire pleine de tendresse sur l'amitié et la confiance en soi.",
  "Un récit drôle et émouvant, à partager en famille.",
  "Des illustrations pleines de détails accompagnent chaque page.",
  "Une lecture qui donne envie de tourner les pages jusqu'à la dernière.",
];

const TODDLER_LINES: readonly string[] = [
  "Des pages cartonnées aux coins arrondis, faciles à tourner pour les petites mains.",
  "Des phrases courtes et rythmées, à lire et relire à voix haute.",
  "Les images simples et colorées aident bébé à nommer ce qu'il voit.",
];

const ACTIVITY_LINES: readonly string[] = [
  "Coloriages, labyrinthes, jeux d'observation : chaque page propose un nouveau défi autour {of}.",
  "Les solutions sont données à la fin du livre, pour vérifier ses réponses.",
  "Des activités progressives, à faire seul ou à plusieurs, à la maison comme en voyage.",
];

const DOC_LINES: readonly string[] = [
  "Grâce à des illustrations détaillées et des explications simples, l'enfant découvre {the} et enrichit son vocabulaire.",
  "Un quiz en fin d'ouvrage permet de vérifier ce que l'on a appris.",
  "Des rabats, des schémas et des photos rendent chaque double page vivante.",
];

/** The words of one book, drawn once so its title, hook and summary speak of the same characters. */
export function writeBook(story: BookStory, random: Random) {
  const hero = random.pick(HEROES);
  const topic = random.pick(story.subject.topics);
  const character = random.pick(story.subject.characters);
  const values: Record<string, string> = {
    the: topic,
    The: capitalize(topic),
    of: of(topic),
    char: character,
    Char: capitalize(character),
    ofChar: of(character),
    bareChar: bare(character),
    name: hero.name,
    ofName: of(hero.name),
    e: hero.feminine ? "e" : "",
    elle: hero.feminine ? "elle" : "il",
    series: random.pick(COMIC_SERIES),
    n: String(random.int(1, 12)),
    age: story.ageLabel === "10 ans et +" ? "10 ans" : story.ageLabel.replace(/^(\d+)-\d+ ans$/, "$1 ans"),
    level: story.levelLabel ?? "primaire",
  };
  const write = (template: string) => capitalize(fill(template, values));

  // "Hansel et Gretel" or "les trois petits cochons" cannot be the subject of a verb written in the singular.
  const fits = (template: string) => !isPlural(character) || !SINGULAR_CHARACTER.test(template);
  const pickFitting = (templates: readonly string[]) => {
    const fitting = templates.filter(fits);
    return random.pick(fitting.length > 0 ? fitting : templates);
  };

  return {
    title: (): string => write(pickFitting(titleTemplates(story, random))),
    hook: (): string => write(random.pick(HOOKS[story.kind])),
    summary: (): string[] => summaryTemplates(story, random, pickFitting).map(write),
  };
}

const SINGULAR_CHARACTER = /\{Char\} (a |ne |fait |et ses )|Où es-tu|Où se cache|\{name\} et \{char\}|\{char\} frappe/;

function isPlural(character: string): boolean {
  return character.startsWith("les ") || character.includes(" et ");
}

function titleTemplates(story: BookStory, random: Random): readonly string[] {
  const own = (story.sub && story.subject.titles?.[story.sub]) || story.subject.titles?.[story.kind];
  if (own && random.chance(0.6)) return own;
  if (story.kind === "toddler") return TODDLER_TITLES[story.sub ?? ""] ?? GENERIC_TODDLER_TITLES;
  if (story.kind === "activities") return ACTIVITY_TITLES[story.sub ?? ""] ?? GENERIC_ACTIVITY_TITLES;
  return KIND_TITLES[story.kind];
}

/** One or two paragraphs: a story for fiction, facts and promises for the rest. */
function summaryTemplates(
  story: BookStory,
  random: Random,
  pickFitting: (templates: readonly string[]) => string,
): string[] {
  const fact = random.pick(story.subject.facts);
  switch (story.kind) {
    case "tales":
    case "novels":
    case "comics": {
      const plot = `${pickFitting(STORY_OPENINGS)} ${random.pick(STORY_TWISTS)}`;
      return random.chance(0.5) ? [plot, random.pick(STORY_ENDINGS)] : [`${plot} ${random.pick(STORY_ENDINGS)}`];
    }
    case "toddler":
      return [`${fact} ${random.pick(TODDLER_LINES)}`];
    case "activities":
      return random.shuffle(ACTIVITY_LINES).slice(0, 2);
    case "docs":
      return random.chance(0.5) ? [fact, random.pick(DOC_LINES)] : [`${fact} ${random.pick(DOC_LINES)}`];
  }
}
