import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from "node:zlib";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressAssets } from "./precompress-assets.ts";

/** A script as the build writes them: long and repetitive enough for every encoding to pay. */
const SCRIPT = `export const livres = [${Array.from({ length: 400 }, (_, i) => `{id:${i},titre:"Livre ${i}"}`).join(",")}];
import "./style.css";
export const icon = new URL("./icon.svg", import.meta.url).href;
export const tiny = new URL("./tiny.svg", import.meta.url).href;
export const photo = new URL("./photo.png", import.meta.url).href;`;
const STYLE = Array.from({ length: 200 }, (_, i) => `.livre-${i}{margin:${i}px;color:#${i}${i}}`).join("\n");
const ICON = `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h24v24H0z"/>'.repeat(60)}</svg>`;

describe("precompressAssets: the client build's copies", () => {
  let dir: string;
  let assets: string;
  let files: string[];
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "bouquinerie-build-"));
    writeFileSync(path.join(dir, "entry.js"), SCRIPT);
    writeFileSync(path.join(dir, "style.css"), STYLE);
    writeFileSync(path.join(dir, "icon.svg"), ICON);
    writeFileSync(path.join(dir, "tiny.svg"), "<svg/>");
    // Compressible, but an image: its format compresses it already in real life.
    writeFileSync(path.join(dir, "photo.png"), Buffer.alloc(4096));
    await build({
      configFile: false,
      root: dir,
      logLevel: "silent",
      plugins: [precompressAssets()],
      // As React Router builds the client: with a manifest, nothing inlined that it would emit as a file.
      build: { outDir: "out", manifest: true, assetsInlineLimit: 0, rolldownOptions: { input: "entry.js" } },
    });
    assets = path.join(dir, "out/assets");
    files = readdirSync(assets);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const built = (pattern: RegExp) => {
    const name = files.find((file) => pattern.test(file));
    if (!name) throw new Error(`${pattern} absent du build : ${files.join(", ")}`);
    return { name, content: readFileSync(path.join(assets, name)) };
  };

  it("keeps each script, style sheet and SVG and writes its gzip and Brotli copies beside it", () => {
    for (const original of [built(/^entry-.+\.js$/), built(/^entry-.+\.css$/), built(/^icon-.+\.svg$/)]) {
      const gzipped = readFileSync(path.join(assets, `${original.name}.gz`));
      const brotlied = readFileSync(path.join(assets, `${original.name}.br`));
      expect(gunzipSync(gzipped).equals(original.content)).toBe(true);
      expect(brotliDecompressSync(brotlied).equals(original.content)).toBe(true);
    }
  });

  it("writes gzip smaller than zlib's best level (Zopfli) and Brotli as small as its highest quality", () => {
    for (const original of [built(/^entry-.+\.js$/), built(/^entry-.+\.css$/)]) {
      const gzipped = readFileSync(path.join(assets, `${original.name}.gz`));
      const brotlied = readFileSync(path.join(assets, `${original.name}.br`));
      expect(gzipped.length).toBeLessThan(gzipSync(original.content, { level: constants.Z_BEST_COMPRESSION }).length);
      const best = brotliCompressSync(original.content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      });
      expect(brotlied.length).toBeLessThanOrEqual(best.length);
    }
  });

  it("leaves no copy bigger than its file, and none of images", () => {
    const tiny = built(/^tiny-.+\.svg$/).name;
    const photo = built(/^photo-.+\.png$/).name;
    expect(files.filter((file) => file.startsWith(tiny) || file.startsWith(photo)).sort()).toEqual(
      [photo, tiny].sort(),
    );
    for (const copy of files.filter((file) => /\.(?:gz|br)$/.test(file))) {
      const original = copy.replace(/\.(?:gz|br)$/, "");
      expect(readFileSync(path.join(assets, copy)).length).toBeLessThan(
        readFileSync(path.join(assets, original)).length,
      );
    }
  });
});
