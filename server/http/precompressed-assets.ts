import { readdirSync } from "node:fs";
import path from "node:path";
import express, { type RequestHandler } from "express";
import Negotiator from "negotiator";

/** The encodings the build writes beside each asset (build-plugins/precompress-assets.ts), best first. */
const PRECOMPRESSED = [
  { encoding: "br", suffix: ".br" },
  { encoding: "gzip", suffix: ".gz" },
] as const;

type Encoding = (typeof PRECOMPRESSED)[number]["encoding"];

/**
 * The hashed assets of the client build, a year in every cache, each sent in the best encoding the client accepts
 * among those the build wrote beside it (Brotli, Zopfli's gzip): smaller than what the compression middleware makes
 * on the fly, and not recompressed on every request. Files written after the server started are served as they are.
 */
export function precompressedAssets(assetsDir: string): RequestHandler {
  const serve = express.static(assetsDir, { immutable: true, maxAge: "1y", index: false });
  const encodingsOf = indexPrecompressed(assetsDir);
  return (req, res, next) => {
    const encodings = encodingsOf.get(req.path);
    if (!encodings) {
      serve(req, res, next);
      return;
    }
    res.vary("Accept-Encoding");
    // The client's weights decide (q-values, `*`, `identity`); ours break the ties (Brotli before gzip).
    const chosen = new Negotiator(req).encoding([...encodings, "identity"], { preferred: encodings });
    const precompressed = PRECOMPRESSED.find(({ encoding }) => encoding === chosen);
    if (!precompressed) {
      serve(req, res, next);
      return;
    }
    const originalUrl = req.url;
    res.type(path.extname(req.path));
    res.setHeader("Content-Encoding", precompressed.encoding);
    req.url = req.path + precompressed.suffix;
    serve(req, res, (error?: unknown) => {
      // The copy is gone (a build replaced under the running server): what answers next must not be labelled with it.
      req.url = originalUrl;
      res.removeHeader("Content-Encoding");
      res.removeHeader("Content-Type");
      next(error);
    });
  };
}

/** `/name.js` → the encodings written beside it, best first. */
function indexPrecompressed(assetsDir: string): Map<string, Encoding[]> {
  const index = new Map<string, Encoding[]>();
  let files: string[];
  try {
    files = readdirSync(assetsDir);
  } catch {
    return index;
  }
  const present = new Set(files);
  for (const file of files) {
    const encodings = PRECOMPRESSED.filter(({ suffix }) => present.has(file + suffix)).map(({ encoding }) => encoding);
    if (encodings.length > 0) index.set(`/${file}`, encodings);
  }
  return index;
}
