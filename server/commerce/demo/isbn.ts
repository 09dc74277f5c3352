/** ISBN-13 check digit: weights 1 and 3 alternate over the first 12 digits. */
export function isbn13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new RangeError(`an ISBN-13 body has 12 digits, not "${first12}"`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function isValidIsbn13(digits: string): boolean {
  return /^\d{13}$/.test(digits) && isbn13CheckDigit(digits.slice(0, 12)) === Number(digits[12]);
}

export type Isbn = { digits: string; hyphenated: string };

/**
 * A French ISBN (prefix 978, group 2): the publisher's prefix, then the title number filling the 8 remaining digits.
 */
export function frenchIsbn(publisherPrefix: string, titleNumber: number): Isbn {
  const titleDigits = 8 - publisherPrefix.length;
  const title = String(titleNumber).padStart(titleDigits, "0");
  if (title.length !== titleDigits)
    throw new RangeError(`title number ${titleNumber} does not fit ${titleDigits} digits`);
  const body = `9782${publisherPrefix}${title}`;
  const check = isbn13CheckDigit(body);
  return { digits: `${body}${check}`, hyphenated: `978-2-${publisherPrefix}-${title}-${check}` };
}
