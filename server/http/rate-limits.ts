import type { RateLimitOptions } from "./rate-limit.ts";

/**
 * Every per-address limit of the shop's endpoints, in one table (docs/architecture.md §8): its name, its window, the
 * requests a client may make in it, and for what makes the database keep something, a second budget over a day.
 * create-app.ts and storefront-route.ts mount them; the tests count up to them.
 */
export const RATE_LIMITS = {
  /**
   * GraphQL requests to the local commerce service over HTTP. The storefront's own calls are in process and never
   * count; a tool reading the whole catalogue needs 13 pages of 250, a script looping a costly document is slowed to
   * 2 a second.
   */
  storefrontHttp: { windowMs: 60_000, limit: 120 },
  /** Chat messages: 100 a minute is a script, not a visitor; 30 leaves room for a fast typist. */
  chat: { windowMs: 60_000, limit: 30 },
  /** Contact messages: a person writes a few, a script is stopped. */
  contact: { windowMs: 10 * 60_000, limit: 10 },
  /**
   * Submissions of `/retractation`, both steps counted: a withdrawal takes two, a buyer who corrects a typo or
   * withdraws from several orders a few more, and a script trying order numbers against e-mails is held to two a
   * minute.
   */
  withdrawal: { windowMs: 10 * 60_000, limit: 20 },
  /**
   * Each promo check and each checkout creates a cart on the storefront (a promo check's is not stored in local mode):
   * a visitor needs a few a minute, a script hammering the store many more.
   */
  cartPromo: { windowMs: 60_000, limit: 30 },
  /**
   * Each checkout stores a cart until the retention sweep (promo checks store none): a day's budget per client bounds
   * what one client makes the database keep (100 carts of at most ~25 KB for LOCAL_CART_RETENTION_DAYS). The carts
   * shopping agents make spend the same budget.
   */
  cartCheckout: { windowMs: 60_000, limit: 20, perDay: 100 },
  /** Submissions of the local hosted checkout. */
  checkoutSubmit: { windowMs: 60_000, limit: 30 },
  /**
   * Alert requests: a parent asks for a few books in a sitting; each may cost a confirmation e-mail, itself capped per
   * recipient (3 a day).
   */
  alertRequest: { windowMs: 10 * 60_000, limit: 10, perDay: 50 },
  /**
   * Alert requests of the whole instance, whatever the address: each costs a transaction of counts (a dozen
   * milliseconds on PGlite, on the thread the pages use). A crowd of addresses sent 25 a second and took every page's
   * p95 to ×2.3 – ×3.6 (bench:abuse, issue 51); two a second on average is far more than parents ask. A short window:
   * 120 a minute let the first 120 of a flood through in five seconds, and the page measured then waited (×2.4); 20
   * in 10 seconds still came as one burst a window (×1.6).
   */
  alertRequestInstance: { windowMs: 5_000, limit: 10 },
  /**
   * Alert confirmations and unsubscriptions: one per e-mail received, a few retries. A mail provider's one-click
   * unsubscribe with a valid link is never limited; a forged or expired one spends this budget (issue 51).
   */
  alertLink: { windowMs: 10 * 60_000, limit: 20 },
  /**
   * Sharing a list stores it, so a parent shares a few a sitting (the service also counts 20 a day per address, across
   * instances; issue 40).
   */
  sharedListCreate: { windowMs: 10 * 60_000, limit: 10, perDay: 30 },
  /** Updating or stopping a shared list costs a lookup and is the owner's own. */
  sharedListEdit: { windowMs: 60_000, limit: 30 },
  /**
   * Shopping agents' calls (issue 41): a search reads a listing and up to 50 books; 2 a second is an agent browsing on
   * a parent's behalf, a loop is stopped (and a crowd takes turns with the pages, agent-pacing.ts). An agent's carts
   * spend `cartCheckout`, the budget of the shop's checkouts from the same address (create-app.ts).
   */
  agentCalls: { windowMs: 60_000, limit: 120 },
} as const satisfies Record<string, RateLimitOptions>;
