import { Transform } from "node:stream";

/**
 * Joins the chunks a render writes within one turn of the event loop into one. React Router flushes the response
 * after every chunk so that streamed data reaches the browser at once; behind compression each flush ends a
 * compressed block, and React writes a finished page in some thirty chunks: thirty Brotli flushes a page. Chunks
 * written later (a deferred loader's data, a Suspense boundary) still leave in their own turn, as soon as written.
 */
export function coalescedWrites(onFinal?: () => void): Transform {
  let pending: Buffer[] = [];
  let scheduled = false;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending.push(chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(release);
      }
      callback();
    },
    flush(callback) {
      release();
      callback();
    },
    final(callback) {
      onFinal?.();
      callback();
    },
  });
  function release() {
    scheduled = false;
    if (pending.length === 0) return;
    stream.push(pending.length === 1 ? pending[0] : Buffer.concat(pending));
    pending = [];
  }
  return stream;
}
