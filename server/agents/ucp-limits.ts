/**
 * What one agent's call may ask (issue 41, decision 035): every answer is bounded whatever an agent sends, and a call
 * beyond these is a `-32602` in French, never a slower answer.
 */

/** Products per `search_catalog` page when the agent names no limit (the catalog binding's default). */
export const UCP_DEFAULT_PAGE_SIZE = 10;
/** The most products one `search_catalog` page holds: a larger `limit` is clamped, as the spec allows. */
export const UCP_MAX_PAGE_SIZE = 50;
/**
 * Identifiers per `lookup_catalog` and lines per agent cart: beyond, the call is refused (the spec's batch limit). A
 * family's order of second-hand books is a few titles; the shop's own cart takes more (CART_MAX_LINES) because a
 * browser's cart is read in one call, an agent's is rebuilt at each change.
 */
export const UCP_MAX_IDS = 50;
/** Any other string an agent sends (an id, a code, a cursor, a context value). */
export const UCP_MAX_STRING_LENGTH = 300;
/** Values in one filter list (categories, ages, publishers, grades). */
export const UCP_MAX_FILTER_VALUES = 20;
/** A question to the `ask` tool, as the chat assistant takes it. */
export const UCP_MAX_QUESTION_LENGTH = 500;
/** A JSON-RPC body: the largest accepted call (50 lines with codes and context) is well under 32 kB. */
export const UCP_MAX_BODY_BYTES = 32 * 1024;
/**
 * The most one answer weighs: a page of 50 books of the demo catalogue weighs about 140 kB, and a page of books with
 * long imported descriptions ends earlier (catalog-tools.ts). Past it, a call is refused rather than sent.
 */
export const UCP_MAX_ANSWER_BYTES = 256 * 1024;
/** How long an agent's cart is kept after its last change (then `get_cart` answers `not_found`). */
export const UCP_CART_KEPT_DAYS = 7;
/**
 * How long the shop waits before answering a call past the client's budget (its 429), and how many such answers wait
 * at once: a loop ignoring `retry_after` then costs the shop one exchange a second per connection (held-refusals.ts).
 */
export const UCP_REFUSAL_HOLD_MS = 1000;
export const UCP_MAX_HELD_REFUSALS = 256;
