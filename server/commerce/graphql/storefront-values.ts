/** Values in Shopify's shapes: global ids, Decimal amounts, DateTime strings. */

export type GidType =
  | "Product"
  | "ProductVariant"
  | "ProductImage"
  | "ProductOption"
  | "ProductOptionValue"
  | "Cart"
  | "CartLine";

export function gid(type: GidType, id: number | string): string {
  return `gid://shopify/${type}/${id}`;
}

const GID = /^gid:\/\/shopify\/([A-Za-z]+)\/([\w-]{1,64})(?:\?.*)?$/;

/**
 * `gid://shopify/Product/12` → { type: "Product", id: "12" }; null when the value is not a Shopify global id. The
 * id stays text: only some types have numeric ids here.
 */
export function parseGid(value: string): { type: string; id: string } | null {
  const match = GID.exec(value);
  if (!match) return null;
  return { type: match[1] as string, id: match[2] as string };
}

/** The numeric id of a database row from a gid's id part; null when it cannot be one. */
export function rowId(id: string): number | null {
  return /^\d{1,15}$/.test(id) ? Number(id) : null;
}

/**
 * Shopify serialises Decimal without trailing zeros but with one decimal at least: "12.50" → "12.5", "10.00" →
 * "10.0" (numeric columns come back from PostgreSQL as strings with their scale).
 */
export function decimalAmount(value: string | number): string {
  const text = typeof value === "number" ? String(value) : value.trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return text;
  const [whole, fraction = ""] = text.split(".");
  const kept = fraction.replace(/0+$/, "");
  return `${whole}.${kept === "" ? "0" : kept}`;
}

export const CURRENCY_CODE = "EUR";

export function money(amount: string | number): { amount: string; currencyCode: string } {
  return { amount: decimalAmount(amount), currencyCode: CURRENCY_CODE };
}

/** ISO 8601 in UTC without milliseconds, as Shopify writes DateTime ("2026-04-01T09:30:00Z"). */
export function dateTime(value: Date): string {
  return value.toISOString().replace(/\.\d{3}Z$/, "Z");
}
