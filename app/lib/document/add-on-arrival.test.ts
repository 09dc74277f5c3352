import { describe, expect, it } from "vitest";
import { arrivalOf } from "./add-on-arrival.ts";

const ONE_COPY = { variant: null, quantity: 1 };

describe("arrivalOf", () => {
  it("asks for nothing without the parameter", () => {
    expect(arrivalOf("")).toBeNull();
    expect(arrivalOf("?q=loup&variant=12&quantite=2")).toBeNull();
  });

  it("reads the book's handle and the address without it", () => {
    expect(arrivalOf("?ajouter=le-petit-prince-12")).toEqual({ handle: "le-petit-prince-12", ...ONE_COPY, search: "" });
    expect(arrivalOf("?tri=prix&ajouter=livre-éveil_2")).toEqual({
      handle: "livre-éveil_2",
      ...ONE_COPY,
      search: "?tri=prix",
    });
    expect(arrivalOf(`?ajouter=${encodeURIComponent("livre-éveil")}`)?.handle).toBe("livre-éveil");
  });

  it("reads the product page's copy and quantity, and drops them from the address too", () => {
    expect(arrivalOf("?ajouter=loup&variant=4242&quantite=3&q=x")).toEqual({
      handle: "loup",
      variant: "4242",
      quantity: 3,
      search: "?q=x",
    });
  });

  it("adds one copy, the card's, when the copy or the quantity asked for makes no sense", () => {
    for (const query of [
      "variant=gid%3A%2F%2Fx&quantite=0",
      "variant=-1&quantite=2.5",
      "variant=&quantite=",
      "quantite=100",
    ]) {
      expect(arrivalOf(`?ajouter=loup&${query}`), query).toEqual({ handle: "loup", ...ONE_COPY, search: "" });
    }
    expect(arrivalOf("?ajouter=loup&quantite=99")?.quantity).toBe(99);
  });

  it("keeps only the first book when the parameter is repeated", () => {
    expect(arrivalOf("?ajouter=a&ajouter=b")).toEqual({ handle: "a", ...ONE_COPY, search: "" });
  });

  it("ignores a malformed handle but still drops the parameter from the address", () => {
    for (const value of ["", "%20", "a%2Fb", "<script>", "..%2F", "a b", "a".repeat(256)]) {
      expect(arrivalOf(`?ajouter=${value}&q=x`), value).toEqual({ handle: null, ...ONE_COPY, search: "?q=x" });
    }
  });
});
