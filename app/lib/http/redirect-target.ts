/** Whitespace, control and invisible format characters anywhere (after trimming the ends): browsers drop them, which hides schemes. */
const HIDDEN_CHARACTERS = /[\s\p{Cc}\p{Cf}]/u;

export type RedirectTarget = { href: string; external: boolean };

/**
 * Where /go may send the browser (docs/product.md §10.6): an absolute `http:`/`https:` URL, or a path of this site.
 * `raw` is the value of the `to` query parameter, already URL-decoded once by the query parser (docs/product.md §5); it is not
 * decoded again, so an encoded scheme (`javascript%3A…`) stays refused rather than being revealed. Anything else —
 * other schemes, protocol-relative `//host`, `/\host`, backslashes, hidden characters, credentials in the URL — is
 * refused with null.
 */
export function resolveRedirectTarget(raw: string | null | undefined, siteOrigin: string): RedirectTarget | null {
  if (!raw) return null;
  const value = raw.trim();
  if (value === "" || value.length > 2048 || HIDDEN_CHARACTERS.test(value) || value.includes("\\")) return null;

  if (value.startsWith("/")) {
    if (value.startsWith("//")) return null;
    const url = parse(value, siteOrigin);
    if (!url || url.origin !== new URL(siteOrigin).origin) return null;
    return { href: `${url.pathname}${url.search}${url.hash}`, external: false };
  }

  if (!/^https?:\/\//i.test(value)) return null;
  const url = parse(value);
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname) return null;
  // `https://shop.example@evil.example` reads like the shop but goes elsewhere: such links are phishing, not ours.
  if (url.username || url.password) return null;
  return { href: url.href, external: url.origin !== new URL(siteOrigin).origin };
}

function parse(value: string, base?: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}
