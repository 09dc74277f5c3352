import { isUtf8, isWellFormedUrlEncoded, isWellFormedValue } from "./well-formed-text.server.ts";

/**
 * A request body read with a byte cap. `Content-Length` is only a claim, and a chunked request carries none: the cap
 * is counted on the bytes as they arrive, and reading stops at the first byte beyond it (issue 8: every endpoint has
 * a body limit, 413 beyond).
 */
/**
 * `ill-formed`: text that is not well-formed Unicode (bytes that are not UTF-8, a lone surrogate in a JSON string),
 * refused with a French 400 before any database or mail work (issue 43).
 */
type BodyFailure = { ok: false; reason: "too-large" | "unreadable" | "ill-formed" };

/**
 * What a refused body may still send, read and thrown away, before its connection is cut. Answering before the body
 * has arrived leaves its rest on a kept-alive connection: Node then resets that connection, and the client loses our
 * French 413 or its next request (seen in CI under load). Express's body parser reads a refused body off the wire for
 * the same reason; this bounds what that costs.
 */
export const DISCARDED_BODY_BYTES = 1024 * 1024;

export type BodyRead = { ok: true; bytes: Uint8Array<ArrayBuffer> } | BodyFailure;

export async function readBodyUpTo(request: Request, maxBytes: number): Promise<BodyRead> {
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = request.body.getReader();
  if (Number(request.headers.get("Content-Length") ?? 0) > maxBytes) return discardTooLarge(reader, 0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) return discardTooLarge(reader, value.byteLength);
      chunks.push(value);
    }
  } catch {
    // The client went away or sent a broken chunked encoding.
    return { ok: false, reason: "unreadable" };
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

/** Reads the rest of a refused body without keeping it, up to DISCARDED_BODY_BYTES; past that, cuts the connection. */
async function discardTooLarge(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  discarded: number,
): Promise<BodyFailure> {
  try {
    for (let total = discarded; total <= DISCARDED_BODY_BYTES; ) {
      const { done, value } = await reader.read();
      if (done) return { ok: false, reason: "too-large" };
      total += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away: nothing left to answer.
  }
  return { ok: false, reason: "too-large" };
}

/** The body as UTF-8 text; bytes that are not UTF-8 make it ill-formed rather than silently replaced. */
export async function readTextUpTo(
  request: Request,
  maxBytes: number,
): Promise<{ ok: true; text: string } | BodyFailure> {
  const read = await readBodyUpTo(request, maxBytes);
  if (!read.ok) return read;
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(read.bytes) };
  } catch {
    return { ok: false, reason: "ill-formed" };
  }
}

/**
 * The body parsed as JSON; `not-json` when it does not parse, `ill-formed` when it is not UTF-8 or one of its
 * strings (keys included) holds a lone surrogate (`"\udc00"`), which PostgreSQL would refuse mid-transaction.
 */
export async function readJsonUpTo(request: Request, maxBytes: number): Promise<JsonRead | BodyFailure> {
  const read = await readBodyUpTo(request, maxBytes);
  return read.ok ? parseJsonBytes(read.bytes) : read;
}

export type JsonRead = { ok: true; value: unknown } | { ok: false; reason: "ill-formed" | "not-json" };

/** A JSON body already read (Express's raw parser, for the routes Express serves itself), checked as above. */
export function parseJsonBytes(bytes: Uint8Array): JsonRead {
  if (!isUtf8(bytes)) return { ok: false, reason: "ill-formed" };
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return { ok: false, reason: "not-json" };
  }
  return isWellFormedValue(value) ? { ok: true, value } : { ok: false, reason: "ill-formed" };
}

/**
 * A form body (URL-encoded or multipart) with every value of every field. A body that is not a form gives an empty
 * one, so the form's own 'requis' messages answer it; one whose text is not UTF-8, raw or percent-encoded, is
 * `ill-formed`.
 */
export async function readFormDataUpTo(
  request: Request,
  maxBytes: number,
): Promise<{ ok: true; form: FormData } | BodyFailure> {
  const read = await readBodyUpTo(request, maxBytes);
  if (!read.ok) return read;
  const type = request.headers.get("Content-Type") ?? "";
  // A decoder would replace what is not UTF-8 with U+FFFD: a name or an order number altered without a word.
  if (!isUtf8(read.bytes)) return { ok: false, reason: "ill-formed" };
  if (
    /^application\/x-www-form-urlencoded/i.test(type) &&
    !isWellFormedUrlEncoded(new TextDecoder().decode(read.bytes))
  )
    return { ok: false, reason: "ill-formed" };
  try {
    return { ok: true, form: await new Response(read.bytes, { headers: { "Content-Type": type } }).formData() };
  } catch {
    // Not a form body (JSON, truncated multipart…): no fields.
    return { ok: true, form: new FormData() };
  }
}

/** The string fields of a form body, the last value of each (see readFormDataUpTo). */
export async function readFormUpTo(
  request: Request,
  maxBytes: number,
): Promise<{ ok: true; fields: Record<string, string> } | BodyFailure> {
  const read = await readFormDataUpTo(request, maxBytes);
  if (!read.ok) return read;
  const fields: Record<string, string> = {};
  for (const [name, value] of read.form) if (typeof value === "string") fields[name] = value;
  return { ok: true, fields };
}
