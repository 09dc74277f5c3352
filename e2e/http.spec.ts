import { brotliDecompressSync, zstdDecompressSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { DEFAULT_STOREFRONT_API_VERSION } from "../core/shop-constants.ts";
import { sendUndecoded } from "../server/http/undecoded-request.test-helper.ts";
import { E2E_STOREFRONT_TOKEN, STOREFRONT_API_PATH } from "./support/storefront-token.ts";

const GRAPHQL = STOREFRONT_API_PATH;
const TOKEN = { "X-Shopify-Storefront-Access-Token": E2E_STOREFRONT_TOKEN };

test.describe("HTTP contract of the local shop", () => {
  test.skip(({ isMobile }) => isMobile, "HTTP only: one viewport is enough");

  test("a product query answers Shopify's shapes with gid ids", async ({ request }) => {
    const response = await request.post(GRAPHQL, {
      headers: TOKEN,
      data: {
        query:
          "query { products(first: 2) { nodes { id handle priceRange { minVariantPrice { amount currencyCode } } } } }",
      },
    });
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.data.products.nodes).toHaveLength(2);
    expect(body.data.products.nodes[0].id).toMatch(/^gid:\/\/shopify\/Product\/\d+$/);
    expect(body.data.products.nodes[0].priceRange.minVariantPrice.currencyCode).toBe("EUR");
  });

  test("an older version's endpoint is answered by the version served, named in X-Shopify-API-Version", async ({
    request,
  }) => {
    for (const path of [GRAPHQL, "/api/2025-07/graphql.json"]) {
      const response = await request.post(path, { headers: TOKEN, data: { query: "{ shop { name } }" } });
      expect(response.status()).toBe(200);
      expect(response.headers()["x-shopify-api-version"]).toBe(DEFAULT_STOREFRONT_API_VERSION);
    }
  });

  test("a missing or wrong token answers 401 like Shopify", async ({ request }) => {
    const query = { query: "{ shop { name } }" };
    expect((await request.post(GRAPHQL, { data: query })).status()).toBe(401);
    expect(
      (await request.post(GRAPHQL, { data: query, headers: { "X-Shopify-Storefront-Access-Token": "faux" } })).status(),
    ).toBe(401);
  });

  test("a malformed GraphQL body answers 400 with a GraphQL error, never 500", async ({ request }) => {
    for (const body of ["{pas du json", JSON.stringify({ query: "query { products(" }), JSON.stringify([1, 2])]) {
      const response = await request.post(GRAPHQL, {
        headers: { ...TOKEN, "Content-Type": "application/json" },
        data: body,
      });
      expect(response.status()).toBe(400);
      expect((await response.json()).errors[0].message).toEqual(expect.any(String));
    }
  });

  test("a body over the size limit answers 413", async ({ request }) => {
    const response = await request.post(GRAPHQL, {
      headers: { ...TOKEN, "Content-Type": "application/json" },
      data: JSON.stringify({ query: `{ shop { name } }${" ".repeat(2 * 1024 * 1024)}` }),
    });
    expect(response.status()).toBe(413);
  });

  test("an unknown product handle, even 1,000 characters long, answers 404", async ({ request }) => {
    expect((await request.get(`/produit/${"x".repeat(1000)}`)).status()).toBe(404);
    expect((await request.get("/produit/%3Cscript%3E")).status()).toBe(404);
  });

  test("covers are served as SVG", async ({ request }) => {
    const home = await (await request.get("/")).text();
    const cover = /src="[^"]*?(\/api\/covers\/[^"]+?\.svg)/.exec(home)?.[1];
    expect(cover).toBeTruthy();
    const response = await request.get(`${cover}?width=300`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("image/svg+xml");
    expect(await response.text()).toContain('width="300"');
  });

  test("the HTML carries React Router's scripts as it writes them, with the page's nonce, and no script of ours", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const nonce = /<script nonce="([^"]+)" type="module"/.exec(html)?.[1];
    expect(nonce).toBeTruthy();
    expect((html.match(/<link rel="modulepreload"/g) ?? []).length).toBeGreaterThan(5);
    // Controls work before hydration as links and forms: nothing records taps to replay (decision 020).
    expect(html).not.toContain("recordEarlyTaps");
  });

  test("pages of cards hydrate with the cards' data only: no book's description, tags or type in the HTML", async ({
    request,
  }) => {
    for (const path of ["/", "/age/6-8-ans", "/recherche?q=noel"]) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('href="/produit/');
      // A whole summary would bring these keys into the loader data, where they are written \"key\".
      for (const key of ["productType", "tags"]) expect(html, `${path} : ${key}`).not.toContain(`\\"${key}\\"`);
    }
  });

  test("every page type carries the security headers, its own nonce on every inline script, and no shared cache", async ({
    request,
  }) => {
    const home = await (await request.get("/")).text();
    const product = /href="(\/produit\/[^"]+)"/.exec(home)?.[1];
    expect(product).toBeTruthy();
    const pages = [
      "/",
      "/age",
      "/age/6-8-ans",
      "/theme",
      "/theme/romans",
      "/categorie/dinosaures",
      "/recherche?q=loup",
      product as string,
      "/favoris",
      "/panier",
      "/faq",
      "/contact",
      "/a-propos",
      "/reconditionnement",
      "/etats-des-livres",
      "/mentions-legales",
      "/conditions-service",
      "/paiement-securise",
      "/retractation",
      "/declaration-accessibilite",
      "/go?to=%2Fpanier",
      "/page-inconnue",
    ];
    const nonces = new Set<string>();
    for (const path of pages) {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers["content-type"], path).toContain("text/html");
      expect(headers["content-security-policy"], path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
      const scriptSrc = /script-src [^;]*/.exec(headers["content-security-policy"] ?? "")?.[0];
      expect(scriptSrc, path).not.toContain("'unsafe-inline'");
      expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["x-powered-by"], path).toBeUndefined();
      // The forms that write back what a buyer typed are kept by no cache at all (issue 43).
      const personal = ["/contact", "/retractation"].includes(path);
      expect(headers["cache-control"], path).toBe(personal ? "no-store" : "private, no-cache");
      const nonce = /'nonce-([^']+)'/.exec(headers["content-security-policy"] ?? "")?.[1] ?? "";
      nonces.add(nonce);
      const html = await response.text();
      const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1] ?? "");
      expect(inlineScripts.length, path).toBeGreaterThan(0);
      for (const attributes of inlineScripts) {
        if (attributes.includes('type="application/ld+json"')) continue;
        expect(attributes, path).toContain(`nonce="${nonce}"`);
      }
    }
    expect(nonces.size, "a fresh nonce per response").toBe(pages.length);
  });

  test("each answer of one page carries its own nonce on every inline script, kept pages included, the page otherwise the same", async ({
    request,
  }) => {
    const path = "/recherche?q=loup";
    const answers = [];
    for (let i = 0; i < 3; i++) {
      const response = await request.get(path);
      const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1] ?? "";
      answers.push({ nonce, html: await response.text() });
    }
    expect(new Set(answers.map((answer) => answer.nonce)).size).toBe(3);
    for (const { nonce, html } of answers) {
      const nonces = [...html.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]);
      expect(nonces.length).toBeGreaterThan(0);
      expect(new Set(nonces)).toEqual(new Set([nonce]));
      expect(html.split(nonce).join("")).toBe((answers[0]?.html ?? "").split(answers[0]?.nonce ?? "").join(""));
    }
  });

  test("answers that are not pages carry nosniff and the referrer policy, never X-Powered-By", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = /(\/assets\/[^"]+\.js)"/.exec(html)?.[1] as string;
    const answers = [
      await request.get("/api/suggestions?q=loup"),
      await request.get("/api/product?handle=inconnu"),
      await request.get("/sitemap.xml"),
      await request.get("/robots.txt"),
      await request.get(asset),
      await request.post(GRAPHQL, { data: { query: "{ shop { name } }" } }),
      await request.post(GRAPHQL, {
        headers: { ...TOKEN, "Content-Type": "application/json" },
        data: JSON.stringify({ query: `{ shop { name } }${" ".repeat(2 * 1024 * 1024)}` }),
      }),
      await request.post("/api/availability", {
        data: "{pas du json",
        headers: { "Content-Type": "application/json" },
      }),
    ];
    expect(answers.map((answer) => answer.status())).toEqual([200, 404, 200, 200, 200, 401, 413, 400]);
    for (const answer of answers) {
      const headers = answer.headers();
      expect(headers["x-content-type-options"], answer.url()).toBe("nosniff");
      expect(headers["referrer-policy"], answer.url()).toBe("strict-origin-when-cross-origin");
      expect(headers["x-powered-by"], answer.url()).toBeUndefined();
    }
  });

  test("every JSON API refuses an oversized body with 413 and the French message", async ({ request }) => {
    for (const [path, size] of [
      ["/api/availability", 200_000],
      ["/api/cart/promo", 100_000],
      ["/api/cart/checkout", 100_000],
      ["/api/chat", 100_000],
    ] as const) {
      const response = await request.post(path, {
        headers: { "Content-Type": "application/json" },
        data: JSON.stringify({ handles: ["x".repeat(size)], lines: [], message: "x" }),
      });
      expect(response.status(), path).toBe(413);
      expect(await response.text(), path).toContain("La requête est trop volumineuse.");
    }
  });

  test("pages go out in zstd to browsers that name it, in Brotli to the others, and decode to the same page", async ({
    baseURL,
  }) => {
    const port = Number(new URL(baseURL as string).port);
    const path = "/recherche?q=dinosaures";
    const chromium = await sendUndecoded(port, path, { acceptEncoding: "gzip, deflate, br, zstd" });
    expect(chromium.response.statusCode).toBe(200);
    expect(chromium.response.headers["content-encoding"]).toBe("zstd");
    expect(chromium.response.headers.vary).toMatch(/accept-encoding/i);
    const page = zstdDecompressSync(chromium.body).toString();
    expect(page).toMatch(/^<!DOCTYPE html>/);
    expect(page).toContain("</html>");

    const safari = await sendUndecoded(port, path, { acceptEncoding: "gzip, deflate, br" });
    expect(safari.response.headers["content-encoding"]).toBe("br");
    // The same page but for its nonces, drawn afresh for each answer.
    const withoutNonces = (html: string) => html.replace(/nonce="[^"]*"/g, "");
    expect(withoutNonces(brotliDecompressSync(safari.body).toString())).toBe(withoutNonces(page));
  });

  test("hashed assets are cached for a year, immutable", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = /(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const response = await request.get(asset as string);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("an unknown asset, or a path climbing out of the assets, gets the shop's French 404 page, never a file", async ({
    request,
  }) => {
    for (const path of ["/assets/inconnu-Zz99.js", "/assets/..%2f..%2fpackage.json", "/assets/..%2fserver/main.ts"]) {
      const response = await request.get(path, { headers: { "accept-encoding": "br, gzip" } });
      expect(response.status(), path).toBe(404);
      expect(response.headers()["content-type"], path).toMatch(/^text\/html/);
      expect(await response.text(), path).toContain("Page introuvable");
    }
  });
});

test.describe("crawlers", () => {
  test.skip(({ isMobile }) => isMobile, "HTTP only: one viewport is enough");

  test("the sitemap lists every listing and every product; robots.txt points to it", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("/age/4-6-ans</loc>");
    expect(sitemap).toContain("/theme/noel</loc>");
    expect(sitemap).toContain("/categorie/dinosaures</loc>");
    expect(sitemap).toContain("/etats-des-livres</loc>");
    expect(sitemap.match(/\/produit\//g)?.length).toBeGreaterThanOrEqual(3200);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/^Sitemap: http.*\/sitemap\.xml$/m);
  });
});
