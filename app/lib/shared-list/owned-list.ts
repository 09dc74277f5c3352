import { SHARED_LIST_ID, SHARED_LIST_SECRET } from "../../../core/shared-lists/shared-list-schema.ts";

/**
 * The list this browser shared (issue 40): its public id and the edit secret that alone updates or stops it. Kept in
 * local storage, never sent anywhere but to the list's own endpoint; a value that is not ours reads as nothing.
 */
export const OWNED_LIST_STORAGE_KEY = "shared-list-owner";

export type OwnedList = {
  id: string;
  secret: string;
  title: string;
  /** The books as last shared (`booksSignature`), so the page can say when the favourites have changed since. */
  books: string;
};

/** The favourites' ids in order, as one string to compare. */
export function booksSignature(items: ReadonlyArray<{ id: string }>): string {
  return items.map((item) => item.id).join(" ");
}

export function readOwnedList(): OwnedList | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(OWNED_LIST_STORAGE_KEY) ?? "null");
    if (typeof value !== "object" || value === null) return null;
    const { id, secret, title, books } = value as Record<string, unknown>;
    if (typeof id !== "string" || !SHARED_LIST_ID.test(id)) return null;
    if (typeof secret !== "string" || !SHARED_LIST_SECRET.test(secret)) return null;
    return {
      id,
      secret,
      title: typeof title === "string" ? title : "",
      books: typeof books === "string" ? books : "",
    };
  } catch {
    return null;
  }
}

export function writeOwnedList(list: OwnedList | null): void {
  try {
    if (list) localStorage.setItem(OWNED_LIST_STORAGE_KEY, JSON.stringify(list));
    else localStorage.removeItem(OWNED_LIST_STORAGE_KEY);
  } catch {
    // Private browsing or a full quota: the link still works, this browser just cannot edit it later.
  }
}
