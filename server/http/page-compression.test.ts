import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./create-app.ts";
import { sendUndecoded } from "./undecoded-request.test-helper.ts";

/** A page-like body: varied enough that each Brotli quality gives its own output. */
const PAGE = Array.from(
  { length: 1500 },
  (_, i) =>
    `<li class="card-cell"><a href="/produit/livre-${i * 7919}">Livre n° ${i} — ${(i * 37) % 101},90 €</a></li>`,
).join("");

const brotliWith = (quality: number, windowBits?: number) =>
  brotliCompressSync(PAGE, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      ...(windowBits === undefined ? {} : { [constants.BROTLI_PARAM_LGWIN]: windowBits }),
    },
  });

describe("pages compressed per request (issue 22, item 2)", () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    const app = createApp({ env: "test", ssr: (_req, res) => void res.type("html").send(PAGE) });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.close();
  });

  it("a browser gets the page in Brotli at the quality chosen for dynamic content (3), not the default 4", async () => {
    const { response, body } = await sendUndecoded(port, "/", { acceptEncoding: "gzip, deflate, br" });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(body).toString()).toBe(PAGE);
    expect(brotliWith(3, 18).equals(brotliWith(4, 18))).toBe(false);
    expect(body.equals(brotliWith(3, 18))).toBe(true);
  });

  it("Brotli works in a 256 KB window, not the default 4 MB one, and the page is no larger for it", async () => {
    const { body } = await sendUndecoded(port, "/", { acceptEncoding: "br" });
    // The window size is written in the stream's first bits: the two outputs differ…
    expect(body.equals(brotliWith(3))).toBe(false);
    // …by a few bits only, the page being smaller than the window.
    expect(Math.abs(body.length - brotliWith(3).length)).toBeLessThanOrEqual(1);
  });

  it("a client without Brotli gets gzip, and one that asks for nothing gets the page as it is", async () => {
    const gzip = await sendUndecoded(port, "/", { acceptEncoding: "gzip" });
    expect(gzip.response.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(PAGE);
    const plain = await sendUndecoded(port, "/", { acceptEncoding: "identity" });
    expect(plain.response.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(PAGE);
  });
});
