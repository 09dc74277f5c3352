/**
 * Taps on buttons made before hydration, kept and replayed once the page is hydrated. A link or a submit button works
 * without JavaScript (the header's cart and the quick views are links for that reason); a `type="button"` does nothing
 * until React holds it: without this, on a slow phone, the visitor's first tap on a heart, 'Ajouter au panier' (both
 * write the browser's own storage, which no page can do without JavaScript) or a carousel arrow would be lost.
 */

/** Where the recorder leaves its hand-over function for the client entry. */
export const EARLY_TAPS_KEY = "__bouquinerieEarlyTaps";
/** More than this before hydration is not a visitor waiting for an answer. */
export const MAX_EARLY_TAPS = 10;

type EarlyTapsWindow = Window & { [EARLY_TAPS_KEY]?: () => HTMLButtonElement[] };

/**
 * Runs in the browser, written into the page as its source by the server (React's bootstrap script, right after the
 * page's HTML): it must not refer to anything outside itself. Records trusted clicks (a key press on a focused button
 * is one too) until the client entry takes them.
 */
export function recordEarlyTaps(key: string, max: number): void {
  const taps: HTMLButtonElement[] = [];
  const record = (event: MouseEvent) => {
    const button = event.isTrusted && event.target instanceof Element ? event.target.closest("button") : null;
    if (button && button.type === "button" && !button.disabled && taps.length < max) taps.push(button);
  };
  addEventListener("click", record, true);
  Object.assign(window, {
    [key]: () => {
      removeEventListener("click", record, true);
      return taps;
    },
  });
}

/** The recorder's inline script. */
export function earlyTapsRecorderSource(): string {
  return `(${recordEarlyTaps.toString()})(${JSON.stringify(EARLY_TAPS_KEY)},${MAX_EARLY_TAPS})`;
}

/**
 * Stops recording and returns the taps so far. Called right before `hydrateRoot`: from then on React listens, and
 * itself replays a click that lands while it hydrates.
 */
export function takeEarlyTaps(): HTMLButtonElement[] {
  const take = (window as EarlyTapsWindow)[EARLY_TAPS_KEY];
  return take ? take() : [];
}

/**
 * Clicks again, in order, each tapped button still in the page and enabled, now that React holds it; once per button,
 * since a visitor taps again a button that seems dead: two taps on a heart or on the menu mean 'open' or 'add', not
 * open-then-close.
 */
export function replayEarlyTaps(taps: readonly HTMLButtonElement[]): void {
  for (const button of new Set(taps)) if (button.isConnected && !button.disabled) button.click();
}
