import { describe, expect, it } from "vitest";
import { arrivalOf } from "./add-on-arrival.ts";

describe("arrivalOf", () => {
  it("asks for nothing without the parameter", () => {
    expect(arrivalOf("")).toBeNull();
    expect(arrivalOf("?q=loup")).toBeNull();
  });

  it("reads the book's handle and the address without it", () => {
    expect(arrivalOf("?ajouter=le-petit-prince-12")).toEqual({ handle: "le-petit-prince-12", search: "" });
    expect(arrivalOf("?tri=prix&ajouter=livre-éveil_2")).toEqual({ handle: "livre-éveil_2", search: "?tri=prix" });
    expect(arrivalOf(`?ajouter=${encodeURIComponent("livre-éveil")}`)?.handle).toBe("livre-éveil");
  });

  it("keeps only the first book when the parameter is repeated", () => {
    expect(arrivalOf("?ajouter=a&ajouter=b")).toEqual({ handle: "a", search: "" });
  });

  it("ignores a malformed handle but still drops the parameter from the address", () => {
    for (const value of ["", "%20", "a%2Fb", "<script>", "..%2F", "a b", "a".repeat(256)]) {
      expect(arrivalOf(`?ajouter=${value}&q=x`), value).toEqual({ handle: null, search: "?q=x" });
    }
  });
});
