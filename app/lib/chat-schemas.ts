import { z } from "zod";
import { MESSAGES } from "./messages.ts";

/** Longest chat message accepted: a question, not a document (a 10,000-character paste gets a clear refusal). */
export const CHAT_MESSAGE_MAX_LENGTH = 1_000;

/** Body of `POST /api/chat`; the same rules in the widget and on the server. */
export const chatRequestSchema = z.object({
  message: z
    .string(MESSAGES.chat.messageRequired)
    .trim()
    .min(1, MESSAGES.chat.messageRequired)
    .max(CHAT_MESSAGE_MAX_LENGTH, MESSAGES.chat.messageTooLong(CHAT_MESSAGE_MAX_LENGTH)),
  conversationId: z.uuid().nullish(),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

export const chatResponseSchema = z.object({ response: z.string(), conversationId: z.uuid() });
export type ChatResponse = z.infer<typeof chatResponseSchema>;
