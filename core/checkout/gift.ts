import { GIFT_MESSAGES } from "../messages/gift.ts";
import { GIFT_MESSAGE_MAX } from "../shop-constants.ts";
import { hasInvisibleCharacters } from "../text/invisible-characters.ts";

/**
 * « C'est pour offrir » (issue 40): a word for the child and whether the price stays out of the parcel. Plain
 * functions, no zod: the cart page checks the message as it is typed without loading a schema library.
 */
export type GiftOptions = { message: string; hidePrice: boolean };

type Attribute = { key: string; value: string };

/**
 * How the order carries it, in Shopify mode as in local mode: the message is the cart's `note` (Shopify's admin shows
 * it as the order's note), the two ticks are cart `attributes` in words the shop owner reads there.
 */
export const GIFT_ATTRIBUTES = {
  gift: "C'est pour offrir",
  hidePrice: "Ne pas mettre le prix dans le colis",
} as const;
const YES = "Oui";

// A tag (`<b>`, `</p>`, `<!--`, `<?php`) or a character reference (`&amp;`, `&#60;`); « <3 » and « Tom & Léa » pass.
const MARKUP = /<\s*[/!?]?\s*[A-Za-z]|<!|&(?:#\d+|#x[0-9A-Fa-f]+|[A-Za-z][A-Za-z0-9]*);/;

/**
 * The message as it is kept: one kind of line break, at most one blank line in a row (a card has no room for a column
 * of empty lines, issue 51), no spaces around it.
 */
export function normaliseGiftMessage(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/\n(?: *\n)+/g, "\n\n")
    .trim();
}

/** What is wrong with a message for the child, in French, or null. Checked on the normalised text. */
export function giftMessageProblem(text: string): string | null {
  const message = normaliseGiftMessage(text);
  if (message.length > GIFT_MESSAGE_MAX) return GIFT_MESSAGES.tooLong;
  // Controls but the line break, and format characters (bidi overrides, zero-width, tags): issue 51.
  if (hasInvisibleCharacters(message, "\n")) return GIFT_MESSAGES.controlCharacters;
  if (MARKUP.test(message)) return GIFT_MESSAGES.markup;
  return null;
}

/** The `note` and `attributes` of `cartCreate` for a gift; nothing at all for an order that is not one. */
export function giftCartFields(gift: GiftOptions | null | undefined): { note?: string; attributes?: Attribute[] } {
  if (!gift) return {};
  const message = normaliseGiftMessage(gift.message);
  return {
    ...(message ? { note: message } : {}),
    attributes: [
      { key: GIFT_ATTRIBUTES.gift, value: YES },
      ...(gift.hidePrice ? [{ key: GIFT_ATTRIBUTES.hidePrice, value: YES }] : []),
    ],
  };
}

/** A cart's or an order's gift, read back from its note and attributes; null when it is not one. */
export function giftOf(note: string | null | undefined, attributes: readonly Attribute[]): GiftOptions | null {
  const said = (key: string) => attributes.some((attribute) => attribute.key === key && attribute.value === YES);
  if (!said(GIFT_ATTRIBUTES.gift)) return null;
  return { message: note ?? "", hidePrice: said(GIFT_ATTRIBUTES.hidePrice) };
}
