import { describe, expect, it } from "vitest";
import { DISCARDED_BODY_BYTES, readBodyUpTo, readFormUpTo, readJsonUpTo, readTextUpTo } from "./request-body.server.ts";

/** A POST whose body arrives in chunks with no Content-Length, as a chunked upload does; counts the chunks pulled. */
function chunkedRequest(chunk: string, times: number, contentType = "text/plain") {
  const encoded = new TextEncoder().encode(chunk);
  const pulled = { count: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.count === times) return controller.close();
      pulled.count += 1;
      controller.enqueue(encoded);
    },
    cancel() {
      pulled.cancelled = true;
    },
  });
  const request = new Request("http://localhost/contact", {
    method: "POST",
    headers: { "Content-Type": contentType },
    body,
    duplex: "half",
  } as RequestInit);
  expect(request.headers.get("Content-Length")).toBeNull();
  return { request, pulled };
}

describe("request body read with a byte cap", () => {
  it("refuses a chunked body far beyond the cap, and cuts it once the discard allowance is spent", async () => {
    const { request, pulled } = chunkedRequest("x".repeat(1024), 10_000);
    expect(await readBodyUpTo(request, 64 * 1024)).toEqual({ ok: false, reason: "too-large" });
    expect(pulled.count).toBeLessThanOrEqual((64 * 1024 + DISCARDED_BODY_BYTES) / 1024 + 2);
    expect(pulled.cancelled).toBe(true);
  });

  it("reads a body a little over the cap to its end, so its connection stays usable for the 413", async () => {
    const { request, pulled } = chunkedRequest("x".repeat(1024), 100);
    expect(await readBodyUpTo(request, 64 * 1024)).toEqual({ ok: false, reason: "too-large" });
    expect(pulled.count).toBe(100);
    expect(pulled.cancelled).toBe(false);
  });

  it("refuses a declared Content-Length beyond the cap without keeping what it reads", async () => {
    const { request, pulled } = chunkedRequest("x".repeat(1024), 3);
    const declared = new Request(request, { headers: { "Content-Length": String(3 * 1024) } });
    expect(await readBodyUpTo(declared, 1024)).toEqual({ ok: false, reason: "too-large" });
    expect(pulled.count).toBe(3);
  });

  it("reads a chunked body within the cap whole, and an absent body as empty", async () => {
    const { request } = chunkedRequest("abc", 4);
    expect(await readTextUpTo(request, 12)).toEqual({ ok: true, text: "abcabcabcabc" });
    const empty = await readBodyUpTo(new Request("http://localhost/"), 10);
    expect(empty.ok && empty.bytes.byteLength).toBe(0);
  });

  it("calls bytes that are not UTF-8 ill-formed rather than replacing them", async () => {
    const request = new Request("http://localhost/", { method: "POST", body: new Uint8Array([0x7b, 0xff, 0xfe]) });
    expect(await readTextUpTo(request, 100)).toEqual({ ok: false, reason: "ill-formed" });
  });

  it("refuses a JSON body with a lone surrogate in a string or a key as ill-formed (issue 43)", async () => {
    const post = (body: string) => new Request("http://localhost/", { method: "POST", body });
    expect(await readJsonUpTo(post('{"message":"\\\\udc00"}'), 100)).toEqual({
      ok: true,
      value: { message: "\\udc00" },
    });
    expect(await readJsonUpTo(post('{"message":"\\udc00"}'), 100)).toEqual({ ok: false, reason: "ill-formed" });
    expect(await readJsonUpTo(post('{"codes":["\\ud83d\\ude00", {"\\ud800": 1}]}'), 100)).toEqual({
      ok: false,
      reason: "ill-formed",
    });
    expect(await readJsonUpTo(post("{pas du json"), 100)).toEqual({ ok: false, reason: "not-json" });
  });

  it("refuses a form whose text is not UTF-8, raw or percent-encoded, as ill-formed (issue 43)", async () => {
    const form = (body: string | Uint8Array<ArrayBuffer>) =>
      new Request("http://localhost/", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body,
      });
    expect(await readFormUpTo(form("name=L%C3%A9a&remise=100%"), 1024)).toEqual({
      ok: true,
      fields: { name: "Léa", remise: "100%" },
    });
    for (const body of ["name=%ED%B0%80", "name=a%C3%28", new Uint8Array([0x6e, 0x3d, 0xc3, 0x28, 0xff])]) {
      expect(await readFormUpTo(form(body), 1024), String(body)).toEqual({ ok: false, reason: "ill-formed" });
    }
  });

  it("gives the fields of a URL-encoded form, and none for a body that is not a form", async () => {
    const { request } = chunkedRequest("name=L%C3%A9a&email=lea%40exemple.fr", 1, "application/x-www-form-urlencoded");
    expect(await readFormUpTo(request, 1024)).toEqual({ ok: true, fields: { name: "Léa", email: "lea@exemple.fr" } });
    const json = new Request("http://localhost/", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '{"name":"Léa"}',
    });
    expect(await readFormUpTo(json, 1024)).toEqual({ ok: true, fields: {} });
  });

  it("gives the string fields of a multipart form", async () => {
    const form = new FormData();
    form.set("name", "Léa");
    form.set("file", new Blob(["contenu"]), "piece.txt");
    const read = await readFormUpTo(new Request("http://localhost/", { method: "POST", body: form }), 4096);
    expect(read).toEqual({ ok: true, fields: { name: "Léa" } });
  });
});
