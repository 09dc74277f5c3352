import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { CHAT_PRIVACY_LINK_LABEL, CHAT_PRIVACY_PATH, chatDisclosure } from "../../../core/help/chat-greeting.ts";
import { CHAT_MESSAGE_MAX_LENGTH } from "../../../core/help/chat-schemas.ts";
import { CHAT_MESSAGES } from "../../../core/messages/chat.ts";
import { useChat } from "../../stores/chat-store.ts";
import { focusableDisabled } from "../ui/focusable-disabled.ts";
import { Icon } from "../ui/icon.tsx";
import { toast } from "../ui/toast.ts";
import { ChatMessageText } from "./chat-message-text.tsx";

/** Below Tailwind's `sm` the panel covers the screen, so following a link must uncover the page. */
const SMALL_SCREEN = "(max-width: 639px)";

/**
 * The open chat: what the assistant is (always in view, and the dialog's description), the messages, the
 * assistant's spinner, and the input (Enter sends, Shift+Enter adds a line).
 */
export default function ChatPanel({ onClose, writtenByModel }: { onClose: () => void; writtenByModel: boolean }) {
  const messages = useChat((state) => state.messages);
  const waiting = useChat((state) => state.waiting);
  const send = useChat((state) => state.send);
  const [draft, setDraft] = useState("");
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const shown = messages.length + (waiting ? 1 : 0);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  // Keeps the newest message in view whenever one is added or the spinner appears.
  useEffect(() => {
    const log = logRef.current;
    if (log && shown > 0) log.scrollTop = log.scrollHeight;
  }, [shown]);

  async function submit() {
    if (draft.trim() === "" || waiting) return;
    const text = draft;
    setDraft("");
    const outcome = await send(text);
    if (outcome === "failed") {
      setDraft(text);
      toast.error(CHAT_MESSAGES.failureTitle, { description: CHAT_MESSAGES.failureDescription });
    }
    inputRef.current?.focus();
  }

  function closeOnSmallScreen() {
    if (window.matchMedia(SMALL_SCREEN).matches) onClose();
  }

  return (
    <section
      id="assistant-panel"
      role="dialog"
      aria-labelledby="assistant-title"
      aria-describedby="assistant-disclosure"
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onClose();
        }
      }}
      className="fixed inset-0 z-50 flex flex-col bg-white shadow-2xl sm:inset-auto sm:right-6 sm:bottom-24 sm:h-[520px] sm:w-[400px] sm:rounded-2xl sm:border sm:border-brand-100"
    >
      <header className="flex items-center justify-between rounded-t-2xl bg-brand-600 px-4 py-3 text-white">
        <h2 id="assistant-title" className="font-bold">
          Assistant de la boutique
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label="Fermer l'assistant"
          className="rounded-full p-1 hover:bg-brand-700"
        >
          <Icon name="x" className="size-5" />
        </button>
      </header>
      <p id="assistant-disclosure" className="border-b border-brand-100 bg-brand-50 px-4 py-2 text-xs">
        {chatDisclosure(writtenByModel)}{" "}
        <Link to={CHAT_PRIVACY_PATH} onClick={closeOnSmallScreen} className="font-semibold text-brand-700 underline">
          {CHAT_PRIVACY_LINK_LABEL}
        </Link>
      </p>

      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label="Conversation"
        className="flex-1 space-y-3 overflow-y-auto p-4 text-sm"
      >
        {messages.map((message) => (
          <div key={message.id} className={message.role === "user" ? "flex justify-end" : "flex justify-start"}>
            <div
              className={
                message.role === "user"
                  ? "max-w-[85%] rounded-2xl rounded-br-sm bg-brand-600 px-3 py-2 text-white"
                  : "max-w-[85%] rounded-2xl rounded-bl-sm bg-brand-50 px-3 py-2"
              }
            >
              <span className="sr-only">{message.role === "user" ? "Vous : " : "Assistant : "}</span>
              <ChatMessageText text={message.content} onNavigate={closeOnSmallScreen} />
            </div>
          </div>
        ))}
        {waiting && (
          <div role="status" className="flex items-center gap-2 text-brand-700">
            <Icon name="loader-circle" className="size-4 animate-spin motion-reduce:animate-none" />
            <span>L'assistant écrit…</span>
          </div>
        )}
      </div>

      <form
        className="flex items-end gap-2 border-t border-brand-100 p-3"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label htmlFor="assistant-input" className="sr-only">
          Votre message
        </label>
        <textarea
          id="assistant-input"
          ref={inputRef}
          rows={2}
          value={draft}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          placeholder="Posez votre question…"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void submit();
            }
          }}
          className="min-h-11 flex-1 resize-none rounded-xl border border-brand-100 px-3 py-2 text-sm"
        />
        <button
          type="submit"
          aria-label="Envoyer"
          {...focusableDisabled(waiting)}
          className="flex size-11 items-center justify-center rounded-full bg-brand-600 text-white hover:bg-brand-700 aria-disabled:opacity-50"
        >
          <Icon name="send-horizontal" className="size-5" />
        </button>
      </form>
    </section>
  );
}
