import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityPreloads } from "./low-priority-preloads.server.ts";

const through = (chunks: string[]) =>
  text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(lowPriorityPreloads()));

describe("script preloads at low priority", () => {
  it("marks every modulepreload of the head low, even when the head arrives in pieces", async () => {
    const html = await through([
      '<html><head><link rel="stylesheet" href="/app.css"/><link rel="modul',
      'epreload" href="/a.js"/><link rel="modulepreload" href="/b.js"/></he',
      "ad><body>é</body></html>",
    ]);
    expect(html).toBe(
      '<html><head><link rel="stylesheet" href="/app.css"/><link rel="modulepreload" fetchpriority="low" href="/a.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/b.js"/></head><body>é</body></html>',
    );
  });

  it("leaves the body untouched, and keeps a character split across two chunks whole", async () => {
    const body = '<p>Un livre à lire</p><link rel="modulepreload" href="/c.js"/>';
    const bytes = Buffer.from(`<head></head>${body}`);
    const split = bytes.indexOf(Buffer.from("à")) + 1;
    const html = await text(
      Readable.from([bytes.subarray(0, split), bytes.subarray(split)]).pipe(lowPriorityPreloads()),
    );
    expect(html).toBe(`<head></head>${body}`);
  });

  it("passes a page without a head through whole", async () => {
    expect(await through(["<p>fragment ", "sans en-tête</p>"])).toBe("<p>fragment sans en-tête</p>");
  });
});
