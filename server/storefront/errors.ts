/** A message the shop should show the visitor as a toast (docs/product.md §8.1: the 401 and 402 notices). */
export type StorefrontNotice = { title: string; description: string; durationMs?: number };

/** A Storefront API failure whose message is the wording of docs/product.md §8.1. */
export class StorefrontError extends Error {
  override name = "StorefrontError";
  readonly status: number | undefined;
  readonly notice: StorefrontNotice | undefined;

  constructor(message: string, options: { status?: number; notice?: StorefrontNotice; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.status = options.status;
    this.notice = options.notice;
  }
}
