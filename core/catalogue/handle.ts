/** Longest handle Shopify accepts; letters of any alphabet, digits, hyphens and underscores only. */
const HANDLE = /^[\p{L}\p{N}_-]{1,255}$/u;

/** A handle worth asking the store about: the server's lookups and the browser's `?ajouter=` both check it first. */
export function isPlausibleHandle(handle: string | null | undefined): handle is string {
  return typeof handle === "string" && HANDLE.test(handle);
}

/** A copy's number (`?variant=`), as Shopify's own product links write it. */
const VARIANT_NUMBER = /^\d{1,20}$/;

export function isVariantNumber(value: string | null | undefined): value is string {
  return typeof value === "string" && VARIANT_NUMBER.test(value);
}

/** The number at the end of a Shopify id (`gid://shopify/ProductVariant/42` → `42`), as Shopify's own links use it. */
export function variantNumber(id: string): string {
  return id.slice(id.lastIndexOf("/") + 1);
}
