import type { CatalogueIndex } from "../catalogue/catalogue-index.ts";
import { hasCriteria } from "./book-criteria.ts";
import { createBookRecommender } from "./book-recommender.ts";
import { createFaqKnowledge, type FaqSectionLike } from "./faq-knowledge.ts";
import { detectIntent, type Intent } from "./intents.ts";
import { FAQ_TOPIC_LINKS, REPLIES, recommendationReply } from "./replies.ts";

export type AssistantReply = {
  intent: Intent;
  /** French text; `[texte](/chemin)` marks a link. Every fact in it comes from the FAQ or the catalogue index. */
  text: string;
  /** Handles of the books the reply recommends (for tests and for grounding a language model). */
  productHandles: string[];
};

export type RetrievalAssistantDeps = {
  catalogue: Pick<CatalogueIndex, "listing">;
  faq: readonly FaqSectionLike[];
  shopName: string;
  supportEmail: string;
  /** Whether a language model rewrites the answers (LLM_BASE_URL): the greeting says so. */
  writtenByModel?: boolean;
};

/** The assistant that needs no model: intent, then the FAQ's own answer or books read from the catalogue index. */
export function createRetrievalAssistant(deps: RetrievalAssistantDeps) {
  const faq = createFaqKnowledge(deps.faq);
  const recommender = createBookRecommender(deps.catalogue);

  return {
    async reply(message: string): Promise<AssistantReply> {
      const { intent, criteria, greeted } = detectIntent(message);
      const prefix = greeted ? REPLIES.greetingPrefix : "";
      switch (intent) {
        case "greeting":
          return {
            intent,
            text: REPLIES.greeting({ shopName: deps.shopName, writtenByModel: deps.writtenByModel ?? false }),
            productHandles: [],
          };
        case "thanks":
          return { intent, text: REPLIES.thanks, productHandles: [] };
        case "unclear":
          return { intent, text: REPLIES.unclear, productHandles: [] };
        case "recommendation": {
          if (!hasCriteria(criteria)) return { intent, text: prefix + REPLIES.askBookDetails, productHandles: [] };
          const recommendation = await recommender.recommend(criteria);
          return {
            intent,
            text: prefix + recommendationReply(criteria, recommendation),
            productHandles: recommendation.products.map((product) => product.handle),
          };
        }
        default: {
          const found = faq.answer(message, intent);
          if (!found) return { intent, text: prefix + REPLIES.faqMissing(deps.supportEmail), productHandles: [] };
          const link = FAQ_TOPIC_LINKS[intent];
          const text = [prefix + found.answer, link ?? REPLIES.faqMore].join("\n\n");
          return { intent, text, productHandles: [] };
        }
      }
    },
  };
}

export type RetrievalAssistant = ReturnType<typeof createRetrievalAssistant>;
