/**
 * Order numbers as the buyer reads them (issue 51): « BQ- » and six characters drawn at random, so that a number tells
 * nobody how many orders the shop takes. The characters leave out what reads or sounds like another (0 and O, 1, I
 * and L) and the vowels, so that no code spells a word; orders placed before keep their « BQ-000042 ».
 */
export const ORDER_NUMBER_ALPHABET = "23456789BCDFGHJKMNPQRSTVWXZ";
export const ORDER_NUMBER_CODE_LENGTH = 6;

/** The example the owner's commands and the withdrawal form show. */
export const ORDER_NUMBER_EXAMPLE = "BQ-7K4M9P";

/** A number as typed, new (« BQ-7K4M9P ») or old (« BQ-000042 »), in any case. */
export const ORDER_NUMBER_PATTERN = /^BQ-[0-9A-Z]{6,}$/i;

/** The number as stored: the buyer may type it in lower case or with spaces around it. */
export function normaliseOrderNumber(typed: string): string {
  return typed.trim().toUpperCase();
}
