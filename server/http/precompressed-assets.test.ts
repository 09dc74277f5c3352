import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENERIC_MESSAGES } from "../../core/messages/generic.ts";
import { createApp } from "./create-app.ts";
import { sendUndecoded } from "./undecoded-request.test-helper.ts";

/** A script as the build writes them: long and repetitive enough for every encoding to pay. */
const SCRIPT = `export const livres = [${Array.from({ length: 400 }, (_, i) => `{id:${i},titre:"Livre ${i}"}`).join(",")}];`;
const STYLE = Array.from({ length: 200 }, (_, i) => `.livre-${i}{margin:${i}px}`).join("\n");

describe("hashed assets sent precompressed (issue 8: first-load JavaScript)", () => {
  let buildDir: string;
  let server: Server;
  let port: number;

  const send = (target: string, acceptEncoding?: string, method = "GET", toPort = port) =>
    sendUndecoded(toPort, target, { acceptEncoding, method });

  beforeAll(async () => {
    buildDir = mkdtempSync(path.join(tmpdir(), "bouquinerie-assets-"));
    const assets = path.join(buildDir, "assets");
    mkdirSync(assets);
    // What the build writes (build-plugins/precompress-assets.ts): the file, its gzip and Brotli copies.
    for (const [name, content] of [
      ["page-Ab12.js", SCRIPT],
      ["app-Ef56.css", STYLE],
    ] as const) {
      writeFileSync(path.join(assets, name), content);
      writeFileSync(path.join(assets, `${name}.gz`), gzipSync(content, { level: 9 }));
      writeFileSync(path.join(assets, `${name}.br`), brotliCompressSync(content));
    }
    // A file the build left without copies: the compression middleware's on-the-fly gzip.
    writeFileSync(path.join(assets, "other-Cd34.js"), SCRIPT);
    const app = createApp({
      env: "test",
      clientBuildDir: buildDir,
      ssr: (_req, res) => void res.status(404).send("Page introuvable"),
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.close();
    rmSync(buildDir, { recursive: true, force: true });
  });

  it("a browser accepting Brotli gets the Brotli copy, as a script, cached for a year, varying on the encoding", async () => {
    const { response, body } = await send("/assets/page-Ab12.js", "gzip, deflate, br, zstd");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(body).toString()).toBe(SCRIPT);
  });

  it("a client accepting only gzip gets the gzip copy, with the type of the original file", async () => {
    for (const [file, original, type] of [
      ["page-Ab12.js", SCRIPT, /^text\/javascript/],
      ["app-Ef56.css", STYLE, /^text\/css/],
    ] as const) {
      const { response, body } = await send(`/assets/${file}`, "gzip");
      expect(response.headers["content-encoding"]).toBe("gzip");
      expect(response.headers["content-type"]).toMatch(type);
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(gunzipSync(body).toString()).toBe(original);
    }
  });

  it("reads Accept-Encoding's weights: Brotli refused (q=0) or weighed less means gzip, even behind `*`", async () => {
    for (const acceptEncoding of ["br;q=0, gzip", "gzip, br;q=0.5", "*, br;q=0", "gzip;q=1, br;q=0.9"]) {
      const { response } = await send("/assets/page-Ab12.js", acceptEncoding);
      expect(response.headers["content-encoding"], acceptEncoding).toBe("gzip");
    }
  });

  it("prefers Brotli when the client weighs both alike, `*` included", async () => {
    for (const acceptEncoding of ["gzip, br", "br;q=0.8, gzip;q=0.8", "*"]) {
      const { response } = await send("/assets/page-Ab12.js", acceptEncoding);
      expect(response.headers["content-encoding"], acceptEncoding).toBe("br");
    }
  });

  it("a client accepting no encoding gets the file as it is", async () => {
    for (const acceptEncoding of [undefined, "identity", "gzip;q=0, br;q=0, identity"]) {
      const { response, body } = await send("/assets/page-Ab12.js", acceptEncoding);
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.headers.vary).toMatch(/Accept-Encoding/i);
      expect(body.toString()).toBe(SCRIPT);
    }
  });

  it("answers HEAD with the headers of the copy GET would send, and no body", async () => {
    const head = await send("/assets/page-Ab12.js", "br, gzip", "HEAD");
    const get = await send("/assets/page-Ab12.js", "br, gzip");
    expect(head.response.statusCode).toBe(200);
    expect(head.response.headers["content-encoding"]).toBe("br");
    expect(head.response.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(head.response.headers["content-length"]).toBe(String(get.body.length));
    expect(head.body.length).toBe(0);
  });

  it("an asset the build left uncompressed is compressed on the fly, as before", async () => {
    const { response, body } = await send("/assets/other-Cd34.js", "gzip");
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(body).toString()).toBe(SCRIPT);
  });

  it("an unknown asset goes on to the shop's 404, whatever the encoding asked for", async () => {
    for (const acceptEncoding of ["br", "gzip", undefined]) {
      const { response, body } = await send("/assets/gone-Zz99.js", acceptEncoding);
      expect(response.statusCode).toBe(404);
      expect(body.toString()).toBe("Page introuvable");
    }
  });

  it("an asset removed after the server started (a build replaced under it) goes on to the 404, as a page, not encoded", async () => {
    const assets = path.join(buildDir, "assets");
    writeFileSync(path.join(assets, "late-Gh78.js"), SCRIPT);
    writeFileSync(path.join(assets, "late-Gh78.js.br"), brotliCompressSync(SCRIPT));
    // A server started while the asset was there: it indexed its Brotli copy.
    const app = createApp({
      env: "test",
      clientBuildDir: buildDir,
      ssr: (_req, res) => void res.status(404).send("Page introuvable"),
    });
    const other = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => other.once("listening", resolve));
    const otherPort = (other.address() as AddressInfo).port;
    for (const name of ["late-Gh78.js", "late-Gh78.js.br"]) rmSync(path.join(assets, name));
    try {
      const { response, body } = await send("/assets/late-Gh78.js", "br", "GET", otherPort);
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(body.toString()).toBe("Page introuvable");
    } finally {
      other.close();
    }
  });

  it("a path climbing out of the assets folder gets the shop's French answers, never a file", async () => {
    for (const target of [
      "/assets/..%2f..%2fpackage.json",
      "/assets/%2e%2e%2fpage-Ab12.js",
      "/assets/%2e%2e/%2e%2e/package.json",
      "/assets/../../package.json",
      "/assets/page-Ab12.js%00.br",
    ]) {
      const { response, body } = await send(target, "br, gzip");
      expect(response.statusCode, target).toBe(404);
      expect(body.toString(), target).toBe("Page introuvable");
    }
    const malformed = await send("/assets/%E0%A4%A.js", "br, gzip");
    expect(malformed.response.statusCode).toBe(400);
    expect(malformed.body.toString()).toContain(GENERIC_MESSAGES.badRequest);
  });
});
