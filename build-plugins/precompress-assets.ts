import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";
import type { Plugin } from "vite";

/** The client build's text files: script, style sheet, icon sprite. Images and fonts are compressed already. */
const COMPRESSIBLE = /^assets\/.+\.(?:js|css|svg)$/;

const brotli = promisify(brotliCompress);

/**
 * Writes `file.gz` (Zopfli: plain gzip that every client reads, about 2.5 % smaller than zlib's best) and `file.br`
 * (Brotli at its highest quality: about 12 % smaller than gzip) beside `file`, each only when smaller than the file
 * itself. Too slow to run per request, cheap once per build: server/http/precompressed-assets.ts sends them.
 */
export async function precompressFile(file: string): Promise<void> {
  const content = await readFile(file);
  const [gzipped, brotlied] = await Promise.all([
    gzipAsync(content, { numiterations: 15 }),
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  ]);
  await Promise.all([
    gzipped.length < content.length ? writeFile(`${file}.gz`, gzipped) : undefined,
    brotlied.length < content.length ? writeFile(`${file}.br`, brotlied) : undefined,
  ]);
}

/** At the end of the client build, every compressible asset it wrote gets its precompressed copies. */
export function precompressAssets(): Plugin {
  return {
    name: "bouquinerie:precompress-assets",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(output, bundle) {
      const outDir = output.dir;
      if (!outDir) return;
      const files = Object.keys(bundle).filter((fileName) => COMPRESSIBLE.test(fileName));
      await Promise.all(files.map((fileName) => precompressFile(path.join(outDir, fileName))));
    },
  };
}
