/** How far below the screen a part may be when its code starts downloading: about a flick of the thumb. */
const NEAR_SCREEN = "400px 0px";

/** Calls `then` once, when `element` comes near the screen. Returns what stops watching. */
export function onceNearScreen(element: Element, then: () => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      then();
    },
    { rootMargin: NEAR_SCREEN },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
