import type { CartLineRecord } from "../../db/schema.ts";
import { parseGid, rowId } from "../graphql/storefront-values.ts";
import { CART_LIMITS } from "./cart-limits.ts";
import { COMMERCE_CART_MESSAGES } from "./cart-messages.ts";

/** Shopify's `CartInput`, the parts this service reads (GraphQL already checked the types). */
export type CartInput = {
  lines?: Array<{
    merchandiseId: string;
    quantity?: number | null;
    attributes?: Array<{ key: string; value: string }> | null;
  }> | null;
  attributes?: Array<{ key: string; value: string }> | null;
  /** Free text for the order, as Shopify's schema defines it; the shop sends a gift's message there (issue 40). */
  note?: string | null;
  discountCodes?: string[] | null;
};

/** Shopify's CartUserError: the input path at fault, a message, a code of the CartErrorCode enum. */
export type CartUserError = { field: string[]; message: string; code: string };

export type CheckedCartInput = {
  /** One line per variant (lines of the same variant merged, as Shopify does), with the gid each came from. */
  lines: Array<CartLineRecord & { merchandiseId: string; index: number }>;
  attributes: Array<{ key: string; value: string }>;
  /** Null when none was given or it was empty. */
  note: string | null;
  discountCodes: string[];
  errors: CartUserError[];
};

/**
 * Everything that can be said about a cart input without the database: quantities, sizes, ids that are not
 * variant ids. Each fault is a user error naming its field, in French.
 */
export function checkCartInput(input: CartInput): CheckedCartInput {
  const errors: CartUserError[] = [];
  const rawLines = input.lines ?? [];
  if (rawLines.length > CART_LIMITS.maxLines) {
    errors.push({
      field: ["input", "lines"],
      message: COMMERCE_CART_MESSAGES.tooManyLines(CART_LIMITS.maxLines),
      code: "CART_TOO_LARGE",
    });
  }

  const byVariant = new Map<number, CheckedCartInput["lines"][number]>();
  rawLines.slice(0, CART_LIMITS.maxLines).forEach((line, index) => {
    const quantity = line.quantity ?? 1;
    const field = (name: string) => ["input", "lines", String(index), name];
    if (!Number.isSafeInteger(quantity) || quantity < 1) {
      errors.push({ field: field("quantity"), message: COMMERCE_CART_MESSAGES.quantityNotPositive, code: "INVALID" });
      return;
    }
    const parsed = parseGid(line.merchandiseId);
    const variantId = parsed?.type === "ProductVariant" ? rowId(parsed.id) : null;
    if (variantId === null) {
      errors.push({
        field: field("merchandiseId"),
        message: COMMERCE_CART_MESSAGES.unknownVariant(line.merchandiseId),
        code: "INVALID_MERCHANDISE_LINE",
      });
      return;
    }
    const attributes = line.attributes ?? [];
    if (attributes.length > CART_LIMITS.maxLineAttributes) {
      errors.push({
        field: field("attributes"),
        message: COMMERCE_CART_MESSAGES.tooManyLineAttributes(CART_LIMITS.maxLineAttributes),
        code: "INVALID",
      });
      return;
    }
    const existing = byVariant.get(variantId);
    const merged = (existing?.quantity ?? 0) + quantity;
    if (merged > CART_LIMITS.maxQuantityPerLine) {
      errors.push({
        field: field("quantity"),
        message: COMMERCE_CART_MESSAGES.quantityTooLarge(CART_LIMITS.maxQuantityPerLine),
        code: "MAXIMUM_EXCEEDED",
      });
      return;
    }
    if (existing) existing.quantity = merged;
    else byVariant.set(variantId, { variantId, quantity, attributes, merchandiseId: line.merchandiseId, index });
  });

  const attributes = input.attributes ?? [];
  // Every line's attributes, those of lines refused above included: the totals below bound the whole request.
  const lineAttributes = rawLines.flatMap((line) => line.attributes ?? []);
  if (attributes.length > CART_LIMITS.maxAttributes) {
    errors.push({
      field: ["input", "attributes"],
      message: COMMERCE_CART_MESSAGES.tooManyAttributes(CART_LIMITS.maxAttributes),
      code: "INVALID",
    });
  }
  if (
    [...attributes, ...lineAttributes].some(
      (attribute) =>
        attribute.key.length > CART_LIMITS.maxAttributeLength ||
        attribute.value.length > CART_LIMITS.maxAttributeLength,
    )
  ) {
    errors.push({
      field: ["input", "attributes"],
      message: COMMERCE_CART_MESSAGES.attributeTooLong(CART_LIMITS.maxAttributeLength),
      code: "INVALID",
    });
  }

  const characters = [...attributes, ...lineAttributes].reduce(
    (sum, attribute) => sum + attribute.key.length + attribute.value.length,
    0,
  );
  if (characters > CART_LIMITS.maxAttributeCharacters) {
    errors.push({
      field: ["input", "attributes"],
      message: COMMERCE_CART_MESSAGES.attributesTooLarge(CART_LIMITS.maxAttributeCharacters),
      code: "INVALID",
    });
  }

  const note = input.note ?? "";
  if (note.length > CART_LIMITS.maxNoteLength) {
    errors.push({
      field: ["input", "note"],
      message: COMMERCE_CART_MESSAGES.noteTooLong(CART_LIMITS.maxNoteLength),
      code: "INVALID",
    });
  }

  const discountCodes = input.discountCodes ?? [];
  if (discountCodes.length > CART_LIMITS.maxDiscountCodes) {
    errors.push({
      field: ["input", "discountCodes"],
      message: COMMERCE_CART_MESSAGES.tooManyCodes(CART_LIMITS.maxDiscountCodes),
      code: "INVALID",
    });
  }
  discountCodes.forEach((code, index) => {
    if (code.trim().length > CART_LIMITS.maxCodeLength) {
      errors.push({
        field: ["input", "discountCodes", String(index)],
        message: COMMERCE_CART_MESSAGES.codeTooLong(CART_LIMITS.maxCodeLength),
        code: "INVALID",
      });
    }
  });

  return { lines: [...byVariant.values()], attributes, note: note === "" ? null : note, discountCodes, errors };
}
