/**
 * Money as whole cents: prices come from numeric(10, 2) columns as text ("12.50") and every sum, percentage and
 * comparison is done on integers, so no total ever carries a floating-point crumb.
 */
export type Cents = number;

/** "12.50" → 1250, "4" → 400, "-3.5" → -350; null when the text is not a decimal amount. */
export function parseCents(amount: string): Cents | null {
  const match = /^(-)?(\d{1,12})(?:\.(\d{1,2})\d*)?$/.exec(amount.trim());
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? "0").padEnd(2, "0"));
  return match[1] ? -cents : cents;
}

/** Like parseCents for a value the database guarantees well formed (a numeric column); a defect otherwise. */
export function centsOf(amount: string): Cents {
  const cents = parseCents(amount);
  if (cents === null) throw new Error(`Montant invalide : ${amount}`);
  return cents;
}

/** 1250 → "12.50": what numeric columns are written with. */
export function decimalOf(cents: Cents): string {
  const sign = cents < 0 ? "-" : "";
  const absolute = Math.abs(cents);
  return `${sign}${Math.trunc(absolute / 100)}.${String(absolute % 100).padStart(2, "0")}`;
}

/** Euros of a shop constant (4.99) → cents (499). */
export function eurosToCents(euros: number): Cents {
  return Math.round(euros * 100);
}
