import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { markdownPagePath, markdownUrls } from "./markdown-urls.ts";

describe("the .md addresses of pages (issue 50)", () => {
  it.each([
    ["/faq.md", "/faq"],
    ["/produit/le-loup-qui-voulait.md", "/produit/le-loup-qui-voulait"],
    ["/age/6-8-ans.md", "/age/6-8-ans"],
    ["/recherche.md", "/recherche"],
    ["/.md", "/"],
    ["/index.md", "/"],
    ["/faq", undefined],
    ["/produit/le-loup", undefined],
    ["/robots.txt.md", null],
    ["/api/chat.md", null],
    ["/age/.md", null],
  ])("%s names %s", (path, page) => {
    expect(markdownPagePath(path)).toBe(page);
  });

  let server: Server | undefined;
  afterEach(() => server?.close());

  /** What React Router would be handed: the address, the Accept and the flag. */
  async function seen(path: string, init: RequestInit = {}) {
    const app = express();
    app.use(markdownUrls);
    app.all("/{*splat}", (req, res) => {
      res.json({
        url: req.url,
        originalUrl: req.originalUrl,
        accept: req.headers.accept ?? null,
        markdownUrl: res.locals.markdownUrl ?? false,
      });
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server?.once("listening", resolve));
    const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, init);
    return answer.json();
  }

  it("serves /recherche.md?q=loup as /recherche?q=loup asked in Markdown, whatever Accept the client sent", async () => {
    expect(await seen("/recherche.md?q=loup&age=6-8-ans", { headers: { accept: "text/html" } })).toEqual({
      url: "/recherche?q=loup&age=6-8-ans",
      originalUrl: "/recherche?q=loup&age=6-8-ans",
      accept: "text/markdown",
      markdownUrl: true,
    });
  });

  it("leaves other addresses and the submissions alone", async () => {
    expect(await seen("/faq", { headers: { accept: "text/html" } })).toEqual({
      url: "/faq",
      originalUrl: "/faq",
      accept: "text/html",
      markdownUrl: false,
    });
    expect(await seen("/contact.md", { method: "POST" })).toMatchObject({ url: "/contact.md", markdownUrl: false });
  });

  it("keeps the path of an address that names no page, asked in Markdown: the shop's unknown page answers it", async () => {
    expect(await seen("/robots.txt.md")).toEqual({
      url: "/robots.txt.md",
      originalUrl: "/robots.txt.md",
      accept: "text/markdown",
      markdownUrl: true,
    });
  });
});
