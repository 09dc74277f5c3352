import { describe, expect, it } from "vitest";
import { hasInvisibleCharacters, visibleLine, visibleLines } from "./invisible-characters.ts";

describe("invisible characters in a visitor's text (issue 51)", () => {
  it("finds C0 and C1 controls, DEL, bidi overrides and isolates, zero-width and tag characters, the BOM", () => {
    for (const text of [
      "a\u0000b",
      "a\u001b[2Jb",
      "a\u007fb",
      "a\u0085b",
      "a\u009b2Jb",
      "a\u202eb",
      "a\u2066b",
      "a\u200bb",
      "a\u00adb",
      "a\ufeffb",
      "a\u2028b",
      "a\u{e0041}b",
      "a\ud800b",
    ]) {
      expect(hasInvisibleCharacters(text), JSON.stringify(text)).toBe(true);
    }
  });

  it("accepts accents, emoji joined into one (👩‍🚀, 🏳️‍🌈), non-breaking spaces and markup as text", () => {
    expect(hasInvisibleCharacters("Léa & Tom, 3\u00a0ans 🎄 👩🏽‍🚀 🏳️‍🌈 ❤️‍🔥 <b>")).toBe(false);
  });

  it("refuses a zero-width joiner that joins no emoji", () => {
    expect(hasInvisibleCharacters("ab\u200dcd")).toBe(true);
    expect(hasInvisibleCharacters("🎄\u200d")).toBe(true);
  });

  it("keeps only the controls a field accepts: a textarea's line feeds and tabs", () => {
    expect(hasInvisibleCharacters("Bonjour,\n\tmerci")).toBe(true);
    expect(hasInvisibleCharacters("Bonjour,\n\tmerci", "\n\t")).toBe(false);
    expect(hasInvisibleCharacters("Bonjour,\r\tmerci", "\n\t")).toBe(true);
    expect(hasInvisibleCharacters("Bonjour,\n\u001b[2J", "\n\t")).toBe(true);
  });
});

describe("a visitor's text on the owner's terminal (issue 51)", () => {
  it("writes controls and format characters as visible escapes, so nothing acts on the terminal", () => {
    expect(visibleLine("Camille\u001b]52;c;ZWNobw==\u0007")).toBe("Camille\\x1b]52;c;ZWNobw==\\x07");
    expect(visibleLine("\u001b[2J\u009b")).toBe("\\x1b[2J\\x9b");
    expect(visibleLine("Paris\u202etxt.exe")).toBe("Paris\\u202etxt.exe");
    expect(visibleLine("a\u2066b\ufeff\u{e0041}")).toBe("a\\u2066b\\ufeff\\u{e0041}");
  });

  it("cannot forge a line: line breaks in a one-line field are written \\n and \\r", () => {
    expect(visibleLine("Lyon\nBQ-000043 · à expédier\r")).toBe("Lyon\\nBQ-000043 · à expédier\\r");
    expect(visibleLine("a\u2028b")).toBe("a\\u2028b");
  });

  it("leaves ordinary text, accents, emoji sequences and non-breaking spaces as they are", () => {
    const text = "Fées & licornes <3 — 19,05\u00a0€ 👩🏽‍🚀";
    expect(visibleLine(text)).toBe(text);
  });

  it("splits a multi-line message on its line breaks and escapes what is left in each line", () => {
    expect(visibleLines("Bonjour,\r\n\tmerci\n\u001b[1A")).toEqual(["Bonjour,", "\\tmerci", "\\x1b[1A"]);
    expect(visibleLines("une ligne")).toEqual(["une ligne"]);
  });
});
