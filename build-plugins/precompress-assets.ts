import { constants, type InputType } from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";
import type { Plugin } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";

/** The client build's text files: script, style sheet, icon sprite. Images and fonts are compressed already. */
const COMPRESSIBLE = /^assets\/.+\.(?:js|css|svg)$/;

/** The slow, exhaustive deflate: output any gzip reader reads. */
async function zopfliGzip(content: InputType): Promise<Buffer> {
  return Buffer.from(await gzipAsync(content as Uint8Array, { numiterations: 15 }));
}

/**
 * Writes `file.gz` (Zopfli: plain gzip that every client reads, about 2.5 % smaller than zlib's best) and `file.br`
 * (Brotli at its highest quality: about 12 % smaller than gzip) beside `file`, each only when smaller than the file
 * itself. Too slow to run per request, cheap once per build: server/http/precompressed-assets.ts sends them.
 * vite-plugin-compression2 does the work; Zopfli goes in as its gzip (docs/decisions/013).
 */
export function precompressAssets(): Plugin {
  return compression({
    include: COMPRESSIBLE,
    algorithms: [
      // The plugin names a custom algorithm's copy `file.gz`.
      defineAlgorithm(zopfliGzip),
      defineAlgorithm("brotliCompress", {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }),
    ],
    skipIfLargerOrEqual: true,
  });
}
