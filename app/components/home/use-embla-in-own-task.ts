import useEmblaCarousel from "embla-carousel-react";
import { useCallback } from "react";
import { flushSync } from "react-dom";

/** Carousels waiting for their Embla instance, started one per browser task in page order. */
const waiting: Array<() => void> = [];
let draining = false;

function startNext(): void {
  const start = waiting.shift();
  if (!start) {
    draining = false;
    return;
  }
  start();
  setTimeout(startNext, 0);
}

/**
 * `useEmblaCarousel`, but each carousel starts in a task of its own after hydration. The home page holds seven
 * carousels; started together in hydration's effects, Embla's measurements made one long task that kept a phone's
 * main thread busy (Lighthouse's Total Blocking Time). Separate tasks let the browser answer a tap in between. The
 * slides are laid out by CSS, so the page looks the same before its carousel starts.
 */
export function useEmblaInOwnTask(...args: Parameters<typeof useEmblaCarousel>) {
  const [setViewport, api] = useEmblaCarousel(...args);
  const viewportRef = useCallback(
    (viewport: HTMLElement | null) => {
      if (!viewport) return;
      let removed = false;
      waiting.push(() => {
        // Synchronous, so the instance is created (and its first events handled) inside this task.
        if (!removed) flushSync(() => setViewport(viewport));
      });
      if (!draining) {
        draining = true;
        setTimeout(startNext, 0);
      }
      return () => {
        removed = true;
        setViewport(null);
      };
    },
    [setViewport],
  );
  return [viewportRef, api] as const;
}
