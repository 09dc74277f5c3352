/** Bounds of a cart: generous for a bookshop, small enough that no request makes the service work hard. */
export const CART_LIMITS = {
  maxLines: 100,
  maxQuantityPerLine: 999,
  maxDiscountCodes: 10,
  maxCodeLength: 50,
  maxAttributes: 50,
  maxAttributeLength: 500,
} as const;
