import { describe, expect, it } from "vitest";
import { productDescriptionForPage } from "./product-description.server.ts";

/** A description in the demo catalogue's format (the parsing itself is tested in core/catalogue). */
const DEMO = [
  "<p><strong>Une aventure pleine de surprises.</strong></p>",
  "<p>Léa part à la découverte de la forêt.</p>",
  "<p>Auteur : Claire Martin</p>",
  "<p>Nombre de pages : 32</p>",
  "<p>Collection : Mes premiers docs</p>",
].join("");

describe("productDescriptionForPage", () => {
  it("drops scripts, event handlers and links from the rendered HTML", () => {
    const parsed = productDescriptionForPage(
      '<p><b>Titre</b></p><p onclick="steal()">Un <a href="javascript:alert(1)">lien</a> <img src=x onerror=alert(1)> et <em>fin</em></p><script>alert(2)</script>',
    );
    expect(parsed.descriptionHtml).toBe("<p>Un lien  et <em>fin</em></p>");
    expect(parsed.descriptionHtml).not.toMatch(/script|onclick|onerror|href/);
  });

  it("reads labels the same way after sanitising", () => {
    const parsed = productDescriptionForPage(DEMO);
    expect(parsed).toMatchObject({ author: "Claire Martin", pages: 32, collection: "Mes premiers docs" });
    expect(parsed.shortDescription).toBe("Une aventure pleine de surprises.");
  });

  it("keeps text with < and & escaped in the rendered HTML", () => {
    const parsed = productDescriptionForPage("<p>Tom &amp; Lou : 2 &lt; 3</p>");
    expect(parsed.descriptionHtml).toBe("<p>Tom &amp; Lou : 2 &lt; 3</p>");
    expect(parsed.description).toBe("Tom & Lou : 2 < 3");
  });
});
