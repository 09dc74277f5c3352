/**
 * What every form says of a field holding invisible characters (issue 51): controls a terminal would obey, bidi
 * overrides, zero-width characters. Under the field, as the other refusals of docs/product.md §5.
 */
export const FORM_MESSAGES = {
  invisibleCharacters:
    "Ce champ contient des caractères invisibles (caractères de contrôle ou de mise en forme) : retapez-le en texte simple.",
  invisibleCharactersMultiline:
    "Ce texte contient des caractères invisibles (caractères de contrôle ou de mise en forme) : retapez-le en texte simple. Les retours à la ligne et les tabulations sont acceptés.",
} as const;
