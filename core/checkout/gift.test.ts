import { describe, expect, it } from "vitest";
import { checkoutRequestSchema } from "../cart/cart-schemas.ts";
import { GIFT_MESSAGES } from "../messages/gift.ts";
import { GIFT_MESSAGE_MAX } from "../shop-constants.ts";
import { GIFT_ATTRIBUTES, giftCartFields, giftMessageProblem, giftOf, normaliseGiftMessage } from "./gift.ts";

describe("the message for the child (issue 40)", () => {
  it("accepts plain text with accents, emoji, line breaks, « <3 » and an ampersand between words", () => {
    expect(giftMessageProblem("Joyeux Noël Léa ! 🎄\nDe la part de Tom & Jules <3")).toBeNull();
  });

  it(`accepts ${GIFT_MESSAGE_MAX} characters and refuses one more, in French`, () => {
    expect(giftMessageProblem("a".repeat(GIFT_MESSAGE_MAX))).toBeNull();
    expect(giftMessageProblem("a".repeat(GIFT_MESSAGE_MAX + 1))).toBe(GIFT_MESSAGES.tooLong);
  });

  it("counts the spaces around the message and Windows line breaks as nothing more than one line break", () => {
    const message = `  ${"a".repeat(GIFT_MESSAGE_MAX - 2)}\r\nb  `;
    expect(giftMessageProblem(message)).toBeNull();
    expect(normaliseGiftMessage("  Bon\r\nanniversaire\r !  ")).toBe("Bon\nanniversaire\n !");
  });

  it("refuses control characters, a tab and the invisible bidirectional overrides", () => {
    for (const text of ["Bonne\u0000fête", "Bonne\tfête", "Bonne\u0007fête", "Bonne\u009bfête", "Bon\u202Eanniv"]) {
      expect(giftMessageProblem(text), JSON.stringify(text)).toBe(GIFT_MESSAGES.controlCharacters);
    }
  });

  it("refuses Unicode format characters: zero-width spaces and marks, bidi embeddings and isolates, the BOM (issue 51)", () => {
    for (const text of ["Bon\u200Banniv", "Bon\u200Fanniv", "Bon\u202Aanniv", "Bon\u2067anniv", "Bonne\uFEFFfête"]) {
      expect(giftMessageProblem(text), JSON.stringify(text)).toBe(GIFT_MESSAGES.controlCharacters);
    }
  });

  it("accepts emoji that phones join with a zero-width joiner", () => {
    expect(giftMessageProblem("Pour notre astronaute 👩‍🚀 et toute la famille 👨‍👩‍👧")).toBeNull();
  });

  it("keeps at most one blank line in a row (issue 51)", () => {
    expect(normaliseGiftMessage("Joyeux Noël\n\n\n\n  \nLéa\r\n\r\n\r\nBisous")).toBe("Joyeux Noël\n\nLéa\n\nBisous");
    expect(normaliseGiftMessage("Joyeux Noël\n\nLéa")).toBe("Joyeux Noël\n\nLéa");
    expect(giftCartFields({ message: "Coucou\n\n\n\nLéa", hidePrice: false }).note).toBe("Coucou\n\nLéa");
  });

  it("refuses tags, comments and character references as markup", () => {
    for (const text of ["<b>Bravo</b>", "Bravo </p>", "<!-- x -->", "<script>alert(1)</script>", "&amp;", "&#60;b"]) {
      expect(giftMessageProblem(text), text).toBe(GIFT_MESSAGES.markup);
    }
  });
});

describe("a gift as a cart's note and attributes", () => {
  it("sends nothing for an order that is not a gift", () => {
    expect(giftCartFields(null)).toEqual({});
  });

  it("sends the tick without a note when there is no message, and reads the same gift back", () => {
    const fields = giftCartFields({ message: "   ", hidePrice: false });
    expect(fields).toEqual({ attributes: [{ key: GIFT_ATTRIBUTES.gift, value: "Oui" }] });
    expect(giftOf(fields.note, fields.attributes ?? [])).toEqual({ message: "", hidePrice: false });
  });

  it("reads back the message and the price left out of the parcel", () => {
    const fields = giftCartFields({ message: " Pour Léa ", hidePrice: true });
    expect(giftOf(fields.note, fields.attributes ?? [])).toEqual({ message: "Pour Léa", hidePrice: true });
  });

  it("is no gift when the attributes do not say so, whatever the note", () => {
    expect(giftOf("Livrer après 18 h", [{ key: "Autre", value: "Oui" }])).toBeNull();
  });
});

describe("the checkout request's gift", () => {
  const lines = [{ variantId: "gid://shopify/ProductVariant/1", quantity: 1 }];

  it("is optional, and normalised when given", () => {
    expect(checkoutRequestSchema.safeParse({ lines, codes: [] }).success).toBe(true);
    const parsed = checkoutRequestSchema.safeParse({
      lines,
      codes: [],
      gift: { message: " Coucou\r\n", hidePrice: true },
    });
    expect(parsed.success && parsed.data.gift).toEqual({ message: "Coucou", hidePrice: true });
  });

  it("is refused with the French message of what is wrong", () => {
    const parsed = checkoutRequestSchema.safeParse({
      lines,
      codes: [],
      gift: { message: "<i>x</i>", hidePrice: false },
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([GIFT_MESSAGES.markup]);
  });
});
