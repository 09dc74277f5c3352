import { describe, expect, it } from "vitest";
import { resolveRedirectTarget } from "./redirect-target.ts";

const site = "https://bouquinerie.example";
const resolve = (raw: string | null) => resolveRedirectTarget(raw, site);

describe("resolveRedirectTarget", () => {
  it.each([
    ["https://editeur.example/livre?id=3#avis", "https://editeur.example/livre?id=3#avis", true],
    ["http://editeur.example", "http://editeur.example/", true],
    ["HTTPS://Editeur.Example/Page", "https://editeur.example/Page", true],
    [`${site}/panier`, `${site}/panier`, false],
    ["/produit/le-petit-prince?x=1#haut", "/produit/le-petit-prince?x=1#haut", false],
    ["/", "/", false],
    ["  /faq  ", "/faq", false],
    ["/recherche?q=dinosaures%20et%20dragons", "/recherche?q=dinosaures%20et%20dragons", false],
  ])("follows %s", (raw, href, external) => {
    expect(resolve(raw)).toEqual({ href, external });
  });

  it.each([
    ["missing", null],
    ["empty", ""],
    ["blank", "   "],
    ["javascript:", "javascript:alert(1)"],
    ["JavaScript: with case", "JaVaScRiPt:alert(document.cookie)"],
    ["data:", "data:text/html,<script>alert(1)</script>"],
    ["vbscript:", "vbscript:msgbox(1)"],
    ["file:", "file:///etc/passwd"],
    ["mailto:", "mailto:someone@example.com"],
    ["protocol-relative", "//evil.example"],
    ["protocol-relative with path", "//evil.example/faq"],
    ["backslash after slash", "/\\evil.example"],
    ["backslashes", "\\\\evil.example"],
    ["backslash in an absolute URL", "https:\\\\evil.example"],
    ["tab inside the scheme", "java\tscript:alert(1)"],
    ["newline inside the scheme", "java\nscript:alert(1)"],
    ["leading control character", "\u0001javascript:alert(1)"],
    ["zero-width space", "\u200bjavascript:alert(1)"],
    ["space inside a path", "/a b"],
    ["encoded scheme, decoded once", "javascript%3Aalert(1)"],
    ["encoded https prefix", "https%3A%2F%2Fevil.example"],
    ["relative path without slash", "evil.example"],
    ["scheme without slashes", "https:evil.example"],
    ["credentials", "https://bouquinerie.example@evil.example/"],
    ["too long", `/${"a".repeat(2100)}`],
  ])("refuses %s", (_case, raw) => {
    expect(resolve(raw)).toBeNull();
  });

  it("keeps an encoded double slash as a path of this site, never as another host", () => {
    expect(resolve("/%2F%2Fevil.example")).toEqual({ href: "/%2F%2Fevil.example", external: false });
    expect(resolve("/livres/%2Fevil")).toEqual({ href: "/livres/%2Fevil", external: false });
  });
});
