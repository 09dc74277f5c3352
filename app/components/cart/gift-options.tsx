import { useId } from "react";
import { giftMessageProblem } from "../../../core/checkout/gift.ts";
import { GIFT_MESSAGE_MAX } from "../../../core/shop-constants.ts";
import { useGift } from "../../stores/gift-store.ts";

/** The message field's id prefix: the checkout button sends the focus there when the message must be corrected. */
export const GIFT_MESSAGE_FIELD_ID = "gift-message";

/**
 * « C'est pour offrir » (issue 40): a tick, then a message for the child (plain text, checked as it is typed with the
 * server's own rule) and « Ne pas mettre le prix dans le colis ». Kept in the browser with the cart; it travels with
 * the checkout as the cart's note and attributes.
 */
export function GiftOptions() {
  const { enabled, message, hidePrice, set } = useGift();
  const hintId = useId();
  const errorId = useId();
  const problem = enabled ? giftMessageProblem(message) : null;
  return (
    <fieldset className="mt-6 rounded-xl border border-brand-100 p-5">
      <legend className="px-1 text-lg font-bold">Un cadeau ?</legend>
      <label className="flex items-center gap-3 font-semibold">
        <input
          type="checkbox"
          checked={enabled}
          onChange={(event) => set({ enabled: event.target.checked })}
          className="size-5 accent-brand-700"
        />
        C'est pour offrir
      </label>
      {enabled ? (
        <div className="mt-4 flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <label htmlFor={GIFT_MESSAGE_FIELD_ID} className="font-semibold">
              Un message pour l'enfant (facultatif)
            </label>
            <p id={hintId} className="text-sm text-ink/80">
              Écrit à la main sur une carte glissée dans le colis. {GIFT_MESSAGE_MAX} caractères au plus, en texte
              simple : {message.trim().length} / {GIFT_MESSAGE_MAX}.
            </p>
            <textarea
              id={GIFT_MESSAGE_FIELD_ID}
              value={message}
              rows={4}
              maxLength={GIFT_MESSAGE_MAX + 20}
              onChange={(event) => set({ message: event.target.value })}
              aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
              aria-invalid={problem ? true : undefined}
              className="rounded-lg border border-brand-200 p-3 aria-invalid:border-red-700"
              placeholder="Joyeux Noël Léa ! Plein de bisous, Papi et Mamie"
            />
            {problem ? (
              <p id={errorId} className="text-sm font-semibold text-red-800">
                {problem}
              </p>
            ) : null}
          </div>
          <label className="flex items-center gap-3">
            <input
              type="checkbox"
              checked={hidePrice}
              onChange={(event) => set({ hidePrice: event.target.checked })}
              className="size-5 accent-brand-700"
            />
            Ne pas mettre le prix dans le colis
          </label>
        </div>
      ) : null}
    </fieldset>
  );
}
