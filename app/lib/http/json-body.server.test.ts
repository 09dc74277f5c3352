import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { GENERIC_MESSAGES } from "../../../core/messages/generic.ts";
import { readJsonBody } from "./json-body.server.ts";

const schema = z.object({ codes: z.array(z.string()) });
const INVALID = "Le panier envoyé est invalide.";

const post = (body: BodyInit) => new Request("http://boutique.test/api/cart/promo", { method: "POST", body });

async function refusal(body: BodyInit, messageFor?: () => string | undefined) {
  const read = await readJsonBody(post(body), schema, INVALID, messageFor);
  if (read.ok) throw new Error("the body should have been refused");
  return { status: read.response.status, body: await read.response.json() };
}

describe("readJsonBody", () => {
  it("returns the checked value of a valid body", async () => {
    expect(await readJsonBody(post('{"codes":["NOEL"]}'), schema, INVALID)).toEqual({
      ok: true,
      value: { codes: ["NOEL"] },
    });
  });

  it("refuses a body over 64 KB with the French 413, even one streamed without a length", async () => {
    const big = JSON.stringify({ codes: ["x".repeat(70_000)] });
    expect(await refusal(big)).toEqual({ status: 413, body: { error: GENERIC_MESSAGES.bodyTooLarge } });
    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 80; i++) controller.enqueue(new TextEncoder().encode("x".repeat(1_024)));
        controller.close();
      },
    });
    // Node needs `duplex` for a streamed body; the DOM typings do not know it yet.
    const init: RequestInit & { duplex: "half" } = { method: "POST", body: streamed, duplex: "half" };
    const request = new Request("http://boutique.test/api/cart/promo", init);
    const read = await readJsonBody(request, schema, INVALID);
    expect(read.ok ? 200 : read.response.status).toBe(413);
  });

  it("refuses malformed JSON and a wrong shape with the route's French 400", async () => {
    const expected = { status: 400, body: { error: INVALID } };
    expect(await refusal("{pas du json")).toEqual(expected);
    expect(await refusal('{"codes":"NOEL"}')).toEqual(expected);
    expect(await refusal("")).toEqual(expected);
  });

  it("refuses text that is not well-formed Unicode, bytes or a lone surrogate, with the French 400 that says so (issue 43)", async () => {
    const expected = { status: 400, body: { error: GENERIC_MESSAGES.illFormedText } };
    expect(await refusal(new Uint8Array([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x7d]))).toEqual(expected);
    expect(await refusal('{"codes":["\\udc00"]}')).toEqual(expected);
  });

  it("answers a wrong shape with the message the route picks from the issues", async () => {
    expect(await refusal('{"codes":[1]}', () => "Code promo invalide.")).toEqual({
      status: 400,
      body: { error: "Code promo invalide." },
    });
  });
});
