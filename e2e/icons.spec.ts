import { expect, test } from "./fixtures.ts";

/** Width and height of what each visible icon draws: zero until the sprite has loaded, or if a symbol is missing. */
function drawnIconSizes() {
  return [...document.querySelectorAll<SVGUseElement>("svg > use")]
    .filter((use) => (use.parentElement as unknown as SVGSVGElement).getBoundingClientRect().width > 0)
    .map((use) => {
      const box = use.getBBox();
      return { href: use.getAttribute("href") ?? "", drawn: box.width > 0 && box.height > 0 };
    });
}

test.describe("icons from the sprite", () => {
  test("every icon on screen draws its symbol from the hashed, cached sprite", async ({ page, request }) => {
    await page.goto("/");
    const icons = await page.evaluate(drawnIconSizes);
    // The header's account, favourites and cart icons at least.
    expect(icons.length).toBeGreaterThanOrEqual(3);
    await expect.poll(async () => (await page.evaluate(drawnIconSizes)).filter((icon) => !icon.drawn)).toEqual([]);

    const sprite = new URL(icons[0]?.href ?? "", page.url()).pathname;
    expect(sprite).toMatch(/^\/assets\/icons-[\w-]+\.svg$/);
    const response = await request.get(sprite);
    expect(response.headers()["content-type"]).toContain("image/svg+xml");
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("icons are drawn in lucide's style, and a favourite's heart is filled in red", async ({ page }) => {
    await page.goto("/");
    const style = (svg: SVGSVGElement) => {
      const computed = getComputedStyle(svg);
      return { fill: computed.fill, stroke: computed.stroke, color: computed.color, width: computed.strokeWidth };
    };
    const account = await page
      .getByRole("link", { name: /^Mon compte/ })
      .locator("svg")
      .evaluate(style);
    expect(account).toEqual({ fill: "none", stroke: account.color, color: account.color, width: "2px" });

    const heart = page
      .getByRole("article")
      .first()
      .getByRole("button", { name: /^Ajouter .* aux favoris$/ });
    await heart.click();
    const filled = await page
      .getByRole("article")
      .first()
      .getByRole("button", { name: /^Retirer .* des favoris$/ })
      .locator("svg")
      .evaluate(style);
    expect(filled.fill).toBe(filled.color);
    expect(filled.fill).not.toBe("none");
  });

  test("the information pages draw their own icons too", async ({ page }) => {
    for (const path of ["/a-propos", "/paiement-securise", "/reconditionnement"]) {
      await page.goto(path);
      await expect.poll(async () => (await page.evaluate(drawnIconSizes)).filter((icon) => !icon.drawn)).toEqual([]);
    }
  });
});
