import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import {
  HELD_PRELOAD_REL,
  HELD_SCRIPT_TYPE,
  holdScripts,
  scriptsAfterFirstPaint,
} from "./scripts-after-paint.server.ts";

const through = (chunks: (string | Buffer)[]) =>
  text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(scriptsAfterFirstPaint()));

const HEAD =
  '<html><head><link rel="stylesheet" href="/app.css"/><link rel="modulepreload" href="/a.js" nonce="n0"/>' +
  '<script nonce="n0">window.__reactRouterContext = {};</script>' +
  '<script nonce="n0" type="module" async="">import * as route0 from "/a.js";</script>';

describe("React Router's scripts held until the first paint", () => {
  it("makes the preloads and the module script inert, and adds a starter and a tap recorder with the same nonce", () => {
    const head = holdScripts(HEAD);
    expect(head).not.toContain('rel="modulepreload"');
    expect(head).toContain(`<link rel="${HELD_PRELOAD_REL}" fetchpriority="low" href="/a.js" nonce="n0"/>`);
    expect(head).not.toContain('type="module"');
    expect(head).toContain(`<script nonce="n0" type="${HELD_SCRIPT_TYPE}" async="">import * as route0`);
    // The context script runs at once: the body's data scripts write into the stream it opens.
    expect(head).toContain('<script nonce="n0">window.__reactRouterContext = {};</script>');
    expect(head).toMatch(
      /<script nonce="n0">\(function recordEarlyTaps\(.*\)\("__bouquinerieEarlyTaps",10\);\(function startAfterFirstPaint\(.*\)\("modulepreload-after-paint","module-after-paint"\)<\/script>$/s,
    );
  });

  it("writes a starter and a recorder whose source stands on its own, without the types of its TypeScript", () => {
    const starter =
      holdScripts(HEAD)
        .split('<script nonce="n0">')
        .at(-1)
        ?.replace(/<\/script>$/, "") ?? "";
    expect(starter).toMatch(/^\(function recordEarlyTaps/);
    // Parsing it as a function body proves it is plain JavaScript; running it needs a document (e2e/first-paint.spec.ts).
    expect(() => new Function(starter)).not.toThrow();
    expect(starter).not.toMatch(/: (string|number|void|MouseEvent|HTMLScriptElement|HTMLButtonElement)\b/);
  });

  it("leaves a head without React Router's module script as it is", () => {
    const head = '<head><link rel="modulepreload" href="/a.js"/><title>Erreur</title>';
    expect(holdScripts(head)).toBe(head);
  });

  it("holds the head even when it arrives in pieces, and passes the body through untouched", async () => {
    const body = '<body><p>Un livre à lire</p><script type="module">import "/b.js";</script></body></html>';
    const bytes = Buffer.from(`${HEAD}</head>${body}`);
    const cuts = [30, 95, bytes.indexOf(Buffer.from("à")) + 1];
    const html = await through([
      bytes.subarray(0, cuts[0]),
      bytes.subarray(cuts[0], cuts[1]),
      bytes.subarray(cuts[1], cuts[2]),
      bytes.subarray(cuts[2]),
    ]);
    expect(html.startsWith(holdScripts(HEAD))).toBe(true);
    expect(html.endsWith(`</head>${body}`)).toBe(true);
  });

  it("passes a page without a head through whole", async () => {
    expect(await through(["<p>fragment ", "sans en-tête</p>"])).toBe("<p>fragment sans en-tête</p>");
  });
});
