/**
 * Well-formed Unicode in what a visitor sends (issue 43). A JSON string may carry a lone surrogate (`"\udc00"`), which
 * JavaScript holds but PostgreSQL refuses, and a query string or a form may carry bytes that are not UTF-8, which
 * decoders silently replace: both are refused with a French 400 before any database or mail work, rather than failing
 * in the database (a 500 and a log line) or being stored altered.
 */

/** Whether every string of a parsed JSON value, object keys included, is well-formed Unicode. */
export function isWellFormedValue(value: unknown): boolean {
  // A loop, not recursion: a body of nested arrays a megabyte deep must not overflow the stack.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === "string") {
      if (!next.isWellFormed()) return false;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (typeof next === "object" && next !== null) {
      for (const [key, inner] of Object.entries(next)) {
        if (!key.isWellFormed()) return false;
        pending.push(inner);
      }
    }
  }
  return true;
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** Whether some bytes are UTF-8 (a surrogate written in UTF-8, as `%ED%B0%80` decodes to, is not). */
export function isUtf8(bytes: Uint8Array): boolean {
  try {
    strictUtf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether a query string or a URL-encoded form decodes to well-formed text: its `%XX` escapes and its other characters, taken as bytes
 * the way the URL standard's decoder takes them, are UTF-8. A `%` not followed by two hex digits is a plain character
 * there, and stays one here.
 */
export function isWellFormedUrlEncoded(text: string): boolean {
  return text.isWellFormed() && isWellFormedUrlEncodedBytes(new TextEncoder().encode(text));
}

function isWellFormedUrlEncodedBytes(bytes: Uint8Array): boolean {
  const decoded = new Uint8Array(bytes.length);
  let length = 0;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i] as number;
    if (byte === 0x25 && i + 2 < bytes.length && isHex(bytes[i + 1]) && isHex(bytes[i + 2])) {
      decoded[length++] = Number.parseInt(String.fromCharCode(bytes[i + 1] as number, bytes[i + 2] as number), 16);
      i += 2;
    } else {
      decoded[length++] = byte;
    }
  }
  return isUtf8(decoded.subarray(0, length));
}

function isHex(byte: number | undefined): boolean {
  return (
    byte !== undefined &&
    ((byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66))
  );
}
