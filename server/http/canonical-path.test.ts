import { describe, expect, it } from "vitest";
import { canonicalUrl } from "./canonical-path.ts";

describe("canonicalUrl: the path as React Router matches it", () => {
  it("resolves dot segments, written plainly or percent-encoded", () => {
    expect(canonicalUrl("/a/../contact")).toBe("/contact");
    expect(canonicalUrl("/a/%2e%2e/contact")).toBe("/contact");
    expect(canonicalUrl("/a/%2E./b/./contact")).toBe("/b/contact");
  });

  it("decodes percent-encoded letters, digits and - . _ ~, in either case", () => {
    expect(canonicalUrl("/cont%61ct")).toBe("/contact");
    expect(canonicalUrl("/api/cart/%63heckout.data")).toBe("/api/cart/checkout.data");
    expect(canonicalUrl("/%41%5a%30%39%2d%5F%7e")).toBe("/AZ09-_~");
  });

  it("leaves other escapes as they are: a slash inside a segment, accents, null bytes, broken escapes", () => {
    expect(canonicalUrl("/x%2Fy")).toBe("/x%2Fy");
    expect(canonicalUrl("/produit/%C3%A9t%C3%A9")).toBe("/produit/%C3%A9t%C3%A9");
    expect(canonicalUrl("/a%00b")).toBe("/a%00b");
    expect(canonicalUrl("/%ZZ")).toBe("/%ZZ");
  });

  it("keeps a leading double slash as a path, and the query as it came", () => {
    expect(canonicalUrl("//contact")).toBe("//contact");
    expect(canonicalUrl("/recherche?q=%61&age=6-8")).toBe("/recherche?q=%61&age=6-8");
  });

  it("leaves a request target that is not a path alone", () => {
    expect(canonicalUrl("*")).toBe("*");
    expect(canonicalUrl("http://ailleurs/contact")).toBe("http://ailleurs/contact");
  });
});
