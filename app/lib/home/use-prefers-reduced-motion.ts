import { useEffect, useState } from "react";

const QUERY = "(prefers-reduced-motion: reduce)";

/**
 * Whether the visitor asked for reduced motion (docs/architecture.md §8: it stops autoplay and auto-scrolling). The server and the
 * hydration pass answer `true`, so nothing starts moving before the browser has said what the visitor wants. The
 * browser's answer comes by an effect, not `useSyncExternalStore`: a store whose server answer differs makes React
 * re-render synchronously at the end of hydration, and run every effect of the page in that same long task.
 */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(true);
  useEffect(() => {
    const media = window.matchMedia(QUERY);
    const update = () => setReduced(media.matches);
    update();
    media.addEventListener("change", update);
    return () => media.removeEventListener("change", update);
  }, []);
  return reduced;
}
