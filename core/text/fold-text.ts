/** Lower case, ligatures spelled out and accents removed: « Œuvres », « oeuvres » and « ŒUVRES » read alike. */
export function foldText(text: string): string {
  return text
    .replace(/œ/gi, "oe")
    .replace(/æ/gi, "ae")
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}
