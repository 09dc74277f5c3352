import { z } from "zod/mini";
import { FORM_MESSAGES } from "./messages/forms.ts";
import { hasInvisibleCharacters } from "./text/invisible-characters.ts";

// Schemas that run in the browser use zod/mini (tree-shakable, a fraction of full zod's weight). Zod probes for
// `new Function` to compile fast parsers; under our CSP (no 'unsafe-eval') the probe is reported as a violation even
// though zod catches it, so the browser parses without it.
if (typeof document !== "undefined") z.config({ jitless: true });

export { z };

/**
 * Drops NUL characters from a visitor's text: they mean nothing in a name, an address or a message, and PostgreSQL
 * cannot store them in a text column (the insert would fail and the message or order be lost).
 */
export const dropNul = z.overwrite((value: string) => value.replaceAll("\u0000", ""));

/**
 * Refuses a visitor's text holding controls or invisible format characters (issue 51): they would act on the shop
 * owner's terminal or hide what the text says. A one-line field keeps none; a message typed in a textarea keeps its
 * line breaks (a browser posts them as CR LF; a lone CR is refused) and tabs.
 */
export function visibleText(kind: "line" | "lines" = "line") {
  return kind === "line"
    ? z.refine<string>((value) => !hasInvisibleCharacters(value), FORM_MESSAGES.invisibleCharacters)
    : z.refine<string>(
        (value) => !hasInvisibleCharacters(value.replaceAll("\r\n", "\n"), "\n\t"),
        FORM_MESSAGES.invisibleCharactersMultiline,
      );
}
