import { AGENT_MESSAGES } from "../../core/messages/agents.ts";
import type { CatalogueIndex } from "../catalogue/catalogue-index.ts";
import type { RetrievalAssistant } from "../chat/retrieval-assistant.ts";
import { absoluteUrl, type ShopFacts, sellerLinks } from "./ucp-products.ts";
import type { AskArguments } from "./ucp-requests.ts";
import type { AskResponse } from "./ucp-schemas.ts";
import { responseUcp } from "./ucp-version.ts";

/** `[texte](/chemin)`: how the assistant marks a link in its French text. */
const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** The kind of page a link leads to, in the words UCP's links use for policies. */
function linkType(facts: ShopFacts, url: string): string {
  const policy = sellerLinks(facts).find((link) => url === link.url || url.startsWith(`${link.url}#`));
  if (policy) return policy.type;
  return new URL(url).pathname.startsWith("/produit/") ? "product" : "page";
}

/**
 * Questions on delivery, returns, withdrawal, grades and payment, answered by the chat assistant's retrieval (the FAQ's
 * own text, and books read from the catalogue index), not a second copy of it; no language model, nothing stored:
 * an agent's question is not a visitor's conversation. Shaped as the draft `ask` capability answers: the text in
 * plain and Markdown with absolute links, and the pages it rests on.
 */
export function createAskTool(deps: {
  assistant: Pick<RetrievalAssistant, "reply">;
  catalogue: Pick<CatalogueIndex, "productByHandle">;
  facts: ShopFacts;
}) {
  const { facts } = deps;
  return {
    async ask(args: AskArguments): Promise<AskResponse> {
      const reply = await deps.assistant.reply(args.query);
      const links = new Map<string, { type: string; url: string; title: string; id?: string }>();
      const markdown = reply.text.replace(LINK, (_match, label: string, target: string) => {
        const url = absoluteUrl(facts.origin, target);
        if (!links.has(url)) links.set(url, { type: linkType(facts, url), url, title: label });
        return `[${label}](${url})`;
      });
      for (const handle of reply.productHandles) {
        const product = deps.catalogue.productByHandle(handle);
        const url = absoluteUrl(facts.origin, `/produit/${encodeURIComponent(handle)}`);
        if (product) links.set(url, { type: "product", url, title: product.title, id: product.id });
      }
      const answered = reply.intent !== "unclear";
      return {
        ucp: responseUcp([]),
        answer: { plain: reply.text.replace(LINK, "$1"), markdown },
        links: [...links.values()],
        ...(answered
          ? {}
          : { messages: [{ type: "info", code: "unanswered", content: AGENT_MESSAGES.questionUnanswered }] }),
      };
    },
  };
}

export type AskTool = ReturnType<typeof createAskTool>;
