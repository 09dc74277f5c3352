import { describe, expect, it } from "vitest";
import { type CoverOptions, renderCoverSvg } from "./cover-svg.ts";
import { generateDemoCatalogue } from "./generate-demo-catalogue.ts";

const cover: CoverOptions = {
  title: "Le grand livre des dinosaures",
  author: "Claire Dubois",
  vendor: "Gallimard Jeunesse",
  position: 1,
  seedKey: "le-grand-livre-des-dinosaures-k3x9a",
};

/** Every tag closed in order and every attribute quoted: enough to know a browser will parse it. */
function expectWellFormed(svg: string): void {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg.endsWith("</svg>")).toBe(true);
  const open: string[] = [];
  for (const [, closing, name, attributes, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)([^<>]*?)(\/?)>/g)) {
    expect(attributes?.replace(/\s+[a-zA-Z:-]+="[^"<]*"/g, "").trim()).toBe("");
    if (closing) expect(open.pop()).toBe(name);
    else if (!selfClosing) open.push(name as string);
  }
  expect(open).toEqual([]);
  expect(svg.replace(/<[^<>]*>/g, "")).not.toMatch(/[<>]|&(?!amp;|lt;|gt;|quot;|apos;)/);
}

describe("renderCoverSvg", () => {
  it("draws a well-formed front cover with the title, the author and the publisher", () => {
    const svg = renderCoverSvg(cover);
    expectWellFormed(svg);
    expect(svg).toContain('viewBox="0 0 600 800"');
    expect(svg).toContain(">Le grand<");
    expect(svg).toContain("Claire Dubois");
    expect(svg).toContain("GALLIMARD JEUNESSE");
  });

  it("draws inner pages that differ from the cover and from each other", () => {
    const pages = [1, 2, 3, 4, 5].map((position) => renderCoverSvg({ ...cover, position }));
    for (const page of pages) expectWellFormed(page);
    expect(new Set(pages).size).toBe(5);
    expect(pages[1]).not.toContain("GALLIMARD JEUNESSE");
  });

  it("is deterministic for one seed key and varies with another", () => {
    expect(renderCoverSvg(cover)).toBe(renderCoverSvg({ ...cover }));
    expect(renderCoverSvg(cover)).not.toBe(renderCoverSvg({ ...cover, seedKey: "autre-livre-00001" }));
  });

  it("escapes text so a title cannot inject markup", () => {
    const svg = renderCoverSvg({
      ...cover,
      title: `Tom & Léa <script>alert("x")</script> l'été`,
      author: "A <b>& B</b>",
      vendor: "Rue <du> monde",
    });
    expectWellFormed(svg);
    expect(svg).not.toContain("<script");
    expect(svg).not.toContain("<b>");
    expect(svg).toContain("Tom &amp; Léa");
    expect(svg).toContain("&lt;script&gt;");
  });

  it("honours the requested width at 3:4 and keeps it between 50 and 2000 pixels", () => {
    expect(renderCoverSvg(cover)).toContain('width="600" height="800"');
    expect(renderCoverSvg({ ...cover, width: 300 })).toContain('width="300" height="400"');
    expect(renderCoverSvg({ ...cover, width: 10 })).toContain('width="50" height="67"');
    expect(renderCoverSvg({ ...cover, width: 5000 })).toContain('width="2000" height="2667"');
    expect(renderCoverSvg({ ...cover, width: 300 })).toContain('viewBox="0 0 600 800"');
  });

  it("wraps a long title on at most four lines and never starts a line with punctuation", () => {
    const svg = renderCoverSvg({
      ...cover,
      title: "Sauras-tu résoudre les énigmes des animaux de compagnie ? Une aventure très longue au pays des mots",
    });
    const lines = [...svg.matchAll(/<text x="300" y="\d+"[^>]*>([^<]+)<\/text>/g)].map((match) => match[1]);
    expect(lines.indexOf("Claire Dubois")).toBeGreaterThan(0);
    const titleLines = lines.slice(0, lines.indexOf("Claire Dubois"));
    expect(titleLines.length).toBeGreaterThan(1);
    expect(titleLines.length).toBeLessThanOrEqual(4);
    for (const line of titleLines) expect(line).not.toMatch(/^[!?:;]/);
  });

  it("stays under 4 KB for every page of every demo book", () => {
    let largest = 0;
    for (const book of generateDemoCatalogue({ count: 300 })) {
      for (let position = 1; position <= 5; position++) {
        const svg = renderCoverSvg({
          title: book.title,
          author: "Marie-Hélène Charpentier et Grégoire Petitjean",
          vendor: book.vendor,
          position,
          seedKey: book.handle,
        });
        largest = Math.max(largest, Buffer.byteLength(svg));
      }
    }
    expect(largest).toBeLessThan(4096);
  });
});
