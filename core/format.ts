// Written out rather than asked of Intl.NumberFormat: the browser's first Intl formatter loads the locale's data,
// about 20 ms of main thread on a phone inside the page's first long task (Lighthouse's Total Blocking Time). The
// output is Intl's, character for character (format.test.ts compares them).
const THOUSANDS_SEPARATOR = "\u202f";
const SPACE_BEFORE_SIGN = "\u00a0";

/** `3 000`: digits grouped by three with a narrow non-breaking space, as `toLocaleString("fr-FR")` writes them. */
export function formatCount(count: number): string {
  return String(Math.trunc(count)).replace(/\B(?=(\d{3})+$)/g, THOUSANDS_SEPARATOR);
}

/** `1 234,50 €`: French grouping and a non-breaking space before the sign, as Intl writes it. */
export function formatPrice(amount: number): string {
  const magnitude = Math.abs(amount);
  // Rounded from the number's shortest decimal writing, as Intl does (0.995 gives 1,00 where toFixed gives 0,99);
  // a magnitude JavaScript writes with an exponent (1e-7) has no such writing and is rounded as it is.
  const shifted = Number(`${magnitude}e2`);
  const cents = Math.round(Number.isFinite(shifted) ? shifted : magnitude * 100);
  const sign = amount < 0 || Object.is(amount, -0) ? "-" : "";
  return `${sign}${formatCount(cents / 100)},${String(cents % 100).padStart(2, "0")}${SPACE_BEFORE_SIGN}€`;
}

/** Cuts text at a word boundary so it fits in `max` characters, with an ellipsis when cut. */
export function truncateText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
