import { readdirSync } from "node:fs";
import express, { type RequestHandler } from "express";

/**
 * The files at the top of the browser build (what `public/` holds: favicon.svg, a file the owner adds), with an hour
 * of caching. `express.static` alone would look every page URL up on the disk first — a `stat` on the threadpool the
 * page's Brotli compression also runs on, for a file that is never there — so the names are read once, at start
 * (the build does not change under a running shop), and only their paths reach the disk.
 */
export function publicFiles(clientBuildDir: string, { except }: { except: string }): RequestHandler {
  const names = new Set(readdirSync(clientBuildDir).filter((name) => name !== except));
  const serve = express.static(clientBuildDir, { maxAge: "1h", index: false });
  return (req, res, next) => {
    const first = req.path.split("/", 2)[1] ?? "";
    if (names.has(decodedSegment(first))) serve(req, res, next);
    else next();
  };
}

function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
