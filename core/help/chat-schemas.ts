import { CHAT_MESSAGES } from "../messages/chat.ts";
import { GENERIC_MESSAGES } from "../messages/generic.ts";
import { dropNul, z } from "../zod.ts";

/** Longest chat message accepted: a question, not a document (a 10,000-character paste gets a clear refusal). */
export const CHAT_MESSAGE_MAX_LENGTH = 1_000;

/** Body of `POST /api/chat`; the same rules in the widget and on the server. */
export const chatRequestSchema = z.object(
  {
    message: z
      .string(CHAT_MESSAGES.messageRequired)
      .check(
        dropNul,
        z.trim(),
        z.minLength(1, CHAT_MESSAGES.messageRequired),
        z.maxLength(CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGES.messageTooLong(CHAT_MESSAGE_MAX_LENGTH)),
      ),
    conversationId: z.nullish(z.uuid(CHAT_MESSAGES.unknownConversation)),
  },
  // zod/mini carries no English messages: every refusal is worded here, in French.
  GENERIC_MESSAGES.badRequest,
);
export type ChatRequest = z.infer<typeof chatRequestSchema>;

export const chatResponseSchema = z.object({ response: z.string(), conversationId: z.uuid() });
export type ChatResponse = z.infer<typeof chatResponseSchema>;
