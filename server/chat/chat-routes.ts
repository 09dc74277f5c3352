import express, { type RequestHandler } from "express";
import { parseJsonBytes } from "../../core/http/request-body.server.ts";
import { GENERIC_MESSAGES } from "../../core/messages/generic.ts";
import type { ChatService } from "./chat-service.ts";

/** Large enough that an over-long message reaches validation and gets its French message rather than a 413. */
const CHAT_BODY_LIMIT = "64kb";

/** `POST /api/chat {message, conversationId?}` → `{response, conversationId}`, or `{error}` with a 4xx. */
export function chatHandlers(chat: ChatService): RequestHandler[] {
  return [
    express.raw({ type: "application/json", limit: CHAT_BODY_LIMIT }),
    async (req, res, next) => {
      // Bytes that are not UTF-8, or a lone surrogate (`"\udc00"`), which parses and then fails in PostgreSQL: refused
      // before the conversation is stored.
      const body = parseJsonBytes(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));
      if (!body.ok) {
        const error = body.reason === "ill-formed" ? GENERIC_MESSAGES.illFormedText : GENERIC_MESSAGES.badRequest;
        res.status(400).json({ error });
        return;
      }
      try {
        const outcome = await chat.send(body.value, req.ip ?? "unknown");
        if (outcome.ok) res.json(outcome.body);
        else res.status(outcome.status).json({ error: outcome.error });
      } catch (error) {
        next(error);
      }
    },
  ];
}
