import { describe, expect, it } from "vitest";
import { imageAtWidth, imageBox, imageSrcSet } from "./responsive-image.ts";

describe("responsive images", () => {
  it("asks the image server for a width, keeping the URL's own query", () => {
    expect(imageAtWidth("/api/covers/a/1.svg", 320)).toBe("/api/covers/a/1.svg?width=320");
    expect(imageAtWidth("https://cdn.shopify.com/x.jpg?v=12", 640)).toBe(
      "https://cdn.shopify.com/x.jpg?v=12&width=640",
    );
    expect(imageAtWidth("/a.svg?width=100", 480)).toBe("/a.svg?width=480");
  });

  it("lists widths up to the largest one shown", () => {
    expect(imageSrcSet("/a.svg", 480)).toBe("/a.svg?width=160 160w, /a.svg?width=320 320w, /a.svg?width=480 480w");
  });

  it("gives a 3:4 box when the image does not say its size", () => {
    expect(imageBox({ url: "/a", altText: null, width: null, height: null })).toEqual({ width: 600, height: 800 });
    expect(imageBox({ url: "/a", altText: null, width: 300, height: 300 })).toEqual({ width: 300, height: 300 });
  });
});
