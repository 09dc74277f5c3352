import { describe, expect, it } from "vitest";
import { slugify } from "./slug.ts";

describe("slugify", () => {
  it("met en minuscules, retire les accents et les ligatures, et relie les mots par un tiret", () => {
    expect(slugify("Œuvres d'Éléonore & Cæcilia !")).toBe("oeuvres-d-eleonore-caecilia");
    expect(slugify("  10 ans et +  ")).toBe("10-ans-et");
  });

  it("donne le même slug à la deuxième demande, et encore après des milliers d'autres libellés", () => {
    expect(slugify("Très bon état")).toBe("tres-bon-etat");
    expect(slugify("Très bon état")).toBe("tres-bon-etat");
    for (let i = 0; i < 10_000; i++) expect(slugify(`Éditeur n° ${i}`)).toBe(`editeur-n-${i}`);
    expect(slugify("Très bon état")).toBe("tres-bon-etat");
    expect(slugify("Éditeur n° 3")).toBe("editeur-n-3");
  });
});
