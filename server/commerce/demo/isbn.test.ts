import { describe, expect, it } from "vitest";
import { frenchIsbn, isbn13CheckDigit, isValidIsbn13 } from "./isbn.ts";

describe("ISBN-13", () => {
  it("computes the check digit of known ISBNs", () => {
    expect(isbn13CheckDigit("978030640615")).toBe(7); // 978-0-306-40615-7
    expect(isValidIsbn13("9782070612758")).toBe(true); // 978-2-07-061275-8
    expect(isValidIsbn13("9782070612757")).toBe(false);
    expect(isValidIsbn13("978207061275")).toBe(false);
  });

  it("writes a French ISBN with group 2, the publisher prefix and a valid check digit", () => {
    const isbn = frenchIsbn("211", 42);
    expect(isbn.hyphenated).toMatch(/^978-2-211-00042-\d$/);
    expect(isbn.digits).toBe(isbn.hyphenated.replace(/-/g, ""));
    expect(isValidIsbn13(isbn.digits)).toBe(true);
  });

  it("refuses a title number too long for the publisher's block", () => {
    expect(() => frenchIsbn("7459", 10_000)).toThrow(RangeError);
  });
});
