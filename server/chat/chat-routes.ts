import express, { type RequestHandler } from "express";
import type { ChatService } from "./chat-service.ts";

/** 100 messages a minute is a script, not a visitor; 30 leaves room for a fast typist. */
export const CHAT_RATE_LIMIT = { windowMs: 60_000, limit: 30 };

/** Large enough that an over-long message reaches validation and gets its French message rather than a 413. */
const CHAT_BODY_LIMIT = "64kb";

/** `POST /api/chat {message, conversationId?}` → `{response, conversationId}`, or `{error}` with a 4xx. */
export function chatHandlers(chat: ChatService): RequestHandler[] {
  return [
    express.json({ limit: CHAT_BODY_LIMIT }),
    async (req, res, next) => {
      try {
        const outcome = await chat.send(req.body, req.ip ?? "unknown");
        if (outcome.ok) res.json(outcome.body);
        else res.status(outcome.status).json({ error: outcome.error });
      } catch (error) {
        next(error);
      }
    },
  ];
}
