import { z } from "zod/mini";

// Schemas that run in the browser use zod/mini (tree-shakable, a fraction of full zod's weight). Zod probes for
// `new Function` to compile fast parsers; under our CSP (no 'unsafe-eval') the probe is reported as a violation even
// though zod catches it, so the browser parses without it.
if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
