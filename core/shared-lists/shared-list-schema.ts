import { FORM_MESSAGES } from "../messages/forms.ts";
import { SHARED_LIST_MESSAGES as M } from "../messages/shared-list.ts";
import { SHARED_LIST_MAX_BOOKS, SHARED_LIST_TITLE_MAX } from "../shop-constants.ts";
import { visibleText, z } from "../zod.ts";

/** A shared list's public id: 128 random bits in URL-safe base64 (server/shared-lists/shared-list-service.ts). */
export const SHARED_LIST_ID = /^[A-Za-z0-9_-]{22}$/;
/** The owner's edit secret: 256 random bits, kept in their browser only. */
export const SHARED_LIST_SECRET = /^[A-Za-z0-9_-]{43}$/;

/** Where a shared list is read: the page of its link. */
export function sharedListPath(id: string): string {
  return `/liste/${id}`;
}

export function isSharedListId(value: string | undefined): value is string {
  return value !== undefined && SHARED_LIST_ID.test(value);
}

// Control characters and the bidirectional overrides; a title is one line of plain text.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what this pattern is for.
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
const TAG = /<\s*[/!?]?\s*[A-Za-z]/;

/** A book as the list keeps it: its Storefront id (stable across re-imports) and its handle. */
const itemSchema = z.object({
  id: z.string().check(z.maxLength(200), z.regex(/^gid:\/\/shopify\/Product\/[A-Za-z0-9_-]+$/)),
  handle: z.string().check(z.minLength(1), z.maxLength(255)),
});

/**
 * What the owner's browser sends to share or update a list: an optional title (« La liste de Noël de Léa ») and the
 * favourites, at most SHARED_LIST_MAX_BOOKS, each once. Shared by the page's form and the server, which decides.
 */
export const sharedListInputSchema = z.object({
  title: z._default(
    z.string().check(
      z.trim(),
      z.maxLength(SHARED_LIST_TITLE_MAX, M.titleTooLong),
      // Zero-width and bidi characters would hide or reorder words of a title others read (issue 51).
      visibleText(),
      z.refine((title) => !CONTROL.test(title) && !TAG.test(title), M.titleInvalid),
    ),
    "",
  ),
  items: z.pipe(
    z.array(itemSchema).check(z.minLength(1, M.empty), z.maxLength(SHARED_LIST_MAX_BOOKS, M.tooManyBooks)),
    z.transform((items) => [...new Map(items.map((item) => [item.id, item])).values()]),
  ),
});
export type SharedListInput = z.infer<typeof sharedListInputSchema>;

/** Updating or stopping a list: the owner's secret, and for an update the list again. */
export const sharedListSecretSchema = z.object({ secret: z.string().check(z.regex(SHARED_LIST_SECRET)) });

/** The first French message a refused input should show, or the generic one. */
export function sharedListInputProblem(issues: ReadonlyArray<{ message: string; code: string }>): string {
  const known = new Set<string>([
    M.titleTooLong,
    FORM_MESSAGES.invisibleCharacters,
    M.titleInvalid,
    M.empty,
    M.tooManyBooks,
  ]);
  return issues.find((issue) => known.has(issue.message))?.message ?? M.invalid;
}
