import { lazy, Suspense, useRef } from "react";
import type { AssistantKind } from "../../../core/help/chat-greeting.ts";
import { useHydrated } from "../../lib/document/hydration-signal.ts";
import { useChat } from "../../stores/chat-store.ts";
import { Icon } from "../ui/icon.tsx";

/** The panel's code is fetched on first open: most visits never open the chat. */
const ChatPanel = lazy(() => import("./chat-panel.tsx"));

/**
 * The floating chat button of every page and, once opened, the assistant's panel. The button appears once the page
 * has hydrated: a chat needs JavaScript, and no page can stand in for it, so a button shown earlier would ignore taps.
 */
export function ChatWidget({ assistant }: { assistant: AssistantKind }) {
  const hydrated = useHydrated();
  const open = useChat((state) => state.open);
  const setOpen = useChat((state) => state.setOpen);
  const buttonRef = useRef<HTMLButtonElement>(null);
  if (!hydrated) return null;

  function close() {
    setOpen(false, assistant);
    buttonRef.current?.focus();
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        onClick={() => (open ? close() : setOpen(true, assistant))}
        aria-expanded={open}
        aria-controls={open ? "assistant-panel" : undefined}
        aria-label={open ? "Fermer l'assistant" : "Ouvrir l'assistant"}
        className="fixed right-4 bottom-4 z-40 flex size-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg hover:bg-brand-700 sm:right-6 sm:bottom-6"
      >
        {open ? <Icon name="x" className="size-6" /> : <Icon name="message-circle" className="size-6" />}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ChatPanel onClose={close} writtenByModel={assistant.writtenByModel} />
        </Suspense>
      )}
    </>
  );
}
