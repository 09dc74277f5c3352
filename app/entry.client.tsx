import { type ReactNode, StrictMode, startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { replayEarlyTaps, takeEarlyTaps } from "./lib/document/early-taps.ts";

// Taken before hydrateRoot, which starts React's own listening: no tap is both kept here and handled by React.
const earlyTaps = takeEarlyTaps();
let replayed = false;

/** Replays the early taps once the whole page has been hydrated: a parent's effect runs after its children's. */
function ReplayEarlyTapsWhenHydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    // StrictMode runs effects twice in development: replay once.
    if (replayed) return;
    replayed = true;
    replayEarlyTaps(earlyTaps);
  }, []);
  return children;
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <ReplayEarlyTapsWhenHydrated>
        <HydratedRouter />
      </ReplayEarlyTapsWhenHydrated>
    </StrictMode>,
  );
});
