import { findBook, singleVariantWith } from "./demo-catalogue.ts";
import { expect, test } from "./fixtures.ts";
import { favouriteAssistantPromoAndPayment } from "./support/shop-journey.ts";

/**
 * Issue 19: the shop reached by an address that is not SITE_URL's. The e2e shop's SITE_URL names `localhost`; here a
 * visitor opens it as `127.0.0.1`, as one on the machine itself or on a LAN address would. Covers load, the payment
 * page opens on the address the visitor used, every form is accepted; the absolute links (canonical) keep SITE_URL.
 */
test.describe("the shop reached by 127.0.0.1 while SITE_URL names localhost", () => {
  test.skip(({ isMobile }) => isMobile, "addressing, not layout: one viewport is enough");
  test.describe.configure({ timeout: 90_000 });

  const byAddress = (baseURL: string | undefined) => `http://127.0.0.1:${new URL(baseURL as string).port}`;

  test("covers load as paths on a product page and a listing; the canonical link keeps SITE_URL", async ({
    page,
    request,
    baseURL,
  }) => {
    const origin = byAddress(baseURL);
    const book = await findBook(request, "un livre en stock", singleVariantWith(1));
    await page.goto(`${origin}/produit/${book.handle}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${new URL(baseURL as string).origin}/produit/${book.handle}`,
    );
    const cover = page.locator('main img[src^="/api/covers/"]').first();
    await expect(cover).toBeVisible();
    await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

    await page.goto(`${origin}/age/6-8-ans`);
    const covers = page.locator("main img");
    await expect(covers.first()).toBeVisible();
    const sources = await covers.evaluateAll((images) => images.map((image) => image.getAttribute("src") ?? ""));
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.filter((source) => !source.startsWith("/"))).toEqual([]);
    const firstCover = covers.first();
    await expect.poll(() => firstCover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  });

  test("suggestions and quick view answer covers as paths, whatever address the shop was reached by", async ({
    request,
    baseURL,
  }) => {
    const origin = byAddress(baseURL);
    const book = await findBook(request, "un livre en stock", singleVariantWith(1));
    const suggestions = await request.get(`${origin}/api/suggestions?q=${encodeURIComponent(book.title)}`);
    expect(suggestions.status()).toBe(200);
    const suggested = await suggestions.json();
    expect(suggested.products.map((product: { handle: string }) => product.handle)).toContain(book.handle);
    const quickView = await request.get(`${origin}/api/product?handle=${encodeURIComponent(book.handle)}`);
    expect(quickView.status()).toBe(200);
    for (const answer of [suggested, await quickView.json()]) {
      const urls = imageUrls(answer);
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.filter((url) => !url.startsWith("/"))).toEqual([]);
    }
  });

  test("keeps a favourite, asks the assistant, applies a promo code and pays on the address the visitor used", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const origin = byAddress(baseURL);
    const book = await findBook(request, "un livre à 3 exemplaires", singleVariantWith(3));
    await favouriteAssistantPromoAndPayment(page, context, origin, book);
  });
});

/** Every `url` of the images in an API answer, however deep. */
function imageUrls(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(imageUrls);
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === "url" && typeof inner === "string" ? [inner] : imageUrls(inner),
  );
}
