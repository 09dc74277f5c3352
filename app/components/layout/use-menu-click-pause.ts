import { useCallback, useEffect, useEffectEvent, useRef, useState } from "react";
import { MENU_DISABLE_AFTER_CLICK_MS } from "../../../core/shop-constants.ts";

/** Session-storage key of the time of the last click on a menu link (docs/product.md §4: the pause survives navigation). */
export const MENU_CLICK_STORAGE_KEY = "menu-disabled-at";

function readClickTime(): number {
  try {
    const stored = Number(window.sessionStorage.getItem(MENU_CLICK_STORAGE_KEY));
    return Number.isFinite(stored) ? stored : 0;
  } catch {
    return 0; // storage refused (privacy settings): the pause then lives in memory only
  }
}

function writeClickTime(time: number): void {
  try {
    window.sessionStorage.setItem(MENU_CLICK_STORAGE_KEY, String(time));
  } catch {
    // storage refused: same behaviour within this page
  }
}

/** Starts the pause where no hook runs yet (the server-rendered bar): the menus read it when they mount. */
export function recordMenuClick(): number {
  const now = Date.now();
  writeClickTime(now);
  return now;
}

/**
 * After a click on a menu link the menus stay disabled for MENU_DISABLE_AFTER_CLICK_MS, so a pointer resting where
 * the panel was does not reopen it over the new page; `onResume` runs when the pause ends.
 */
export function useMenuClickPause(onResume: () => void) {
  const [pausedUntil, setPausedUntil] = useState(0);
  const pausedUntilRef = useRef(0);
  const resume = useEffectEvent(onResume);

  const pauseUntil = useCallback((until: number) => {
    pausedUntilRef.current = until;
    setPausedUntil(until);
  }, []);

  // Read after hydration: the server cannot see session storage.
  useEffect(() => {
    const until = readClickTime() + MENU_DISABLE_AFTER_CLICK_MS;
    if (until > Date.now()) pauseUntil(until);
  }, [pauseUntil]);

  useEffect(() => {
    const remaining = pausedUntil - Date.now();
    if (pausedUntil === 0 || remaining <= 0) return;
    const timer = window.setTimeout(() => {
      pauseUntil(0);
      resume();
    }, remaining);
    return () => window.clearTimeout(timer);
  }, [pausedUntil, pauseUntil]);

  const start = useCallback(() => {
    pauseUntil(recordMenuClick() + MENU_DISABLE_AFTER_CLICK_MS);
  }, [pauseUntil]);

  const isPaused = useCallback(() => Date.now() < pausedUntilRef.current, []);

  return { start, isPaused };
}
