import type { GiftOptions } from "../../../core/checkout/gift.ts";

/**
 * « C'est pour offrir » on the order's confirmation (issue 40): the message as the child will read it, line breaks
 * kept, and whether the price stays out of the parcel.
 */
export function GiftSummary({ gift }: { gift: GiftOptions }) {
  return (
    <section aria-labelledby="gift-heading">
      <h2 id="gift-heading" className="text-xl font-bold">
        C'est pour offrir
      </h2>
      {gift.message ? (
        <>
          <p className="mt-2">Message pour l'enfant, glissé dans le colis :</p>
          <blockquote className="mt-2 rounded-lg bg-brand-50 p-3 whitespace-pre-line">{gift.message}</blockquote>
        </>
      ) : (
        <p className="mt-2">Sans message.</p>
      )}
      {gift.hidePrice ? <p className="mt-2">Le prix ne figurera pas dans le colis.</p> : null}
    </section>
  );
}
