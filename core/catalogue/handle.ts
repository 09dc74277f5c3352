/** Longest handle Shopify accepts; letters of any alphabet, digits, hyphens and underscores only. */
const HANDLE = /^[\p{L}\p{N}_-]{1,255}$/u;

/** A handle worth asking the store about: the server's lookups and the browser's `?ajouter=` both check it first. */
export function isPlausibleHandle(handle: string | null | undefined): handle is string {
  return typeof handle === "string" && HANDLE.test(handle);
}
