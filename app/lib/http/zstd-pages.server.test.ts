import { PassThrough } from "node:stream";
import { createZstdDecompress, zstdDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { takesZstd, zstdEachTurn } from "./zstd-pages.server.ts";

const turn = () => new Promise((resolve) => setTimeout(resolve, 10));

describe("takesZstd", () => {
  it("takes zstd from browsers that name it: Chromium's and Firefox's headers", () => {
    expect(takesZstd("gzip, deflate, br, zstd")).toBe(true);
    expect(takesZstd("gzip, deflate, br, zstd;q=1")).toBe(true);
    expect(takesZstd("ZSTD, br")).toBe(true);
  });

  it("leaves Brotli or gzip to the compression middleware when zstd is not named, refused or weighed lower", () => {
    expect(takesZstd(null)).toBe(false);
    expect(takesZstd("")).toBe(false);
    expect(takesZstd("gzip, deflate, br")).toBe(false);
    expect(takesZstd("*")).toBe(false);
    expect(takesZstd("br, zstd;q=0")).toBe(false);
    expect(takesZstd("br;q=1, zstd;q=0.5")).toBe(false);
    expect(takesZstd("zstdx, br")).toBe(false);
  });
});

describe("zstdEachTurn", () => {
  it("gives the page in zstd, whole", async () => {
    const source = new PassThrough();
    const encoded = zstdEachTurn(source);
    const chunks: Buffer[] = [];
    encoded.on("data", (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise((resolve) => encoded.on("end", resolve));
    const page = `<!DOCTYPE html><html lang="fr">${"<article>Livre d'occasion</article>".repeat(2000)}</html>`;
    source.end(page);
    await ended;
    expect(zstdDecompressSync(Buffer.concat(chunks)).toString()).toBe(page);
  });

  it("sends a block written in a later turn (deferred data, a Suspense boundary) at once, not at the end", async () => {
    const source = new PassThrough();
    const decoded: string[] = [];
    zstdEachTurn(source)
      .pipe(createZstdDecompress())
      .on("data", (chunk: Buffer) => decoded.push(chunk.toString()));
    // The stream stays open: whatever arrives was sent before the end. Compression runs on libuv's threads, so the
    // test waits for it rather than for a fixed time (a loaded machine took longer than 10 ms).
    source.write("<html><body>");
    await expect.poll(() => decoded.join("")).toBe("<html><body>");
    source.write("<script>données</script>");
    await expect.poll(() => decoded.join("")).toBe("<html><body><script>données</script>");
    source.end("</body></html>");
  });

  it("stops the render's stream when the visitor goes away", async () => {
    const source = new PassThrough();
    const encoded = zstdEachTurn(source);
    source.write("<html>");
    encoded.destroy();
    await turn();
    expect(source.destroyed).toBe(true);
  });
});
