import { brotliDecompressSync } from "node:zlib";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { markdownText } from "../app/lib/markdown/markdown-text.ts";
import { formatPrice } from "../core/format.ts";
import { faqSections } from "../core/help/faq-content.ts";
import { sendUndecoded } from "../server/http/undecoded-request.test-helper.ts";
import { copiesOf, demoCatalogue, findBook, severalCopiesForSale } from "./demo-catalogue.ts";

/** What an agent sends (issue 41 item 5), and what Chromium sends for a page. */
const MARKDOWN = { Accept: "text/markdown" };
const AGENT_PREFERRING_MARKDOWN = { Accept: "text/markdown, text/html;q=0.5" };
const BROWSER = {
  Accept:
    "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7",
};

async function get(request: APIRequestContext, path: string, headers: Record<string, string>) {
  const response = await request.get(path, { headers });
  return { response, body: await response.text() };
}

function expectMarkdown(response: Awaited<ReturnType<typeof get>>["response"]) {
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/markdown; charset=utf-8");
  expect(response.headers().vary).toMatch(/\baccept\b/i);
  expect(response.headers()["cache-control"]).toBe("private, no-cache");
}

function expectHtml(response: Awaited<ReturnType<typeof get>>["response"], body: string) {
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/html; charset=utf-8");
  expect(response.headers().vary).toMatch(/\baccept\b/i);
  expect(body).toMatch(/^<!DOCTYPE html>/);
}

test.describe("pages in Markdown for shopping agents", () => {
  test.skip(({ isMobile }) => isMobile, "HTTP only: one viewport is enough");

  test("a product page answers its title, its copies' grades, prices and stock, far smaller than its HTML", async ({
    request,
    baseURL,
  }) => {
    const book = await findBook(request, "plusieurs exemplaires en vente", severalCopiesForSale);
    const path = `/produit/${book.handle}`;
    const markdown = await get(request, path, AGENT_PREFERRING_MARKDOWN);
    expectMarkdown(markdown.response);
    expect(markdown.body).toMatch(new RegExp(`^# ${escapeRegExp(markdownText(book.title))}\\n`));
    for (const copy of await copiesOf(request, book.handle)) {
      expect(markdown.body).toContain(` — ${formatPrice(Number(copy.price))} — En stock`);
    }
    expect(markdown.body).toContain(`(${baseURL}${path}?variant=`);
    expect(markdown.body).toContain(`(${baseURL}/etats-des-livres)`);

    const html = await get(request, path, BROWSER);
    expectHtml(html.response, html.body);
    expect(markdown.body.length * 10).toBeLessThan(html.body.length);
  });

  test("a listing answers its books with absolute links and its next page", async ({ request, baseURL }) => {
    const { response, body } = await get(request, "/age/6-8-ans?page=2", MARKDOWN);
    expectMarkdown(response);
    expect(body).toMatch(/^# Livres 6-8 ans\n/);
    expect(body).toMatch(
      new RegExp(
        `\\n- \\[[^\\n]+\\]\\(${escapeRegExp(`${baseURL}/produit/`)}[^)]+\\) — .+ — [\\d,]+\\u00a0€ — (En stock|Épuisé)\\n`,
      ),
    );
    expect(body).toContain(`[Page suivante](${baseURL}/age/6-8-ans?page=3)`);
    expect(body).toContain(`[Page précédente](${baseURL}/age/6-8-ans)`);
    const html = await get(request, "/age/6-8-ans?page=2", BROWSER);
    expectHtml(html.response, html.body);
    expect(body.length * 10).toBeLessThan(html.body.length);
  });

  test("a search answers its count and its books", async ({ request, baseURL }) => {
    const { response, body } = await get(request, "/recherche?q=dinosaures", MARKDOWN);
    expectMarkdown(response);
    expect(body).toMatch(/\n[\d\u202f]+ résultats? pour « dinosaures »/);
    expect(body).toContain(`](${baseURL}/produit/`);
    expect(body).toMatch(/\d,\d\d\u00a0€/);
  });

  test("the FAQ and the terms answer their questions and sections", async ({ request }) => {
    const faq = await get(request, "/faq", MARKDOWN);
    expectMarkdown(faq.response);
    expect(faq.body).toMatch(/^# Foire aux questions\n/);
    for (const section of faqSections({ supportEmail: "" })) expect(faq.body).toContain(`\n## ${section.title}\n`);
    const html = await get(request, "/faq", BROWSER);
    expectHtml(html.response, html.body);
    expect(faq.body.length * 3).toBeLessThan(html.body.length);

    const terms = await get(request, "/conditions-service", MARKDOWN);
    expectMarkdown(terms.response);
    expect(terms.body).toMatch(/^# /);
    expect(terms.body).not.toContain("<");
  });

  test("a browser, any type or no Accept gets HTML; a page without a rendition stays HTML", async ({ request }) => {
    for (const headers of [BROWSER, { Accept: "*/*" }, { Accept: "text/html, text/markdown" }]) {
      const { response, body } = await get(request, "/faq", headers);
      expectHtml(response, body);
    }
    const home = await request.get("/", { headers: MARKDOWN });
    expect(home.headers()["content-type"]).toBe("text/html; charset=utf-8");
  });

  test("the kept pages never send one rendition for the other, in either order", async ({ request }) => {
    const [first, second] = (await findBooks(request)).map((handle) => `/produit/${handle}`);
    // Markdown first, then HTML twice (the second from the kept pages), then Markdown again.
    for (const [path, order] of [
      [first, [MARKDOWN, BROWSER, BROWSER, MARKDOWN]],
      [second, [BROWSER, BROWSER, MARKDOWN, BROWSER]],
    ] as const) {
      for (const headers of order) {
        const { response, body } = await get(request, path as string, headers);
        if (headers === MARKDOWN) {
          expectMarkdown(response);
          expect(body).toMatch(/^# /);
        } else expectHtml(response, body);
      }
    }
  });

  test("an unknown book answers 404 in Markdown", async ({ request }) => {
    const response = await request.get("/produit/ce-livre-n-existe-pas", { headers: MARKDOWN });
    expect(response.status()).toBe(404);
    expect(response.headers()["content-type"]).toBe("text/markdown; charset=utf-8");
    expect(await response.text()).toMatch(/^# Produit non trouvé\n/);
  });

  test("Markdown goes out compressed in Brotli", async ({ baseURL }) => {
    const port = Number(new URL(baseURL as string).port);
    const { response, body } = await sendUndecoded(port, "/age/6-8-ans", {
      accept: "text/markdown",
      acceptEncoding: "gzip, deflate, br",
    });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    const markdown = brotliDecompressSync(body).toString();
    expect(markdown).toMatch(/^# Livres 6-8 ans\n/);
    expect(body.length * 2).toBeLessThan(markdown.length);
  });

  test("/llms.txt lists the shop's sections with absolute links and the UCP profile", async ({ request, baseURL }) => {
    const response = await request.get("/llms.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.headers()["cache-control"]).toBe("public, max-age=86400");
    const text = await response.text();
    expect(text).toMatch(/^# .+\n\n> /);
    expect(text).toContain(`(${baseURL}/age/6-8-ans.md)`);
    expect(text).toContain(`(${baseURL}/recherche.md?q=`);
    expect(text).toContain(`(${baseURL}/faq.md)`);
    expect(text).toContain(`(${baseURL}/.well-known/ucp)`);
    expect(text).toContain("\n## Optional\n");
    // Every Markdown address it links answers Markdown (issue 50).
    const links = [...text.matchAll(/\]\((http[^)\s]+)\)/g)].map((match) => match[1] as string);
    const markdownLinks = links.filter((link) => /\.md(\?|$)/.test(link));
    expect(markdownLinks.length).toBeGreaterThan(20);
    for (const link of markdownLinks) {
      const response = await request.get(link, { headers: BROWSER });
      expect(response.status(), link).toBe(200);
      expect(response.headers()["content-type"], link).toBe("text/markdown; charset=utf-8");
    }
  });

  test("a page's .md address answers its Markdown whatever the Accept, never the HTML kept for the page (issue 50)", async ({
    request,
  }) => {
    const [handle] = (await findBooks(request, 7, 8)) as [string];
    const page = `/produit/${handle}`;
    // The HTML twice (the second from the kept pages), then its .md address with a browser's Accept, then HTML again.
    for (const [path, headers] of [
      [page, BROWSER],
      [page, BROWSER],
      [`${page}.md`, BROWSER],
      [`${page}.md`, {}],
      [page, BROWSER],
    ] as const) {
      const { response, body } = await get(request, path, headers);
      if (path.endsWith(".md")) {
        expectMarkdown(response);
        expect(body).toMatch(/^# /);
      } else expectHtml(response, body);
    }
    for (const [path, title] of [
      ["/faq.md", /^# Foire aux questions\n/],
      ["/age/6-8-ans.md?page=2", /^# Livres 6-8 ans\n/],
      ["/recherche.md?q=dinosaures", /\n[\d\u202f]+ résultats? pour « dinosaures »/],
      ["/conditions-service.md", /^# /],
      ["/age.md", /^# /],
    ] as const) {
      const { response, body } = await get(request, path, BROWSER);
      expectMarkdown(response);
      expect(body, path).toMatch(title);
    }
  });

  test("a .md address without a Markdown rendition answers 404 in Markdown (issue 50)", async ({ request }) => {
    for (const path of ["/panier.md", "/.md", "/index.md", "/contact.md", "/pas-une-page.md", "/robots.txt.md"]) {
      const response = await request.get(path, { headers: BROWSER });
      expect(response.status(), path).toBe(404);
      expect(response.headers()["content-type"], path).toBe("text/markdown; charset=utf-8");
      expect(await response.text(), path).toMatch(/^# Page introuvable\n/);
    }
    const book = await request.get("/produit/ce-livre-n-existe-pas.md");
    expect(book.status()).toBe(404);
    expect(await book.text()).toMatch(/^# Produit non trouvé\n/);
  });
});

/** Books for sale no other test of this file asks for, so the first view of each is its test's own. */
async function findBooks(request: APIRequestContext, from = 5, to = 7): Promise<string[]> {
  const books = await demoCatalogue(request);
  return books
    .filter((book) => book.availableForSale && !severalCopiesForSale(book))
    .slice(from, to)
    .map((book) => book.handle);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}
