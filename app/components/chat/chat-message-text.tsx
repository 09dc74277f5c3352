import { Fragment } from "react";
import { Link } from "react-router";

/** `[texte](/chemin)`: the only markup a reply carries. Only same-site paths become links; anything else stays text. */
const LINK = /\[([^\]\n]+)\]\((\/[^)\s]*)\)/g;

/** Any origin of ours: only the path a link resolves to matters here. */
const SAME_SITE = "https://boutique.invalid";

/** One leading slash, then no second slash or backslash, no scheme anywhere, and not the redirect page. */
function isShopPath(href: string): boolean {
  if (!/^\/(?![/\\])/.test(href) || /[\\:]/.test(href)) return false;
  // The page it opens, as the browser resolves dot segments and React Router matches (decoded, in any case):
  // '/./go', '/produit/../go', '/GO' and '/%67o' all reach /go, which needs no colon when its target is encoded.
  let page: string;
  try {
    page = decodeURIComponent(new URL(href, SAME_SITE).pathname).toLowerCase();
  } catch {
    return false;
  }
  return !/^\/go(?:[/.]|$)/.test(page);
}

/** A reply's text with its links made real, line breaks kept. */
export function ChatMessageText({ text, onNavigate }: { text: string; onNavigate?: () => void }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label, href] = match as unknown as [string, string, string];
    const start = match.index ?? 0;
    if (start > last) parts.push(text.slice(last, start));
    // '//host' and '/\\host' would leave the site, '/go?to=' too: only a plain path of ours becomes a link.
    if (!isShopPath(href)) parts.push(whole);
    else
      parts.push(
        <Link key={start} to={href} onClick={onNavigate} className="font-semibold text-brand-700 underline">
          {label}
        </Link>,
      );
    last = start + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return (
    <p className="whitespace-pre-line break-words">
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one message never move
        <Fragment key={index}>{part}</Fragment>
      ))}
    </p>
  );
}
