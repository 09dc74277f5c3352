import { type BookCriteria, extractBookCriteria } from "./book-criteria.ts";
import { containsPhrase, phrases, stemmedWords } from "./text.ts";

/** Questions the FAQ answers, each tied to FAQ items by its keywords. */
export const FAQ_INTENTS = [
  "delivery",
  "order-tracking",
  "returns",
  "payment",
  "refurbishing",
  "account",
  "contact",
  "products",
] as const;
export type FaqIntent = (typeof FAQ_INTENTS)[number];
export type Intent = FaqIntent | "recommendation" | "greeting" | "thanks" | "unclear";

/** Keywords as a visitor writes them; a trailing '*' matches every word it starts. */
export const INTENT_KEYWORDS: Record<FaqIntent | "greeting" | "thanks" | "recommendation", string[]> = {
  delivery: [
    "livraison",
    "livrez",
    "livrer",
    "expedi*",
    "envoi",
    "frais de port",
    "frais d envoi",
    "transporteur",
    "point relais",
    "relais",
    "express",
    "delai",
    "combien de temps",
    "recevoir",
    "belgique",
    "suisse",
    "pays",
    "etranger",
    "colis",
  ],
  "order-tracking": [
    "suivi",
    "suivre",
    "numero de suivi",
    "ou en est",
    "ma commande",
    "pas recu",
    "toujours pas",
    "annuler",
    "annulation",
    "commande",
  ],
  returns: [
    "retour",
    "retourner",
    "renvoyer",
    "rembours*",
    "echang*",
    "abime",
    "endommage",
    "defectueux",
    "casse",
    "dechire",
    "retractation",
    "bordereau",
  ],
  payment: [
    "paiement",
    "payer",
    "paye",
    "carte bancaire",
    "carte bleue",
    "cb",
    "visa",
    "mastercard",
    "paypal",
    "apple pay",
    "google pay",
    "cheque",
    "virement",
    "securise",
    "moyen de paiement",
    "numero de carte",
    "donnees de carte",
    "donnees bancaires",
    "chiffre*",
  ],
  refurbishing: [
    "reconditionn*",
    "etat",
    "occasion",
    "neuf",
    "usage",
    "verifi*",
    "controle",
    "nettoy*",
    "qualite",
    "abimes",
    "pile",
    "tri",
    "trie",
  ],
  account: ["compte", "mot de passe", "inscription", "inscrire", "connexion", "connecter", "identifiant"],
  contact: [
    "contact*",
    "service client",
    "email",
    "e mail",
    "mail",
    "telephone",
    "joindre",
    "appeler",
    "humain",
    "conseiller",
    "quelqu un",
  ],
  products: ["emballage", "emballer", "paquet cadeau", "papier cadeau", "classe", "classement", "range"],
  greeting: ["bonjour", "bonsoir", "salut", "coucou", "hello", "hey", "bjr"],
  thanks: ["merci", "au revoir", "bonne journee", "bonne soiree", "parfait", "super", "genial", "top", "cool"],
  recommendation: [
    "livre",
    "album",
    "roman",
    "bd",
    "idee",
    "cadeau",
    "offrir",
    "conseill*",
    "recommand*",
    "sugger*",
    "propos*",
    "cherche",
    "lecture",
    "lire",
    "histoire",
  ],
};

const PREPARED = Object.fromEntries(
  Object.entries(INTENT_KEYWORDS).map(([intent, keywords]) => [intent, phrases(keywords)]),
) as Record<keyof typeof INTENT_KEYWORDS, string[][]>;

export type Detection = { intent: Intent; criteria: BookCriteria; greeted: boolean };

/** Counts how many of an intent's keywords the message holds; longer phrases weigh more. */
export function keywordScore(words: readonly string[], intent: keyof typeof INTENT_KEYWORDS): number {
  return PREPARED[intent].reduce((score, phrase) => (containsPhrase(words, phrase) ? score + phrase.length : score), 0);
}

/**
 * The visitor's intent: a FAQ topic when its words are there (they are specific: 'livraison', 'rembourser'), a book
 * recommendation when the message names an age, a subject, a theme, a price or asks for a book, a greeting or thanks
 * when nothing else is said, and 'unclear' otherwise — which earns a helpful question, never a guess.
 */
export function detectIntent(message: string): Detection {
  const words = stemmedWords(message);
  const criteria = extractBookCriteria(message);
  const greeted = keywordScore(words, "greeting") > 0;

  let best: { intent: FaqIntent; score: number } | undefined;
  for (const intent of FAQ_INTENTS) {
    const score = keywordScore(words, intent);
    if (score > 0 && (best === undefined || score > best.score)) best = { intent, score };
  }
  const asksForBooks =
    criteria.age !== undefined ||
    criteria.subject !== undefined ||
    criteria.theme !== undefined ||
    criteria.schoolLevel !== undefined ||
    criteria.maxPrice !== undefined;
  const recommendationScore = keywordScore(words, "recommendation");

  // 'un livre sur les dinosaures pour 5 ans' names criteria and no FAQ word; 'frais de port pour un album' is delivery.
  if (best && !(asksForBooks && recommendationScore > best.score)) return { intent: best.intent, criteria, greeted };
  if (asksForBooks || recommendationScore > 0) return { intent: "recommendation", criteria, greeted };
  if (greeted) return { intent: "greeting", criteria, greeted };
  if (keywordScore(words, "thanks") > 0) return { intent: "thanks", criteria, greeted };
  return { intent: "unclear", criteria, greeted };
}
