import type { PersistStorage, StorageValue } from "zustand/middleware";

/**
 * Local storage for persisted stores that never throws: unreadable JSON reads as nothing (the store starts empty and
 * still finishes hydrating), and a full or forbidden storage only loses the write.
 */
export function safeLocalStorage<T>(): PersistStorage<T> {
  return {
    getItem(name) {
      try {
        const raw = localStorage.getItem(name);
        return raw ? (JSON.parse(raw) as StorageValue<T>) : null;
      } catch {
        return null;
      }
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
