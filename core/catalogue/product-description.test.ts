import { describe, expect, it } from "vitest";
import { formatDimensions, parseProductDescription } from "./product-description.ts";

const DEMO = [
  "<p><strong>Une aventure pleine de surprises.</strong></p>",
  "<p>Léa part à la découverte de la forêt.</p>",
  "<p>Un livre tendre pour les petits.</p>",
  "<p>Auteur : Claire Martin</p>",
  "<p>Nombre de pages : 32</p>",
  "<p>Hauteur : 24,5 cm</p>",
  "<p>Largeur : 18 cm</p>",
  "<p>Épaisseur : 1,2 cm</p>",
  "<p>Poids : 0,35 kg</p>",
  "<p>ISBN : 978-2-07-012345-6</p>",
  "<p>Collection : Mes premiers docs</p>",
].join("");

describe("parseProductDescription (docs/product.md §3)", () => {
  it("reads every label of the demo catalogue's format", () => {
    expect(parseProductDescription(DEMO)).toEqual({
      shortDescription: "Une aventure pleine de surprises.",
      description: "Léa part à la découverte de la forêt.\nUn livre tendre pour les petits.",
      descriptionHtml: "<p>Léa part à la découverte de la forêt.</p><p>Un livre tendre pour les petits.</p>",
      author: "Claire Martin",
      pages: 32,
      height: 24.5,
      width: 18,
      thickness: 1.2,
      weight: 0.35,
      isbn: "978-2-07-012345-6",
      collection: "Mes premiers docs",
    });
  });

  it("accepts a dot as decimal separator as well as a comma", () => {
    const parsed = parseProductDescription("<p>Hauteur : 21.5 cm</p><p>Largeur : 15,25 cm</p>");
    expect(parsed.height).toBe(21.5);
    expect(parsed.width).toBe(15.25);
  });

  it("reads the page count as an integer, ignoring the unit and thousands spaces", () => {
    expect(parseProductDescription("<p>Nombre de pages : 48 pages</p>").pages).toBe(48);
    expect(parseProductDescription("<p>Nombre de pages : 1 200</p>").pages).toBe(1200);
    expect(parseProductDescription("<p>Nombre de pages : 12,7</p>").pages).toBe(12);
  });

  it("decodes &nbsp; and other entities, including a non-breaking space before the colon", () => {
    const parsed = parseProductDescription(
      "<p><b>Il &eacute;tait une fois&nbsp;&hellip;</b></p><p>Auteur&nbsp;: Jean&nbsp;Dupont</p><p>ISBN&#160;: 978&#x2D;2</p>",
    );
    expect(parsed.shortDescription).toBe("Il était une fois …");
    expect(parsed.author).toBe("Jean Dupont");
    expect(parsed.isbn).toBe("978-2");
  });

  it("tolerates extra spaces and line breaks around labels and values", () => {
    const parsed = parseProductDescription(
      "<p>   Auteur    :     Anne   Roux   </p>\n<p>\n Collection :\n Pop-up </p>",
    );
    expect(parsed.author).toBe("Anne Roux");
    expect(parsed.collection).toBe("Pop-up");
  });

  it("reads labels written in other cases or without the accent", () => {
    const parsed = parseProductDescription("<p>AUTEUR : Zoé</p><p>Epaisseur : 2 cm</p><p>isbn : 123</p>");
    expect(parsed.author).toBe("Zoé");
    expect(parsed.thickness).toBe(2);
    expect(parsed.isbn).toBe("123");
  });

  it("reads labels inside nested inline tags", () => {
    const parsed = parseProductDescription(
      "<p><span><em>Auteur</em> : <a href='#'>Paul <b>Lemoine</b></a></span></p><div><p><strong>Nombre de pages</strong> : 64</p></div>",
    );
    expect(parsed.author).toBe("Paul Lemoine");
    expect(parsed.pages).toBe(64);
  });

  it("reads several labels separated by <br> in one paragraph", () => {
    const parsed = parseProductDescription("<p>Auteur : Marc<br>Largeur : 20 cm<br/>Hauteur : 30 cm</p>");
    expect(parsed).toMatchObject({ author: "Marc", width: 20, height: 30 });
  });

  it("leaves missing labels null", () => {
    const parsed = parseProductDescription("<p><strong>Court.</strong></p><p>Auteur : Léon</p>");
    expect(parsed).toMatchObject({ author: "Léon", pages: null, height: null, isbn: null, collection: null });
    expect(formatDimensions(parsed)).toBeNull();
  });

  it("treats an empty labelled value as missing, not as an empty string or zero", () => {
    const parsed = parseProductDescription("<p>Auteur :</p><p>Nombre de pages : inconnu</p><p>Hauteur : —</p>");
    expect(parsed).toMatchObject({ author: null, pages: null, height: null });
  });

  it("falls back to the first 200 characters of the description when no paragraph is bold", () => {
    const long = "a".repeat(150);
    const parsed = parseProductDescription(`<p>${long}</p><p>${"b".repeat(150)}</p><p>Auteur : X</p>`);
    expect(parsed.shortDescription).toBe(`${long} ${"b".repeat(49)}`);
    expect(Array.from(parsed.shortDescription)).toHaveLength(200);
    expect(parsed.description).toBe(`${long}\n${"b".repeat(150)}`);
  });

  it("keeps the whole text as short description when it is under 200 characters", () => {
    expect(parseProductDescription("Juste du texte, sans balise.").shortDescription).toBe(
      "Juste du texte, sans balise.",
    );
  });

  it("takes the first bold paragraph even when it comes after plain ones, the others forming the description", () => {
    const parsed = parseProductDescription(
      "<p>Avant.</p><p><strong>Accroche</strong> suite</p><p><b>Deuxième gras</b></p>",
    );
    expect(parsed.shortDescription).toBe("Accroche suite");
    expect(parsed.description).toBe("Avant.\nDeuxième gras");
  });

  it("keeps a colon in ordinary prose as description, not as a label", () => {
    const parsed = parseProductDescription("<p><b>Titre</b></p><p>Attention : ce livre contient des rabats.</p>");
    expect(parsed.description).toBe("Attention : ce livre contient des rabats.");
  });

  it("survives malformed HTML: unclosed tags, stray brackets, comments and scripts", () => {
    const parsed = parseProductDescription(
      "<p><strong>Accroche<p>Texte <i>non fermé<p>Auteur : Ana<!-- note --><script>alert(1)</script><p>2 < 3 > 1",
    );
    expect(parsed.shortDescription).toBe("Accroche");
    expect(parsed.author).toBe("Ana");
    expect(parsed.description).toBe("Texte non fermé\n2 < 3 > 1");
    expect(parsed.description).not.toContain("alert");
  });

  it("answers an empty parse for empty or tag-only input", () => {
    for (const html of ["", "   ", "<p></p><div>&nbsp;</div><br>"]) {
      expect(parseProductDescription(html)).toMatchObject({ shortDescription: "", description: "", author: null });
    }
  });

  it("reads list items as paragraphs", () => {
    const parsed = parseProductDescription("<ul><li>Auteur : Inès</li><li>ISBN : 978-2-1</li></ul>");
    expect(parsed).toMatchObject({ author: "Inès", isbn: "978-2-1" });
  });
});

describe("formatDimensions", () => {
  it("writes width x height x thickness in cm with French decimals", () => {
    expect(formatDimensions({ width: 18, height: 24.5, thickness: 1.2 })).toBe("18 x 24,5 x 1,2 cm");
  });
});
