import { randomUUID } from "node:crypto";
import { asc, desc, eq, sql } from "drizzle-orm";
import { type ChatResponse, chatRequestSchema } from "../../core/help/chat-schemas.ts";
import { GENERIC_MESSAGES } from "../../core/messages/generic.ts";
import type { Database } from "../db/connection.ts";
import { chatConversations, chatMessages } from "../db/schema.ts";
import type { LlmTurn, LlmWriter } from "./llm-writer.ts";
import type { RetrievalAssistant } from "./retrieval-assistant.ts";

/** Earlier turns a language model sees, for follow-ups ('et pour 8 ans ?'); older ones add cost, not sense. */
const HISTORY_TURNS = 6;

export type ChatOutcome = { ok: true; body: ChatResponse } | { ok: false; status: 400; error: string };

export type ChatServiceDeps = {
  db: Database;
  assistant: RetrievalAssistant;
  /** Present when LLM_BASE_URL and LLM_MODEL are configured. */
  writer?: LlmWriter | undefined;
  shopName: string;
};

/**
 * One chat turn: validates the message, stores it in its conversation (a new one when the id is absent or unknown),
 * answers from the retrieval assistant — rewritten by the model when one is configured and answers sensibly — and
 * stores the reply.
 */
export function createChatService({ db, assistant, writer, shopName }: ChatServiceDeps) {
  async function conversationFor(requested: string | null | undefined, ipAddress: string): Promise<string> {
    if (requested) {
      const [existing] = await db
        .select({ id: chatConversations.id })
        .from(chatConversations)
        .where(eq(chatConversations.id, requested));
      if (existing) return existing.id;
    }
    const id = randomUUID();
    await db.insert(chatConversations).values({ id, ipAddress });
    return id;
  }

  async function history(conversationId: string): Promise<LlmTurn[]> {
    const rows = await db
      .select({ role: chatMessages.role, content: chatMessages.content })
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, conversationId))
      .orderBy(desc(chatMessages.id))
      .limit(HISTORY_TURNS);
    return rows.reverse();
  }

  return {
    async send(input: unknown, ipAddress: string): Promise<ChatOutcome> {
      const parsed = chatRequestSchema.safeParse(input);
      if (!parsed.success) {
        return { ok: false, status: 400, error: parsed.error.issues[0]?.message ?? GENERIC_MESSAGES.badRequest };
      }
      const { message } = parsed.data;
      const conversationId = await conversationFor(parsed.data.conversationId, ipAddress);
      const earlier = writer ? await history(conversationId) : [];
      await db.insert(chatMessages).values({ conversationId, role: "user", content: message });

      const retrieved = await assistant.reply(message);
      // The greeting says what the assistant is (decision 014): sent as written, never reworded by the model.
      const written =
        writer && retrieved.intent !== "greeting"
          ? await writer.write({ message, facts: retrieved.text, history: earlier, shopName })
          : null;
      const response = written ?? retrieved.text;

      await db.insert(chatMessages).values({ conversationId, role: "assistant", content: response });
      await db.update(chatConversations).set({ updatedAt: sql`now()` }).where(eq(chatConversations.id, conversationId));
      return { ok: true, body: { response, conversationId } };
    },

    /** A conversation's messages, oldest first (tests and the owner's tools). */
    async messages(conversationId: string) {
      return db
        .select({ role: chatMessages.role, content: chatMessages.content })
        .from(chatMessages)
        .where(eq(chatMessages.conversationId, conversationId))
        .orderBy(asc(chatMessages.id));
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
