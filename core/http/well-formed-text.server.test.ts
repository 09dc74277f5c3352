import { describe, expect, it } from "vitest";
import { isUtf8, isWellFormedUrlEncoded, isWellFormedValue } from "./well-formed-text.server.ts";

describe("well-formed text in what a visitor sends (issue 43)", () => {
  it("finds a lone surrogate anywhere in a parsed JSON body, keys included", () => {
    expect(isWellFormedValue(JSON.parse('{"message":"Noël 😀","lines":[{"id":"a"}],"n":1,"ok":null}'))).toBe(true);
    for (const body of [
      '{"message":"\\udc00"}',
      '{"codes":["BIENVENUE10","\\ud83d"]}',
      '{"variables":{"input":{"lines":[{"merchandiseId":"a\\udfff"}]}}}',
      '{"\\ud800":1}',
    ]) {
      expect(isWellFormedValue(JSON.parse(body)), body).toBe(false);
    }
  });

  it("walks a body nested a hundred thousand levels deep without overflowing the stack", () => {
    const deep = JSON.parse(`${"[".repeat(100_000)}"\\udc00"${"]".repeat(100_000)}`);
    expect(isWellFormedValue(deep)).toBe(false);
  });

  it("refuses a query string or form whose escapes are not UTF-8, and keeps a lone '%' a character", () => {
    expect(isWellFormedUrlEncoded("q=No%C3%ABl&tri=price-asc")).toBe(true);
    expect(isWellFormedUrlEncoded("q=Noël+😀&remise=100%")).toBe(true);
    expect(isWellFormedUrlEncoded("q=%zz%")).toBe(true);
    expect(isWellFormedUrlEncoded("q=%C3")).toBe(false);
    for (const text of ["q=%C3%28", "q=%ED%B0%80", "q=%FF", "name=a%C3", "q=\udc00"]) {
      expect(isWellFormedUrlEncoded(text), text).toBe(false);
    }
  });

  it("tells UTF-8 bytes from others", () => {
    expect(isUtf8(Buffer.from("Noël"))).toBe(true);
    expect(isUtf8(Buffer.from([0xc3, 0x28, 0xff]))).toBe(false);
  });
});
