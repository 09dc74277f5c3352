/**
 * SPEC §7 call 6: the hosted checkout URL with `channel=online_store`, plus `discount=` and the codes joined by commas
 * when there are any. Null when the store returned something that is not a web address (never open `javascript:`).
 */
export function checkoutUrlFor(checkoutUrl: string, codes: string[]): string | null {
  let url: URL;
  try {
    url = new URL(checkoutUrl);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  url.searchParams.set("channel", "online_store");
  if (codes.length > 0) url.searchParams.set("discount", codes.join(","));
  return url.toString();
}
