import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import {
  copiesOf,
  type DemoBook,
  type DemoCopy,
  findBook,
  severalCopiesForSale,
  singleVariantWith,
} from "./demo-catalogue.ts";
import { expect, test } from "./fixtures.ts";

const GRADES = ["Très bon état", "Bon état", "État correct"] as const;
const ANCHORS: Record<string, string> = {
  "Très bon état": "tres-bon-etat",
  "Bon état": "bon-etat",
  "État correct": "etat-correct",
};

/** `6.90` as the shop writes it: `6,90 €`, any space before the sign. */
const euros = (amount: string) => new RegExp(`${Number(amount).toFixed(2).replace(".", ",")}\\s€`);

const resultCount = (page: Page) => page.getByRole("status").filter({ hasText: /trouvés?$/ });
const totalOf = async (page: Page) => Number((await resultCount(page).textContent())?.split(" ")[0]);

/** The count a facet checkbox shows in its name: « Très bon état (123) ». */
async function facetCount(page: Page, grade: string): Promise<number> {
  const name = await page
    .getByRole("group", { name: "État" })
    .getByRole("checkbox", { name: new RegExp(`^${grade} \\(\\d+\\)$`) })
    .evaluate((box) => box.closest("label")?.textContent ?? "");
  return Number(/\((\d+)\)/.exec(name)?.[1]);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`condition facet, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("shows the three grades with counts; ticking one keeps that many books, in the URL", async ({ page }) => {
      await page.goto("/theme/documentaires");
      const before = await totalOf(page);
      const group = page.getByRole("group", { name: "État" });
      await expect(group.getByRole("checkbox")).toHaveCount(3);
      const counts = await Promise.all(GRADES.map((grade) => facetCount(page, grade)));
      for (const count of counts) expect(count).toBeGreaterThan(0);
      // A book with copies in two grades counts in both: the sum is at least the total.
      expect(counts.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(before);

      // With JavaScript the box follows the URL: it shows ticked once the filtered page has come.
      await group.getByRole("checkbox", { name: /^Bon état/ }).click();
      if (!javaScriptEnabled) await group.getByRole("button", { name: "Filtrer par état" }).click();
      await expect(page).toHaveURL(/[?&]etat=bon-etat(&|$)/);
      await expect(resultCount(page)).toHaveText(`${counts[1]} livres trouvés`);
      await expect(group.getByRole("checkbox", { name: /^Bon état/ })).toBeChecked();
      // The grade's own count does not shrink when it is ticked; the others still say what ticking them adds.
      expect(await facetCount(page, "Bon état")).toBe(counts[1]);
      expect(await totalOf(page)).toBeLessThan(before);
    });
  });
}

test("an unknown grade in the URL is ignored, not an error", async ({ page }) => {
  await page.goto("/theme/documentaires");
  const all = await totalOf(page);
  const response = await page.goto("/theme/documentaires?etat=comme-neuf&etat=%3Cscript%3E");
  expect(response?.status()).toBe(200);
  await expect(resultCount(page)).toHaveText(`${all} livres trouvés`);
  await expect(page.getByRole("group", { name: "État" }).getByRole("checkbox", { checked: true })).toHaveCount(0);
});

test.describe("copies of a book", () => {
  let book: DemoBook;
  let copies: DemoCopy[];
  test.beforeEach(async ({ request }) => {
    book = await findBook(request, "en plusieurs états, tous en stock", severalCopiesForSale);
    copies = await copiesOf(request, book.handle);
  });

  test("the product page lets the visitor choose a copy, each with its grade and price, and links to the glossary", async ({
    page,
  }) => {
    await page.goto(`/produit/${book.handle}`);
    const choice = page.getByRole("group", { name: "État" });
    await expect(choice.getByRole("radio")).toHaveCount(copies.length);
    for (const copy of copies) {
      await expect(choice.getByRole("radio", { name: new RegExp(`^${copy.title} — `) })).toBeVisible();
      await expect(choice.getByText(copy.title)).toContainText(euros(copy.price));
    }
    const last = copies.at(-1) as DemoCopy;
    await choice.getByRole("radio", { name: new RegExp(`^${last.title} — `) }).check();
    await expect(page.getByText(`État de cet exemplaire : ${last.title}`)).toBeVisible();
    await expect(page.locator("p.text-3xl")).toHaveText(euros(last.price));
    const glossary = page.getByRole("link", { name: `Ce que veut dire « ${last.title} »` });
    await expect(glossary).toHaveAttribute("href", `/etats-des-livres#${ANCHORS[last.title]}`);

    await page.getByRole("button", { name: "Ajouter au panier", exact: true }).click();
    await expect(page.getByText("Ajouté au panier")).toBeVisible();
    await page.goto("/panier");
    const line = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: book.title }) });
    await expect(line.getByRole("link", { name: last.title, exact: true })).toHaveAttribute(
      "href",
      `/etats-des-livres#${ANCHORS[last.title]}`,
    );

    await page.goto(`/produit/${book.handle}`);
    await page.getByRole("link", { name: /^Ce que veut dire/ }).click();
    await expect(page).toHaveURL(/\/etats-des-livres#/);
    await expect(page.getByRole("heading", { level: 1, name: "Les états de nos livres" })).toBeVisible();
  });

  test("its card says « dès » before the lowest price; a one-copy book's card does not", async ({ page, request }) => {
    const lowest = Math.min(...copies.map((copy) => Number(copy.price)));
    await page.goto(`/recherche?q=${encodeURIComponent(book.title)}`);
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: book.title, exact: true }) });
    await expect(card.getByText(/^dès /)).toHaveText(new RegExp(`^dès ${euros(String(lowest)).source}$`));

    const single = await findBook(request, "un seul exemplaire", singleVariantWith(5));
    await page.goto(`/recherche?q=${encodeURIComponent(single.title)}`);
    const singleCard = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: single.title, exact: true }) });
    const [only] = await copiesOf(request, single.handle);
    await expect(singleCard.getByText(euros(only?.price ?? "0"))).toBeVisible();
    await expect(singleCard).not.toContainText("dès");
  });

  test("JSON-LD gives one Offer per copy, with its price and a URL that opens the page on it", async ({ page }) => {
    await page.goto(`/produit/${book.handle}`);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
    expect(jsonLd.offers).toHaveLength(copies.length);
    for (const [index, copy] of copies.entries()) {
      expect(jsonLd.offers[index]).toMatchObject({
        "@type": "Offer",
        name: copy.title,
        price: Number(copy.price).toFixed(2),
        priceCurrency: "EUR",
        availability: "https://schema.org/InStock",
        itemCondition: "https://schema.org/RefurbishedCondition",
      });
    }
    const lastOffer = jsonLd.offers.at(-1);
    await page.goto(new URL(lastOffer.url).pathname + new URL(lastOffer.url).search);
    await expect(page.getByText(`État de cet exemplaire : ${copies.at(-1)?.title}`)).toBeVisible();
  });
});

test("a one-copy book shows its grade and links to the glossary", async ({ page, request }) => {
  const book = await findBook(request, "un seul exemplaire", singleVariantWith(5));
  const grade = (await copiesOf(request, book.handle))[0]?.title ?? "";
  await page.goto(`/produit/${book.handle}`);
  await expect(page.getByRole("radio")).toHaveCount(0);
  await expect(page.getByText(`État de cet exemplaire : ${grade}`)).toBeVisible();
  await expect(page.getByRole("link", { name: `Ce que veut dire « ${grade} »` })).toHaveAttribute(
    "href",
    `/etats-des-livres#${ANCHORS[grade]}`,
  );
});

test.describe("the grades page", () => {
  test("explains what is checked and what each grade allows, says which suits a present, and passes axe", async ({
    page,
  }) => {
    await page.goto("/etats-des-livres");
    await expect(page).toHaveTitle(/^Les états de nos livres \| /);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/etats-des-livres$/);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2, name: "Ce que nous vérifions sur chaque livre" })).toBeVisible();
    for (const grade of GRADES) {
      const section = main.getByRole("region", { name: grade, exact: true });
      await expect(section).toBeVisible();
      for (const topic of [
        "Gribouillages",
        "Nom ou dédicace",
        "Rabats, tirettes et pop-up",
        "Autocollants",
        "sonores",
        "Nettoyage",
      ]) {
        await expect(section).toContainText(topic);
      }
    }
    await expect(main.getByRole("region", { name: "Très bon état", exact: true })).toContainText("Idéal pour offrir.");
    await expect(main.getByRole("region", { name: "État correct", exact: true })).toContainText("pas pour offrir");
    await expect(main).not.toContainText(/neuf|neuve/i);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  test("is reached from the footer", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === "mobile", "footer sections fold on mobile: footer.spec covers them");
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Les états de nos livres" }).click();
    await expect(page).toHaveURL(/\/etats-des-livres$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Les états de nos livres");
  });
});
