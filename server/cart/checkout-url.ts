/** Resolves the shop's own paths; never reaches a network. */
const PATH_BASE = "http://path.invalid";

/**
 * docs/product.md §7 call 6: the hosted checkout URL with `channel=online_store`, plus `discount=` and the codes joined by commas
 * when there are any. A path on the shop itself (the local checkout) stays a path, so the visitor pays on the name they
 * reached the shop by. Null when the store returned something that is not a web address (never open `javascript:`).
 */
export function checkoutUrlFor(checkoutUrl: string, codes: string[]): string | null {
  const isPath = checkoutUrl.startsWith("/") && !checkoutUrl.startsWith("//") && !checkoutUrl.startsWith("/\\");
  let url: URL;
  try {
    url = isPath ? new URL(checkoutUrl, PATH_BASE) : new URL(checkoutUrl);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  url.searchParams.set("channel", "online_store");
  if (codes.length > 0) url.searchParams.set("discount", codes.join(","));
  return isPath ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}
