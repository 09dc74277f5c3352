/** Small French grammar helpers for composing titles and sentences from noun phrases written with their article. */

const VOWEL_START = /^[aeiouyàâéèêëîïôœù]/i;

/** "les dinosaures" → "des dinosaures", "le corps" → "du corps", "l'école" → "de l'école", "Ulysse" → "d'Ulysse". */
export function of(phrase: string): string {
  if (phrase.startsWith("les ")) return `des ${phrase.slice(4)}`;
  if (phrase.startsWith("le ")) return `du ${phrase.slice(3)}`;
  if (phrase.startsWith("la ") || phrase.startsWith("l'")) return `de ${phrase}`;
  return VOWEL_START.test(phrase) ? `d'${phrase}` : `de ${phrase}`;
}

/** The phrase without its article, as when calling someone: "le petit renne" → "petit renne". */
export function bare(phrase: string): string {
  return phrase.replace(/^(les |le |la |l')/, "");
}

export function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase("fr-FR") + text.slice(1);
}

/** Replaces `{key}` by its value; an unknown key is a bug in a template, so it throws. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`template key {${key}} has no value in "${template}"`);
    return value;
  });
}

/** A decimal the French way, without a useless ",0": 24.5 → "24,5", 19 → "19". */
export function frenchDecimal(value: number, digits: number): string {
  return Number(value.toFixed(digits)).toString().replace(".", ",");
}
