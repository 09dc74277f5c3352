import { create } from "zustand";
import { type AssistantKind, chatGreeting } from "../../core/help/chat-greeting.ts";
import type { ChatResponse } from "../../core/help/chat-schemas.ts";

export type ChatMessage = { id: number; role: "user" | "assistant"; content: string };

type ChatState = {
  open: boolean;
  messages: ChatMessage[];
  conversationId: string | null;
  waiting: boolean;
  /** The assistant's kind words its greeting: automated, and written by an AI when a model writes the answers. */
  setOpen(open: boolean, assistant: AssistantKind): void;
  /** Sends a message; resolves false when it was not sent (blank, already waiting) or the request failed. */
  send(text: string): Promise<"sent" | "ignored" | "failed">;
};

let nextId = 1;

async function postChat(message: string, conversationId: string | null): Promise<ChatResponse> {
  const response = await fetch("/api/chat", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ message, conversationId }),
  });
  if (!response.ok) throw new Error(`statut ${response.status}`);
  // The schema (and zod) load with the first answer, not with every page the widget sits on.
  const [json, { chatResponseSchema }] = await Promise.all([
    response.json(),
    import("../../core/help/chat-schemas.ts"),
  ]);
  return chatResponseSchema.parse(json);
}

/**
 * The conversation, held in memory at module level: it outlives page changes (the root layout never unmounts the
 * widget) and is gone with the tab, as a chat should be.
 */
export const useChat = create<ChatState>()((set, get) => ({
  open: false,
  messages: [],
  conversationId: null,
  waiting: false,

  setOpen(open, assistant) {
    const { messages } = get();
    // docs/product.md §4: the greeting is added on first open only.
    if (open && messages.length === 0) {
      set({ open, messages: [{ id: nextId++, role: "assistant", content: chatGreeting(assistant) }] });
    } else {
      set({ open });
    }
  },

  async send(text) {
    const message = text.trim();
    if (message === "" || get().waiting) return "ignored";
    const sent: ChatMessage = { id: nextId++, role: "user", content: message };
    set((state) => ({ messages: [...state.messages, sent], waiting: true }));
    try {
      const reply = await postChat(message, get().conversationId);
      set((state) => ({
        messages: [...state.messages, { id: nextId++, role: "assistant", content: reply.response }],
        conversationId: reply.conversationId,
        waiting: false,
      }));
      return "sent";
    } catch {
      // docs/product.md §4: on failure the last message is removed (the caller shows the toast).
      set((state) => ({ messages: state.messages.filter((m) => m.id !== sent.id), waiting: false }));
      return "failed";
    }
  },
}));
