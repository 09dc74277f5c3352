import type { FaqIntent } from "./intents.ts";
import { INTENT_KEYWORDS } from "./intents.ts";
import { containsPhrase, phrases, stemmedWords } from "./text.ts";

/** The FAQ as core/help/faq-content.ts writes it (structurally, so this module needs nothing else of it). */
export type FaqSectionLike = {
  title: string;
  items: ReadonlyArray<{ id: string; question: string; answer: readonly string[] }>;
};

export type FaqAnswer = { question: string; answer: string; score: number };

/** Words too common to tell two FAQ items apart. */
const STOP_WORDS = new Set(
  "avec dans pour vous votre vos nous notre nos est sont que qui quoi quel quelle quels quelles comment combien faire fait peut puis elle ils les des une mon mes sur pas plus".split(
    " ",
  ),
);

/** A question about a price: 'combien coûte', 'tarif', 'gratuit'… */
const PRICE_QUESTION = phrases([
  "combien coute",
  "coute",
  "cout",
  "tarif",
  "prix",
  "cher",
  "gratuit*",
  "offert*",
  "frais",
]);
/** An answer that states an amount in euros, as the FAQ writes them ('4,99 €'). */
const STATES_AN_AMOUNT = /\d+,\d{2}\s€/;
/**
 * Said a price question, an answer with an amount outweighs one that only shares the visitor's other words: 'Combien
 * coûte la livraison en point relais ?' is about the relay fee, not about a parcel left at the relay point.
 */
const PRICE_ANSWER_BONUS = 6;

/** A visitor says 'combien ça coûte' where the FAQ says 'prix'; these bridge the two vocabularies. */
const CONCEPTS: Array<{ when: string[][]; add: string[] }> = [
  { when: PRICE_QUESTION, add: ["prix", "offerte", "€"] },
  { when: phrases(["combien de temps", "quand", "delai", "jours", "rapide", "long"]), add: ["delai", "jour"] },
  { when: phrases(["annuler", "annulation", "changer d avis"]), add: ["annuler"] },
  { when: phrases(["abime", "endommage", "casse", "dechire", "defectueux"]), add: ["abime"] },
  { when: phrases(["belgique", "suisse", "pays", "etranger", "international"]), add: ["pay"] },
  {
    when: phrases(["securise", "securite", "fiable", "arnaque", "protege*", "donnees", "chiffre*"]),
    add: ["securise"],
  },
];

const PREPARED_INTENTS = Object.fromEntries(
  Object.entries(INTENT_KEYWORDS).map(([intent, keywords]) => [intent, phrases(keywords)]),
) as Record<string, string[][]>;

type PreparedItem = { question: string; answer: string; questionWords: string[]; answerWords: string[] };

/**
 * Finds the FAQ item that answers a visitor's question: items about the detected intent compete on the visitor's
 * own words, which weigh most when the item's question holds them. The answer is the FAQ's text as written, never a paraphrase.
 */
export function createFaqKnowledge(sections: readonly FaqSectionLike[]) {
  const items: PreparedItem[] = sections.flatMap((section) =>
    section.items.map((item) => {
      const answer = item.answer.join("\n");
      return {
        question: item.question,
        answer,
        questionWords: stemmedWords(item.question),
        answerWords: stemmedWords(answer),
      };
    }),
  );

  return {
    answer(message: string, intent: FaqIntent): FaqAnswer | undefined {
      const messageWords = expand(stemmedWords(message));
      const contentWords = [...new Set(messageWords.filter((word) => word.length >= 3 && !STOP_WORDS.has(word)))];
      const intentPhrases = PREPARED_INTENTS[intent] ?? [];
      const asksPrice = PRICE_QUESTION.some((phrase) => containsPhrase(stemmedWords(message), phrase));
      let best: FaqAnswer | undefined;
      for (const item of items) {
        let about = 0;
        for (const phrase of intentPhrases) {
          if (containsPhrase(item.questionWords, phrase) || containsPhrase(item.answerWords, phrase)) about++;
        }
        // Only an item about the intent may answer; the visitor's own words then pick among those.
        if (about === 0) continue;
        let score = Math.min(about, 2);
        for (const word of contentWords) {
          if (item.questionWords.includes(word)) score += 4;
          else if (item.answerWords.includes(word)) score += 1;
        }
        if (asksPrice && STATES_AN_AMOUNT.test(item.answer)) score += PRICE_ANSWER_BONUS;
        if (best === undefined || score > best.score) best = { question: item.question, answer: item.answer, score };
      }
      return best;
    },
  };
}

export type FaqKnowledge = ReturnType<typeof createFaqKnowledge>;

function expand(words: string[]): string[] {
  const extra = CONCEPTS.filter((concept) => concept.when.some((phrase) => containsPhrase(words, phrase))).flatMap(
    (concept) => concept.add,
  );
  return [...words, ...extra];
}
