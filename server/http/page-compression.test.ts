import { request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./create-app.ts";

/** A page-like body: varied enough that each Brotli quality gives its own output. */
const PAGE = Array.from(
  { length: 1500 },
  (_, i) =>
    `<li class="card-cell"><a href="/produit/livre-${i * 7919}">Livre n° ${i} — ${(i * 37) % 101},90 €</a></li>`,
).join("");

const brotliAt = (quality: number) =>
  brotliCompressSync(PAGE, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } });

/** The raw bytes of an answer, as a browser receives them before decoding. */
function rawGet(url: string, acceptEncoding: string): Promise<{ encoding?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ encoding: response.headers["content-encoding"], body: Buffer.concat(chunks) }),
      );
    })
      .on("error", reject)
      .end();
  });
}

describe("pages compressed per request (issue 22, item 2)", () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const app = createApp({ env: "test", ssr: (_req, res) => void res.type("html").send(PAGE) });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
  });

  it("a browser gets the page in Brotli at the quality chosen for dynamic content (3), not the default 4", async () => {
    const { encoding, body } = await rawGet(`${base}/`, "gzip, deflate, br");
    expect(encoding).toBe("br");
    expect(brotliDecompressSync(body).toString()).toBe(PAGE);
    expect(brotliAt(3).equals(brotliAt(4))).toBe(false);
    expect(body.equals(brotliAt(3))).toBe(true);
  });

  it("a client without Brotli gets gzip, and one that asks for nothing gets the page as it is", async () => {
    const gzip = await rawGet(`${base}/`, "gzip");
    expect(gzip.encoding).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(PAGE);
    const plain = await rawGet(`${base}/`, "identity");
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(PAGE);
  });
});
