import { createHash } from "node:crypto";

/** What a page's HTML is made of, besides the build: the address, how it streams, and its loaders' answers. */
export type RenderInputs = {
  url: string;
  /** `onShellReady` or `onAllReady`: crawlers get the whole page at once, people the shell first. */
  readyOption: string;
  statusCode: number;
  loaderData: unknown;
  actionData: unknown;
  errors: unknown;
};

/**
 * The key of a page's inputs, or `undefined` when its HTML must be rendered anew: an error, a form's answer, or data
 * that JSON cannot tell apart (a promise still streaming, a Map, a class instance, a number JSON would turn into
 * null). Two renders with one key write the same HTML, nonce apart, because the shop's components read nothing else: a
 * component that needs the time, a random number or a cookie takes it from a loader.
 */
export function renderKey(inputs: RenderInputs): string | undefined {
  if (inputs.statusCode !== 200 || inputs.errors || inputs.actionData) return undefined;
  let plain = true;
  const json = JSON.stringify([inputs.url, inputs.readyOption, inputs.loaderData], (_key, value: unknown) => {
    if (isPlain(value)) return value;
    plain = false;
    return undefined;
  });
  return plain ? createHash("sha256").update(json).digest("base64url") : undefined;
}

function isPlain(value: unknown): boolean {
  switch (typeof value) {
    case "object":
      return value === null || Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype;
    case "number":
      return Number.isFinite(value);
    case "function":
    case "bigint":
    case "symbol":
      return false;
    default:
      return true;
  }
}

type KeptPage = {
  /** The HTML cut at each occurrence of the nonce it was rendered with. */
  parts: Buffer[];
  bytes: number;
  keptAt: number;
};

export type RenderedPagesOptions = {
  /** The most HTML kept, all pages together. */
  maxBytes: number;
  /** How long a page is sent again: bounds what the render reads besides its inputs (the footer's year). */
  maxAgeMs: number;
  now?: () => number;
};

/**
 * Pages already rendered, sent again while their inputs are the same (decision 028). Stock and prices are loader data:
 * an order changes the key, so the next view renders afresh. Each page gets its own CSP nonce in place of the one it
 * was rendered with. The least recently sent pages go first when the budget is full.
 */
export class RenderedPages {
  readonly #pages = new Map<string, KeptPage>();
  readonly #options: RenderedPagesOptions;
  readonly #now: () => number;
  #bytes = 0;

  constructor(options: RenderedPagesOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
  }

  /** The page kept under this key, with the given nonce, or `undefined`. */
  html(key: string, nonce: string): Buffer | undefined {
    const page = this.#pages.get(key);
    if (!page) return undefined;
    this.#pages.delete(key);
    if (this.#now() - page.keptAt > this.#options.maxAgeMs) {
      this.#bytes -= page.bytes;
      return undefined;
    }
    this.#pages.set(key, page);
    const nonceBytes = Buffer.from(nonce);
    const pieces: Buffer[] = [page.parts[0] as Buffer];
    for (let i = 1; i < page.parts.length; i++) pieces.push(nonceBytes, page.parts[i] as Buffer);
    return Buffer.concat(pieces);
  }

  /** Keeps a page's whole HTML, rendered with `nonce`. */
  keep(key: string, html: Buffer, nonce: string): void {
    if (html.length > this.#options.maxBytes) return;
    const previous = this.#pages.get(key);
    if (previous) {
      this.#pages.delete(key);
      this.#bytes -= previous.bytes;
    }
    this.#pages.set(key, { parts: cutAt(html, Buffer.from(nonce)), bytes: html.length, keptAt: this.#now() });
    this.#bytes += html.length;
    for (const [oldest, page] of this.#pages) {
      if (this.#bytes <= this.#options.maxBytes) break;
      this.#pages.delete(oldest);
      this.#bytes -= page.bytes;
    }
  }

  get size(): number {
    return this.#pages.size;
  }

  get bytes(): number {
    return this.#bytes;
  }
}

function cutAt(html: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = html.indexOf(separator); at !== -1; at = html.indexOf(separator, start)) {
    parts.push(html.subarray(start, at));
    start = at + separator.length;
  }
  parts.push(html.subarray(start));
  return parts;
}
