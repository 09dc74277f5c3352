import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { get, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressFile } from "../../build-plugins/precompress-assets.ts";
import { createApp } from "./create-app.ts";

/** A script as the build writes them: long and repetitive enough for every encoding to pay. */
const SCRIPT = `export const livres = [${Array.from({ length: 400 }, (_, i) => `{id:${i},titre:"Livre ${i}"}`).join(",")}];`;

/** The raw answer, undecoded: fetch would decode it and hide which encoding was sent. */
function rawGet(url: string, acceptEncoding?: string): Promise<{ response: IncomingMessage; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding };
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ response, body: Buffer.concat(chunks) }));
    }).on("error", reject);
  });
}

describe("hashed assets sent precompressed (issue 8: first-load JavaScript)", () => {
  let buildDir: string;
  let server: Server;
  let base: string;
  beforeAll(async () => {
    buildDir = mkdtempSync(path.join(tmpdir(), "bouquinerie-assets-"));
    mkdirSync(path.join(buildDir, "assets"));
    writeFileSync(path.join(buildDir, "assets/page-Ab12.js"), SCRIPT);
    await precompressFile(path.join(buildDir, "assets/page-Ab12.js"));
    // A file the build left without copies: the compression middleware's on-the-fly gzip.
    writeFileSync(path.join(buildDir, "assets/other-Cd34.js"), SCRIPT);
    const app = createApp({
      env: "test",
      clientBuildDir: buildDir,
      ssr: (_req, res) => void res.status(404).send("Page introuvable"),
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/assets`;
  });
  afterAll(() => {
    server.close();
    rmSync(buildDir, { recursive: true, force: true });
  });

  it("a browser accepting Brotli gets the Brotli copy, as a script, cached for a year, varying on the encoding", async () => {
    const { response, body } = await rawGet(`${base}/page-Ab12.js`, "gzip, deflate, br, zstd");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(body).toString()).toBe(SCRIPT);
  });

  it("a client accepting only gzip gets the Zopfli copy, smaller than the middleware's gzip", async () => {
    const precompressed = await rawGet(`${base}/page-Ab12.js`, "gzip");
    expect(precompressed.response.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(precompressed.body).toString()).toBe(SCRIPT);
    const onTheFly = await rawGet(`${base}/other-Cd34.js`, "gzip");
    expect(onTheFly.response.headers["content-encoding"]).toBe("gzip");
    expect(precompressed.body.length).toBeLessThan(onTheFly.body.length);
  });

  it("reads Accept-Encoding's weights: Brotli refused (q=0) or weighed less means gzip", async () => {
    for (const acceptEncoding of ["br;q=0, gzip", "gzip, br;q=0.5"]) {
      const { response } = await rawGet(`${base}/page-Ab12.js`, acceptEncoding);
      expect(response.headers["content-encoding"]).toBe("gzip");
    }
  });

  it("a client accepting no encoding gets the file as it is", async () => {
    for (const acceptEncoding of [undefined, "identity"]) {
      const { response, body } = await rawGet(`${base}/page-Ab12.js`, acceptEncoding);
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(body.toString()).toBe(SCRIPT);
    }
  });

  it("an unknown asset goes on to the shop's 404, whatever the encoding asked for", async () => {
    const { response, body } = await rawGet(`${base}/gone-Zz99.js`, "br");
    expect(response.statusCode).toBe(404);
    expect(body.toString()).toBe("Page introuvable");
  });
});

describe("precompressFile", () => {
  it("leaves no copy bigger than the file: a tiny file is sent as it is", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "bouquinerie-tiny-"));
    try {
      writeFileSync(path.join(dir, "tiny.js"), "a");
      await precompressFile(path.join(dir, "tiny.js"));
      expect(readdirSync(dir)).toEqual(["tiny.js"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
