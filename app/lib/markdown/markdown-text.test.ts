import { describe, expect, it } from "vitest";
import { markdownDocument, markdownLink, markdownText } from "./markdown-text.ts";

describe("markdownText", () => {
  it("keeps a catalogue title from becoming a link, an image, emphasis or HTML", () => {
    expect(markdownText("[Promo](https://ailleurs.example) ![x](y)")).toBe(
      "\\[Promo\\](https\\://ailleurs.example) !\\[x\\](y)",
    );
    expect(markdownText("*Noël* __au__ `code` <b>gras</b>")).toBe(
      "\\*Noël\\* \\_\\_au\\_\\_ \\`code\\` \\<b\\>gras\\</b\\>",
    );
    expect(markdownText("a\\b | c ~d~ {e} #1")).toBe("a\\\\b \\| c \\~d\\~ {e} #1");
  });

  it("breaks bare addresses GFM would link", () => {
    expect(markdownText("voir www.ailleurs.example ou https://x.example")).toBe(
      "voir www\\.ailleurs.example ou https\\://x.example",
    );
  });

  it("puts every line break on one line, so text cannot open a heading, list or quote", () => {
    expect(markdownText("Titre\n# Faux titre\n\n- item")).toBe("Titre # Faux titre - item");
    expect(markdownText("# Faux titre")).toBe("\\# Faux titre");
    expect(markdownText("- liste")).toBe("\\- liste");
    expect(markdownText("> cite")).toBe("\\> cite");
    expect(markdownText("1. Premier")).toBe("1\\. Premier");
    expect(markdownText("+ plus")).toBe("\\+ plus");
  });

  it("leaves ordinary French text as it is", () => {
    expect(markdownText("L'école des loisirs (tome 2), 4,90 € — « Écoute ! »")).toBe(
      "L'école des loisirs (tome 2), 4,90 € — « Écoute ! »",
    );
  });
});

describe("markdownLink", () => {
  it("escapes the text and keeps the address whole", () => {
    expect(markdownLink("Le [vrai] titre", "https://s.example/produit/a(b) c")).toBe(
      "[Le \\[vrai\\] titre](https://s.example/produit/a%28b%29%20c)",
    );
  });
});

describe("markdownDocument", () => {
  it("joins blocks with blank lines, leaves empty ones out and ends with one newline", () => {
    expect(markdownDocument(["# T", null, "", false, "texte"])).toBe("# T\n\ntexte\n");
  });
});
