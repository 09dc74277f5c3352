/**
 * Bounds of a cart: generous for a bookshop, small enough that no request makes the service work hard and no stored
 * cart weighs more than about 25 KB (100 lines of ~60 bytes, 16,000 characters of attributes, a note of 2,000, 10 codes of 50).
 */
export const CART_LIMITS = {
  maxLines: 100,
  maxQuantityPerLine: 999,
  maxDiscountCodes: 10,
  maxCodeLength: 50,
  maxAttributes: 50,
  /** Attributes of one line: the storefront sends none. */
  maxLineAttributes: 10,
  maxAttributeLength: 500,
  /** Keys and values of every attribute of the cart and its lines, together. */
  maxAttributeCharacters: 16_000,
  /** The cart's note: a gift's message is 250 characters (issue 40); another client gets room for instructions. */
  maxNoteLength: 2_000,
} as const;
