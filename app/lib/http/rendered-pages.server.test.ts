import { describe, expect, it } from "vitest";
import { pageAddress, RenderedPages, type RenderInputs, renderKey } from "./rendered-pages.server.ts";

const inputs = (loaderData: unknown, more: Partial<RenderInputs> = {}): RenderInputs => ({
  address: "https://magasin.test/recherche",
  readyOption: "onShellReady",
  statusCode: 200,
  cacheControl: "private, no-cache",
  loaderData,
  actionData: null,
  errors: null,
  ...more,
});
const book = { handle: "le-loup", price: 4.9, availableForSale: true, image: null };

describe("the key of a page's inputs (decision 028)", () => {
  it("is the same for the same address, streaming and loader data", () => {
    expect(renderKey(inputs({ "routes/search": { books: [book] } }))).toBe(
      renderKey(inputs({ "routes/search": { books: [{ ...book }] } })),
    );
  });

  it("changes with the stock, the address or the way the page streams", () => {
    const key = renderKey(inputs({ "routes/search": { books: [book] } }));
    expect(renderKey(inputs({ "routes/search": { books: [{ ...book, availableForSale: false }] } }))).not.toBe(key);
    expect(renderKey(inputs({ "routes/search": { books: [book] } }, { address: "https://magasin.test/age" }))).not.toBe(
      key,
    );
    expect(renderKey(inputs({ "routes/search": { books: [book] } }, { readyOption: "onAllReady" }))).not.toBe(key);
  });

  it("is withheld from errors, non-200 answers and a form's answer", () => {
    expect(renderKey(inputs({}, { statusCode: 404 }))).toBeUndefined();
    expect(renderKey(inputs({}, { errors: { "routes/product": new Error("x") } }))).toBeUndefined();
    expect(renderKey(inputs({}, { actionData: { "routes/contact": { sent: true } } }))).toBeUndefined();
  });

  it("is withheld from a page no cache may keep: a buyer's confirmation (issue 43)", () => {
    expect(renderKey(inputs({ "routes/checkout-confirmation": {} }, { cacheControl: "no-store" }))).toBeUndefined();
  });

  it("is withheld from data JSON cannot tell apart: a streaming promise, a Map, a Set, a class, NaN", () => {
    class Price {
      readonly amount = 3;
    }
    for (const value of [Promise.resolve(1), new Map([["a", 1]]), new Set([1]), new Price(), Number.NaN, 10n]) {
      expect(renderKey(inputs({ "routes/home": { nested: [{ value }] } })), String(value)).toBeUndefined();
    }
  });
});

describe("the address a page is kept under (issue 43)", () => {
  const root = { route: { path: "" }, params: {} };
  const age = (slug: string) => [root, { route: { path: "age/:slug" }, params: { slug } }];

  it("is SITE_URL's origin and the route's path: no query, no other host name, no other spelling of the path", () => {
    expect(pageAddress("https://boutique.example", age("6-8-ans"))).toBe("https://boutique.example/age/6-8-ans");
    expect(pageAddress("https://boutique.example/", [root, { route: {}, params: {} }])).toBe(
      "https://boutique.example/",
    );
    expect(pageAddress("https://boutique.example", [root, { route: { path: "faq" }, params: {} }])).toBe(
      "https://boutique.example/faq",
    );
  });

  it("writes each parameter of the path encoded, so no two pages share an address", () => {
    expect(
      pageAddress("https://b.example", [root, { route: { path: "produit/:handle" }, params: { handle: "a/b" } }]),
    ).toBe("https://b.example/produit/a%2Fb");
  });
});

describe("first views of one page share one render (issue 43)", () => {
  it("gives a view arriving during a render the page it keeps, with the view's own nonce", async () => {
    const pages = new RenderedPages({ maxBytes: 10_000, maxAgeMs: 60_000 });
    let finish = () => {};
    pages.renderingUntil("k", new Promise<void>((resolve) => (finish = resolve)));
    const waiting = pages.afterRendering("k", "second", 5_000);
    pages.keep("k", page("premier"), "premier");
    finish();
    expect((await waiting)?.toString()).toBe(page("second").toString());
    expect(await pages.afterRendering("k", "third", 5_000), "no render under way any more").toBeUndefined();
  });

  it("lets the view render its own when the render keeps nothing or takes too long", async () => {
    const pages = new RenderedPages({ maxBytes: 10_000, maxAgeMs: 60_000 });
    pages.renderingUntil("failed", Promise.reject(new Error("rendu interrompu")));
    expect(await pages.afterRendering("failed", "n", 5_000)).toBeUndefined();
    pages.renderingUntil("slow", new Promise(() => {}));
    const started = Date.now();
    expect(await pages.afterRendering("slow", "n", 50)).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

const page = (nonce: string, text = "Le loup") =>
  Buffer.from(`<html><script nonce="${nonce}">a</script><p>${text}</p><script nonce="${nonce}">b</script></html>`);

describe("rendered pages sent again (decision 028)", () => {
  it("sends a kept page with the new request's nonce in place of every one it was rendered with", () => {
    const pages = new RenderedPages({ maxBytes: 10_000, maxAgeMs: 60_000 });
    pages.keep("k", page("PREMIER+nonce/=="), "PREMIER+nonce/==");
    expect(pages.html("k", "second")?.toString()).toBe(page("second").toString());
    expect(pages.html("autre", "second")).toBeUndefined();
  });

  it("forgets a page after its time, and the least recently sent pages when over budget", () => {
    let now = 0;
    const size = page("n", "A").length;
    const pages = new RenderedPages({ maxBytes: size * 2, maxAgeMs: 60_000, now: () => now });
    pages.keep("a", page("n", "A"), "n");
    pages.keep("b", page("n", "B"), "n");
    expect(pages.html("a", "x")).toBeDefined();
    pages.keep("c", page("n", "C"), "n");
    expect(pages.html("b", "x")).toBeUndefined();
    expect(pages.html("a", "x")?.toString()).toContain("A");
    expect(pages.html("c", "x")?.toString()).toContain("C");
    expect(pages.bytes).toBe(size * 2);

    now = 60_001;
    expect(pages.html("a", "x")).toBeUndefined();
    expect(pages.size).toBe(1);
    expect(pages.bytes).toBe(size);
  });

  it("keeps no page larger than the whole budget, and replaces a page kept again under its key", () => {
    const pages = new RenderedPages({ maxBytes: 100, maxAgeMs: 60_000 });
    pages.keep("big", Buffer.alloc(101, 97), "n");
    expect(pages.size).toBe(0);
    pages.keep("k", Buffer.from("<p>un</p>"), "n");
    pages.keep("k", Buffer.from("<p>deux</p>"), "n");
    expect(pages.size).toBe(1);
    expect(pages.bytes).toBe("<p>deux</p>".length);
    expect(pages.html("k", "x")?.toString()).toBe("<p>deux</p>");
  });
});
