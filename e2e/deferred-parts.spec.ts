import type { Page, Route } from "@playwright/test";
import { bookInACollection } from "./demo-catalogue.ts";
import { expect, test } from "./fixtures.ts";
import { holdRequests } from "./support/held-requests.ts";

/** The code of the parts that wait (docs/decisions/012): the related books, the footer, the assistant's button. */
// Not related-tabs-radix-…, the tabs' own code that the section fetches on intent (decision 009).
const RELATED_CODE = /\/assets\/related-tabs-(?!radix-)[\w-]+\.js$/;
const FOOTER_CODE = /\/assets\/site-footer-[\w-]+\.js$/;
const CHAT_CODE = /\/assets\/chat-widget-[\w-]+\.js$/;

function scriptsRequested(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

test.describe("parts hydrated when needed", () => {
  test("a product page loads neither the related books' code, nor the footer's, nor the assistant's until needed", async ({
    page,
    request,
  }) => {
    const book = await bookInACollection(request);
    const scripts = scriptsRequested(page);
    await page.goto(`/produit/${book.handle}`);
    await page.waitForLoadState("networkidle");
    // Their server HTML is on the page all along.
    await expect(page.getByRole("tablist", { name: "Livres associés" })).toBeAttached();
    await expect(page.getByRole("contentinfo")).toBeAttached();
    await expect(page.getByRole("button", { name: "Ouvrir l'assistant" })).toBeVisible();
    expect(scripts.filter((url) => RELATED_CODE.test(url) || FOOTER_CODE.test(url) || CHAT_CODE.test(url))).toEqual([]);

    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await expect.poll(() => scripts.some((url) => RELATED_CODE.test(url))).toBe(true);
    await expect.poll(() => scripts.some((url) => FOOTER_CODE.test(url))).toBe(true);
  });

  test("the waiting parts' HTML comes in its place in the page, not sent apart to be moved in later", async ({
    request,
  }) => {
    const book = await bookInACollection(request);
    for (const path of ["/", `/produit/${book.handle}`]) {
      const html = await (await request.get(path)).text();
      expect(html).toContain("<footer");
      // React's outlined boundaries: hidden `S:` divs whose content a script moves in later. React Router's own
      // streamed data may come that way; the page's parts may not.
      const outlined = html.match(/<div hidden id="S:\d+">[\s\S]*?<\/div>/g)?.join("") ?? "";
      for (const part of ["<footer", 'aria-label="Livres associés"', "Ouvrir l&#x27;assistant", "<section"]) {
        expect(outlined, `${path} : ${part}`).not.toContain(part);
      }
    }
  });

  test("a tap on a related book's heart before its code has arrived is kept and answered", async ({
    page,
    request,
  }) => {
    const book = await bookInACollection(request);
    const related = await holdRequests(page, RELATED_CODE);
    await page.goto(`/produit/${book.handle}`);
    const heart = page.getByRole("region", { name: "Livres associés" }).getByRole("button", { name: /aux favoris$/ });
    await heart.first().click();
    await expect.poll(related.requested).toBe(true);
    related.release();
    await expect(
      page.getByRole("region", { name: "Livres associés" }).getByRole("button", { pressed: true }),
    ).toHaveCount(1);
    await expect(page.getByRole("link", { name: /Mes favoris, 1 livre/ })).toBeVisible();
  });

  test("the assistant's first tap opens it, its code fetched by that tap", async ({ page }) => {
    const chat = await holdRequests(page, CHAT_CODE);
    await page.goto("/");
    await page.getByRole("button", { name: "Ouvrir l'assistant" }).click();
    await expect.poll(chat.requested).toBe(true);
    chat.release();
    await expect(page.getByRole("button", { name: "Fermer l'assistant" })).toBeVisible();
  });

  test("the assistant tapped before the page has hydrated opens once both page and button have", async ({ page }) => {
    const entry = await holdRequests(page, /\/entry\.client-[\w-]+\.js$/);
    // Not the fixture's wait for hydration: the test acts before it.
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await page.getByRole("button", { name: "Ouvrir l'assistant" }).click();
    await expect.poll(entry.requested).toBe(true);
    entry.release();
    await expect(page.getByRole("button", { name: "Fermer l'assistant" })).toBeVisible();
  });

  test("following a link before the footer's code has arrived: the next page shows, and its footer with it", async ({
    page,
  }) => {
    const footer = await holdRequests(page, FOOTER_CODE);
    await page.goto("/");
    await page
      .getByRole("link", { name: /Mes favoris/ })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Mes Favoris" })).toBeVisible();
    footer.release();
    // Attached rather than visible: on a phone the footer's sections start closed.
    await expect(page.locator('footer a[href="/faq"]')).toBeAttached();
  });

  test("a navigation that no key or tap started still shows, the waiting parts' code fetched for it", async ({
    page,
  }) => {
    await page.goto("/");
    const chat = page.waitForRequest((request) => CHAT_CODE.test(new URL(request.url()).pathname));
    // A click dispatched by script: no pointer or key press before it, as with a page revalidated by the server.
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('header a[href="/favoris"]')?.click());
    await expect(page.getByRole("heading", { level: 1, name: "Mes Favoris" })).toBeVisible();
    await chat;
  });

  test("a navigation whose waiting parts' code cannot be had (a new deployment) still shows, their HTML kept", async ({
    page,
  }) => {
    const gone = (route: Route) => route.fulfill({ status: 404, body: "" });
    await page.route(FOOTER_CODE, gone);
    await page.route(CHAT_CODE, gone);
    await page.goto("/");
    // By script: no key or pointer press fetches the parts before the router needs them.
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('header a[href="/favoris"]')?.click());
    await expect(page.getByRole("heading", { level: 1, name: "Mes Favoris" })).toBeVisible();
    await expect(page.locator('footer a[href="/faq"]')).toBeAttached();
    // The next navigation too.
    await page.getByRole("link", { name: "Bouquinerie", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: /^Des livres jeunesse reconditionnés/ })).toBeVisible();
    // A tap on a button whose code is gone loads the page again, to have the code of the day.
    const reloaded = page.waitForEvent("load");
    await page.getByRole("button", { name: "Ouvrir l'assistant" }).click();
    await reloaded;
    await expect(page.getByRole("button", { name: "Ouvrir l'assistant" })).toBeVisible();
  });
});
