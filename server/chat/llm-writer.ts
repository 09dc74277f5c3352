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
    `Tu es l'assistant de la boutique en ligne ${shopName}, qui vend des livres jeunesse reconditionnés.`,
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

/** Product links and prices in the model's text that the facts do not contain: the model made them up. */
export function inventedFacts(text: string, facts: string): string[] {
  const known = new Set(citedFacts(facts));
  return citedFacts(text).filter((item) => !known.has(item));
}

function citedFacts(text: string): string[] {
  const links = text.match(/\/produit\/[a-z0-9-]+/g) ?? [];
  const prices = (text.match(/\d+[,.]\d{2}\s?€/g) ?? []).map((price) => price.replace(/\s/g, "").replace(".", ","));
  return [...links, ...prices];
}
