import { z } from "zod/mini";

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
