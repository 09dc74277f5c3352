import { z } from "zod";

export type LlmConfig = {
  /** An OpenAI-compatible API root, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1. */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
};

export type LlmTurn = { role: "user" | "assistant"; content: string };

export type LlmRequest = {
  message: string;
  /** The retrieval assistant's answer: the only facts the model may use. */
  facts: string;
  /** Earlier turns of the conversation, oldest first, for follow-up questions. */
  history: readonly LlmTurn[];
  shopName: string;
};

/** A chat bubble should not wait longer than this for a model; the retrieval answer is ready anyway. */
export const LLM_TIMEOUT_MS = 8_000;

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().trim().min(1) }) })).min(1),
});

export function systemPrompt(shopName: string, facts: string): string {
  return [
    `Tu es l'assistant automatique de la boutique en ligne ${shopName}, qui vend des livres jeunesse reconditionnés.`,
    "Ne te présente jamais comme une personne : si l'on te demande qui tu es, dis que tu es un assistant automatique dont les réponses sont rédigées par une intelligence artificielle.",
    "Réponds en français, en vouvoyant, en quelques phrases claires.",
    "Utilise UNIQUEMENT les faits ci-dessous. N'invente jamais de livre, de prix, de délai ni de lien.",
    "Garde tels quels les liens écrits [texte](/chemin) que tu cites. Si les faits ne répondent pas, dis-le et propose le formulaire de contact [formulaire de contact](/contact).",
    "",
    "FAITS :",
    facts,
  ].join("\n");
}

/**
 * Writes the reply with an OpenAI-compatible model (POST {base}/chat/completions) from the retrieved facts only.
 * Returns null on any failure — network, status, timeout, malformed answer, or an answer citing a book or a price the
 * facts do not hold — so the caller falls back to the retrieval answer.
 */
export function createLlmWriter(config: LlmConfig, fetchImpl: typeof fetch = fetch, timeoutMs = LLM_TIMEOUT_MS) {
  const endpoint = `${config.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  return {
    async write(request: LlmRequest): Promise<string | null> {
      try {
        const response = await fetchImpl(endpoint, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: config.model,
            temperature: 0.2,
            max_tokens: 600,
            messages: [
              { role: "system", content: systemPrompt(request.shopName, request.facts) },
              ...request.history,
              { role: "user", content: request.message },
            ],
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) throw new Error(`statut HTTP ${response.status}`);
        const parsed = completionSchema.safeParse(await response.json());
        if (!parsed.success) throw new Error("réponse sans texte");
        const text = (parsed.data.choices[0] as { message: { content: string } }).message.content.trim();
        const invented = inventedFacts(text, request.facts);
        if (invented.length > 0) throw new Error(`éléments absents des faits : ${invented.join(", ")}`);
        return text;
      } catch (error) {
        console.warn(`[chat] modèle indisponible, réponse de recherche utilisée : ${(error as Error).message}`);
        return null;
      }
    },
  };
}

export type LlmWriter = ReturnType<typeof createLlmWriter>;

/** The system prompt itself offers this page: the model may always link it. */
const PROMPT_LINKS = ["/contact"];

/** `[texte](cible)`: the link markup of a reply, whatever its target. */
const MARKDOWN_LINK = /\[[^\]\n]*\]\(([^)\s]*)\)/g;
/** Addresses written out, linked or not. */
const BARE_ADDRESS = /\b(?:https?:\/\/|www\.)[^\s)\]]+/gi;
/** Shop paths named in plain text ('/produit/…'), outside any link markup. */
const BARE_PRODUCT_PATH = /(?<![\w(])\/produit\/[a-z0-9-]+/g;
/** A path of this site: one leading slash then letters, digits, dashes, slashes (and a fragment) — no query, no '\\'. */
const SHOP_PATH = /^\/(?![/\\])[A-Za-z0-9\-/]*(?:#[A-Za-z0-9-]+)?$/;
/** An amount in euros as people write it: '4,99 €', '5 €', '5€', '€5', '12.50 euros', '29 EUR'. */
const EURO_AMOUNT = /(?:€\s?(\d{1,7}(?:[.,]\d{1,2})?)|(\d{1,7}(?:[.,]\d{1,2})?)\s?(?:€|euros?\b|EUR\b))/giu;

/**
 * What a model's answer cites that the retrieved facts do not hold — so the model made it up, or was talked into it:
 * - a link whose target is not a link of the facts (or the contact form the prompt offers), or not a plain path of
 *   this site: `[offre](/go?to=https://phish.example)` and `[ici](/\\phish.example/login)` are both refused;
 * - an address written out (`https://…`, `www.…`) that the facts do not contain;
 * - any amount in euros the facts do not state, with or without cents.
 */
export function inventedFacts(text: string, facts: string): string[] {
  const knownLinks = new Set([...linkTargets(facts), ...PROMPT_LINKS]);
  const knownAddresses = new Set(bareAddresses(facts));
  const knownAmounts = new Set(euroAmounts(facts));
  const links = linkTargets(text).filter((target) => !knownLinks.has(target) || !SHOP_PATH.test(target));
  const addresses = bareAddresses(text).filter((address) => !knownAddresses.has(address));
  const amounts = euroAmounts(text).filter((amount) => !knownAmounts.has(amount));
  return [...new Set([...links, ...addresses, ...amounts])];
}

function linkTargets(text: string): string[] {
  const targets = [...text.matchAll(MARKDOWN_LINK)].map((match) => match[1] as string);
  const withoutLinks = text.replace(MARKDOWN_LINK, " ");
  return [...targets, ...(withoutLinks.match(BARE_PRODUCT_PATH) ?? [])];
}

function bareAddresses(text: string): string[] {
  return (text.match(BARE_ADDRESS) ?? []).map((address) => address.toLowerCase());
}

/** Each amount as '4,99 €' (cents always written), so '5 €' and '5,00 €' are the same fact. */
function euroAmounts(text: string): string[] {
  return [...text.replace(/[\u00a0\u202f]/g, " ").matchAll(EURO_AMOUNT)].map((match) => {
    const written = (match[1] ?? match[2] ?? "").replace(".", ",");
    const [units, cents = ""] = written.split(",");
    return `${units},${cents.padEnd(2, "0")} €`;
  });
}
