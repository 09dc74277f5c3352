import type { HeadersFunction } from "react-router";

/**
 * The headers of a page that shows what a buyer typed or bought (a confirmation's name and address, a form's answer
 * that writes the e-mail back): `no-store`, so no browser cache, proxy or back-forward cache keeps it, and the shop's
 * own kept pages leave it out (decision 030). The other pages are `private, no-cache` (entry.server.tsx).
 */
export const personalDataHeaders: HeadersFunction = () => ({ "Cache-Control": "no-store" });
