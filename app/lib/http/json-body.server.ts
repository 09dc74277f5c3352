import { type core, safeParse } from "zod/mini";
import { readJsonUpTo } from "../../../core/http/request-body.server.ts";
import { GENERIC_MESSAGES } from "../../../core/messages/generic.ts";

/** Cart requests are small: 100 lines of ids and counts, ten codes. Anything far larger is not ours. */
const MAX_BODY_BYTES = 64 * 1024;

export type JsonBody<T> = { ok: true; value: T } | { ok: false; response: Response };

/**
 * Reads a JSON request body and checks it with `schema`. Bad input is answered here, in French and with a 4xx:
 * 413 when too large, 400 when its text is not well-formed Unicode (a lone surrogate would fail in the database), 400
 * with `invalidMessage` (or the message `messageFor` picks from the issues) otherwise.
 */
export async function readJsonBody<T>(
  request: Request,
  schema: core.$ZodType<T>,
  invalidMessage: string,
  messageFor?: (issues: core.$ZodIssue[]) => string | undefined,
): Promise<JsonBody<T>> {
  const fail = (status: number, error: string): JsonBody<T> => ({
    ok: false,
    response: Response.json({ error }, { status }),
  });
  const read = await readJsonUpTo(request, MAX_BODY_BYTES);
  if (!read.ok) {
    if (read.reason === "too-large") return fail(413, GENERIC_MESSAGES.bodyTooLarge);
    return fail(400, read.reason === "ill-formed" ? GENERIC_MESSAGES.illFormedText : invalidMessage);
  }
  const parsed = safeParse(schema, read.value);
  if (!parsed.success) return fail(400, messageFor?.(parsed.error.issues) ?? invalidMessage);
  return { ok: true, value: parsed.data };
}
