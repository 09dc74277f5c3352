import { describe, expect, it } from "vitest";
import { htmlMarkdown } from "./html-markdown.server.ts";

const PAGE = "https://bouquinerie.example/mentions-legales";

function page(main: string): string {
  return `<!DOCTYPE html><html lang="fr"><head><title>x</title><script>var a = 1;</script></head><body><header><a href="/">Accueil</a></header><main id="contenu">${main}</main><footer>Pied</footer><script nonce="n">window.__x = 1</script></body></html>`;
}

describe("htmlMarkdown", () => {
  it("writes the main part only: headings, paragraphs, emphasis and absolute links", () => {
    const markdown = htmlMarkdown(
      page(
        '<article><h1>Mentions légales</h1><div><p>Voir <a href="/faq#livraison">la <strong>FAQ</strong></a> ou <a href="#donnees">plus bas</a>, <em>merci</em>.</p><section><h2 id="donnees">Données</h2><p>Écrire à <a href="mailto:aide@b.example">aide@b.example</a>.</p></section></div></article>',
      ),
      PAGE,
    );
    expect(markdown).toBe(
      `${[
        "# Mentions légales",
        "Voir [la **FAQ**](https://bouquinerie.example/faq#livraison) ou [plus bas](https://bouquinerie.example/mentions-legales#donnees), *merci*.",
        "## Données",
        "Écrire à [aide@b.example](mailto:aide@b.example).",
      ].join("\n\n")}\n`,
    );
    expect(markdown).not.toContain("Accueil");
    expect(markdown).not.toContain("Pied");
  });

  it("writes lists, nested ones indented, and definition lists", () => {
    const markdown = htmlMarkdown(
      page("<ul><li>Un</li><li><p>Deux</p><ol><li>a</li><li>b</li></ol></li></ul><dl><dt>Terme</dt><dd>Sens</dd></dl>"),
      PAGE,
    );
    expect(markdown).toBe("- Un\n- Deux\n\n  1. a\n  2. b\n\n**Terme**\n\nSens\n");
  });

  it("leaves out controls, pictures and hidden parts, and keeps a line break as a hard break", () => {
    const markdown = htmlMarkdown(
      page(
        '<p>Bouquinerie SAS<br/>12 rue des Livres</p><button>Envoyer</button><svg><title>icône</title></svg><span aria-hidden="true">★</span><input value="x"/>',
      ),
      PAGE,
    );
    expect(markdown).toBe("Bouquinerie SAS\\\n12 rue des Livres\n");
  });

  it("escapes text that would be read as Markdown, and drops a link to another scheme", () => {
    const markdown = htmlMarkdown(
      page('<p>1. *pas* [un](lien) <a href="javascript:alert(1)">ici</a></p><h2>- titre</h2>'),
      PAGE,
    );
    expect(markdown).toBe("1\\. \\*pas\\* \\[un\\](lien) ici\n\n## \\- titre\n");
  });

  it("answers nothing for a page without a main part", () => {
    expect(htmlMarkdown("<html><body><p>x</p></body></html>", PAGE)).toBeUndefined();
  });
});
