import { Transform } from "node:stream";
import { earlyTapsRecorderSource } from "./early-taps.ts";

const HEAD_END = "</head>";
/** A head larger than this is not ours: pass it on untouched rather than hold the page back. */
const MAX_HEAD_BYTES = 256 * 1024;

/** What the browser ignores until the page has been painted once; the starter below gives them back their meaning. */
export const HELD_PRELOAD_REL = "modulepreload-after-paint";
export const HELD_SCRIPT_TYPE = "module-after-paint";

const MODULE_PRELOAD = /<link rel="modulepreload"/g;
const MODULE_SCRIPT = /<script( nonce="([^"]*)")? type="module"/;

/**
 * Holds React Router's scripts (`<Scripts>`, written in `<head>` by the root layout) until the server HTML has been
 * painted once. Left alone, the browser downloads 130 KB of script next to the stylesheet and the cover, then runs and
 * hydrates them before its first paint whenever they arrive quickly: the page shows later than its HTML allows, and
 * on a slow connection the scripts share the bandwidth the cover needs (decision 010).
 *
 * The head is held back until it is complete, then:
 * - every `<link rel="modulepreload">` becomes an unknown `rel`, so the browser does not fetch it yet;
 * - the module script that imports the routes and hydrates becomes an unknown `type`, so it does not run yet;
 * - a starter carrying the same nonce is added before `</head>`. Once the document is parsed and its first contentful
 *   paint shown, it gives the preloads back their `rel`, with a low priority (the cover may still be downloading), and
 *   puts a live copy of the module script in the place of the held one, where hydration expects a `<script>`.
 *   Meanwhile it keeps the taps on buttons, which the client entry replays once hydrated (`early-taps.ts`).
 * A head without React Router's module script passes through unchanged; the body always does.
 */
export function scriptsAfterFirstPaint(): Transform {
  // Bytes, not text: "</head>" is ASCII, so cutting there never splits a character, and the rest passes as it came.
  let held = Buffer.alloc(0);
  let headDone = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (headDone) return callback(null, chunk);
      held = Buffer.concat([held, chunk]);
      const end = held.indexOf(HEAD_END);
      if (end === -1 && held.length < MAX_HEAD_BYTES) return callback();
      headDone = true;
      const cut = end === -1 ? 0 : end;
      const head = holdScripts(held.subarray(0, cut).toString("utf8"));
      const rest = held.subarray(cut);
      held = Buffer.alloc(0);
      callback(null, Buffer.concat([Buffer.from(head), rest]));
    },
    flush(callback) {
      callback(null, held.length === 0 ? undefined : held);
    },
  });
}

/**
 * The head, its scripts held and the starter (with the tap recorder) appended; unchanged when React Router's module
 * script is not in it.
 */
export function holdScripts(head: string): string {
  const moduleScript = MODULE_SCRIPT.exec(head);
  if (!moduleScript) return head;
  const nonce = moduleScript[2];
  const held = head
    .replace(MODULE_SCRIPT, `<script$1 type="${HELD_SCRIPT_TYPE}"`)
    .replace(MODULE_PRELOAD, `<link rel="${HELD_PRELOAD_REL}" fetchpriority="low"`);
  const starter = `(${startAfterFirstPaint.toString()})(${JSON.stringify(HELD_PRELOAD_REL)},${JSON.stringify(HELD_SCRIPT_TYPE)})`;
  return `${held}<script${nonce === undefined ? "" : ` nonce="${nonce}"`}>${earlyTapsRecorderSource()};${starter}</script>`;
}

/**
 * Runs in the browser, written into the page as its source: it must not refer to anything outside itself. It waits
 * for the parsed document and for the browser's first contentful paint (a frame shown, not only rendered: a timer
 * after `requestAnimationFrame` runs before the frame reaches the screen). A hidden tab paints nothing, and a browser
 * without paint timing reports nothing: both start as soon as the document is parsed.
 */
function startAfterFirstPaint(heldRel: string, heldType: string): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const link of document.querySelectorAll<HTMLLinkElement>(`link[rel="${heldRel}"]`)) link.rel = "modulepreload";
    const heldScript = document.querySelector<HTMLScriptElement>(`script[type="${heldType}"]`);
    if (!heldScript) return;
    const script = document.createElement("script");
    script.type = "module";
    script.nonce = heldScript.nonce;
    script.textContent = heldScript.textContent;
    heldScript.replaceWith(script);
  };
  const afterPaint = () => {
    if (document.visibilityState === "hidden" || !PerformanceObserver.supportedEntryTypes.includes("paint")) {
      return start();
    }
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: "paint", buffered: true });
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", afterPaint, { once: true });
  else afterPaint();
}
