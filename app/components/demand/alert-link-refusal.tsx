import type { LinkRefusalData } from "../../lib/demand/alert-pages.ts";

/** Why a link of an alert e-mail did nothing (forged, cut, expired), in French. */
export function AlertLinkRefusal({ refusal }: { refusal: LinkRefusalData }) {
  return (
    <p role="alert" className="rounded-lg border border-red-700 bg-red-50 p-4 font-semibold">
      {refusal.message}
    </p>
  );
}
