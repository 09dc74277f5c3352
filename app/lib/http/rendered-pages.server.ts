import { createHash } from "node:crypto";

/**
 * What a page's HTML is made of, besides the build: its address (`pageAddress`), how it streams, and its loaders'
 * answers.
 */
export type RenderInputs = {
  address: string;
  /** `onShellReady` or `onAllReady`: crawlers get the whole page at once, people the shell first. */
  readyOption: string;
  statusCode: number;
  /** The answer's `Cache-Control`: a `no-store` page (a buyer's data) is not kept here either. */
  cacheControl: string | null;
  loaderData: unknown;
  actionData: unknown;
  errors: unknown;
};

/**
 * The key of a page's inputs, or `undefined` when its HTML must be rendered anew: an error, a form's answer, a page
 * no cache may keep (`no-store`: a buyer's name and address), or data
 * that JSON cannot tell apart (a promise still streaming, a Map, a class instance, a number JSON would turn into
 * null). Two renders with one key write the same HTML, nonce apart, because the shop's components read nothing else: a
 * component that needs the time, a random number or a cookie takes it from a loader, and one that needs the address's
 * query takes it as its loader read it (each parameter once, clamped), never from the address as it came. React
 * Router reads the address for us in one place: a `<Form>` without an `action` copies its query into the page, so a
 * kept page's forms name their action (`ListingForm`, issue 51).
 */
export function renderKey(inputs: RenderInputs): string | undefined {
  if (inputs.statusCode !== 200 || inputs.errors || inputs.actionData) return undefined;
  if (inputs.cacheControl?.includes("no-store")) return undefined;
  let plain = true;
  const json = JSON.stringify([inputs.address, inputs.readyOption, inputs.loaderData], (_key, value: unknown) => {
    if (isPlain(value)) return value;
    plain = false;
    return undefined;
  });
  return plain ? createHash("sha256").update(json).digest("base64url") : undefined;
}

type RouteMatch = { route: { path?: string | undefined }; params: Readonly<Record<string, string | undefined>> };

/**
 * The address a page is kept under: SITE_URL's origin and the path of the route it matched, written from the route's
 * pattern and its parameters, without the query. `/AGE/6-8-ans/`, `/age/6-8-ans?fill=1` or `/age/6-8-ans` asked by
 * another host name (X-Forwarded-Host) are one page: what a listing takes from the query is in its loader's data, as
 * the loader read it, and its pages show no host but SITE_URL's (their links are paths, decision 016). Many addresses
 * for one page would each render and keep it, pushing every other page out (issue 43).
 */
export function pageAddress(siteUrl: string, matches: readonly RouteMatch[]): string {
  const pattern = matches
    .map((match) => match.route.path)
    .filter((path): path is string => Boolean(path))
    .join("/");
  const params = matches.at(-1)?.params ?? {};
  const path = pattern
    .split("/")
    .map((segment) => {
      if (segment === "*") return params["*"] ?? "";
      return segment.startsWith(":") ? encodeURIComponent(params[segment.slice(1)] ?? "") : segment;
    })
    .join("/");
  return `${new URL(siteUrl).origin}/${path}`;
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
  /** Renders under way, by key, settled once their page is kept or given up. */
  readonly #rendering = new Map<string, Promise<void>>();
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

  /**
   * Marks a render of `key` under way until `done` settles: the first views of a page arriving meanwhile wait for it
   * (`afterRendering`) rather than render the same page again each.
   */
  renderingUntil(key: string, done: Promise<unknown>): void {
    const settled: Promise<void> = done.then(
      () => undefined,
      () => undefined,
    );
    this.#rendering.set(key, settled);
    void settled.then(() => {
      if (this.#rendering.get(key) === settled) this.#rendering.delete(key);
    });
  }

  /**
   * The page of a render of `key` under way, once written and kept, with `nonce`; `undefined` when none is under way,
   * when it was not kept (an error, a visitor gone mid-page), or after `maxWaitMs`: a visitor reading its page slowly
   * holds its own render back, never the others'.
   */
  async afterRendering(key: string, nonce: string, maxWaitMs: number): Promise<Buffer | undefined> {
    const rendering = this.#rendering.get(key);
    if (!rendering) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, maxWaitMs);
    });
    await Promise.race([rendering, waited]);
    clearTimeout(timer);
    return this.html(key, nonce);
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
