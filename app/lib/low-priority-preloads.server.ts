import { Transform } from "node:stream";

const HEAD_END = "</head>";
const MODULE_PRELOAD = /<link rel="modulepreload"/g;
const PRELOAD_AT_LOW_PRIORITY = '<link rel="modulepreload" fetchpriority="low"';
/** A head larger than this is not ours: pass it on untouched rather than hold the page back. */
const MAX_HEAD_BYTES = 256 * 1024;

/**
 * Marks the script preloads React Router writes into `<head>` `fetchpriority="low"`, so that the stylesheet and the
 * largest image of the page (the cover, preloaded with a high priority) are downloaded first on a slow connection:
 * the page is painted from server HTML, and the scripts only make it interactive. React Router's `<Scripts>` has no
 * option for it. The head is held back until it is complete, then everything passes through unchanged.
 */
export function lowPriorityPreloads(): Transform {
  // Bytes, not text: "</head>" is ASCII, so cutting there never splits a character, and the rest passes as it came.
  let held = Buffer.alloc(0);
  let headDone = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (headDone) return callback(null, chunk);
      held = Buffer.concat([held, chunk]);
      const end = held.indexOf(HEAD_END);
      if (end === -1 && held.length < MAX_HEAD_BYTES) return callback();
      headDone = true;
      const cut = end === -1 ? 0 : end;
      const head = held.subarray(0, cut).toString("utf8").replace(MODULE_PRELOAD, PRELOAD_AT_LOW_PRIORITY);
      const rest = held.subarray(cut);
      held = Buffer.alloc(0);
      callback(null, Buffer.concat([Buffer.from(head), rest]));
    },
    flush(callback) {
      callback(null, held.length === 0 ? undefined : held);
    },
  });
}
