import { foldText } from "../../core/text/fold-text.ts";

/** Lower case, accents and apostrophes dropped, every run of other characters one space: what intents match on. */
export function normalize(text: string): string {
  return foldText(text)
    .replace(/[^a-z0-9€]+/g, " ")
    .trim();
}

/** A crude French singular: 'dinosaures' meets 'dinosaure', 'chevaux' 'cheval' and 'cadeaux' 'cadeau'. */
export function stem(word: string): string {
  if (word.endsWith("eaux")) return word.slice(0, -1);
  if (word.length > 4 && word.endsWith("aux")) return `${word.slice(0, -3)}al`;
  if (word.length > 3 && (word.endsWith("s") || word.endsWith("x"))) return word.slice(0, -1);
  return word;
}

/** The stemmed words of a text, for matching keywords that may be singular or plural. */
export function stemmedWords(text: string): string[] {
  return normalize(text)
    .split(" ")
    .filter((word) => word !== "")
    .map(stem);
}

/** Whether the stemmed phrase (one or more words) appears in order in the stemmed words. */
export function containsPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 0) return false;
  outer: for (let start = 0; start + phrase.length <= words.length; start++) {
    for (let offset = 0; offset < phrase.length; offset++) {
      const word = words[start + offset] as string;
      const wanted = phrase[offset] as string;
      // A trailing '*' in a keyword matches any word it starts ('rembours*' → rembourser, remboursement).
      if (wanted.endsWith("*") ? !word.startsWith(wanted.slice(0, -1)) : word !== wanted) continue outer;
    }
    return true;
  }
  return false;
}

/** Keywords written naturally ('point relais', 'rembours*'), prepared once for `containsPhrase`. */
export function phrases(keywords: readonly string[]): string[][] {
  return keywords.map((keyword) =>
    keyword
      .split(" ")
      .map((word) => (word.endsWith("*") ? `${normalize(word.slice(0, -1))}*` : stem(normalize(word))))
      .filter((word) => word !== ""),
  );
}
