import type { PersistStorage, StorageValue } from "zustand/middleware";

/**
 * Local storage for persisted stores that never throws, and whose reads are checked by `loadRestore`'s function
 * before the store sees them: unreadable JSON or a value that does not pass reads as nothing (the store starts empty
 * and still finishes hydrating). The checker is loaded only when something is stored, so a first visit never
 * downloads it. A full or forbidden storage only loses the write.
 */
export function validatedLocalStorage<T>(
  loadRestore: () => Promise<(persisted: unknown) => T | null>,
): PersistStorage<T> {
  return {
    getItem(name) {
      const stored = readJson(name);
      if (stored === null || typeof stored !== "object") return null;
      return loadRestore()
        .then((restore) => {
          const state = restore(stored.state);
          return state === null ? null : { state, version: stored.version };
        })
        .catch(() => null);
    },
    setItem(name, value) {
      try {
        localStorage.setItem(name, JSON.stringify(value));
      } catch {
        // Private browsing or a full quota: the session goes on without persistence.
      }
    },
    removeItem(name) {
      try {
        localStorage.removeItem(name);
      } catch {
        // Same as above.
      }
    },
  };
}

function readJson(name: string): StorageValue<unknown> | null {
  try {
    const raw = localStorage.getItem(name);
    return raw ? (JSON.parse(raw) as StorageValue<unknown>) : null;
  } catch {
    return null;
  }
}
