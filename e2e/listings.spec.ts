import { expect, test } from "./fixtures.ts";

const count = (page: import("@playwright/test").Page) => page.getByRole("status").filter({ hasText: /trouvés?$/ });

/** The prices of the books shown, in euros, in the order of the list. */
const shownPrices = async (page: import("@playwright/test").Page) =>
  (
    await page
      .getByRole("region", { name: "Livres" })
      .getByText(/^\d+,\d{2}\s€$/)
      .allTextContents()
  ).map((text) => Number(text.replace(/[^\d,]/g, "").replace(",", ".")));

test.describe("listing pages", () => {
  test("every listing kind has its title, breadcrumb, count and books", async ({ page }) => {
    const pages = [
      { path: "/age", heading: "Livres par âge" },
      { path: "/age/4-6-ans", heading: "Livres 4-6 ans" },
      { path: "/age/6-8-ans?category=romans", heading: "Romans — 6-8 ans" },
      { path: "/age/10-plus", heading: "Livres 10 ans et +" },
      { path: "/theme", heading: "Livres par thème" },
      { path: "/theme/livres-jeux-et-d-activites?sub=cherche-et-trouve", heading: /Cherche et trouve/ },
      { path: "/categorie/dinosaures", heading: "Dinosaures" },
    ];
    for (const { path, heading } of pages) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(
        page.getByRole("navigation", { name: "Fil d'Ariane" }).getByRole("link", { name: "Accueil" }),
      ).toBeVisible();
      await expect(count(page)).toHaveText(/^\d+ livres trouvés$/);
      await expect(page.getByRole("region", { name: "Livres" }).getByRole("article").first()).toBeVisible();
    }
  });

  test("sorting by price puts the cheapest book first and resets to page 1", async ({ page }) => {
    await page.goto("/age/8-10-ans?page=2");
    await page.getByLabel("Trier par").selectOption("price-asc");
    await expect(page).toHaveURL(/\/age\/8-10-ans\?tri=price-asc$/);
    // The URL changes before React commits the new list (navigations render in a transition): retry until it has.
    await expect(async () => {
      const values = await shownPrices(page);
      expect(values).toEqual([...values].sort((a, b) => a - b));
    }).toPass();
  });

  test("a publisher filter narrows the count, lives in the URL and Back undoes it", async ({ page }) => {
    await page.goto("/theme/documentaires");
    const before = Number((await count(page).textContent())?.split(" ")[0]);
    const publishers = page.getByRole("complementary", { name: "Filtres" }).getByRole("group", { name: "Éditeurs" });
    await publishers.getByRole("checkbox").first().click();
    await expect(page).toHaveURL(/editeur=/);
    await expect(publishers.getByRole("checkbox").first()).toBeChecked();
    const after = Number((await count(page).textContent())?.split(" ")[0]);
    expect(after).toBeLessThan(before);
    await page.goBack();
    await expect(count(page)).toHaveText(`${before} livres trouvés`);
  });

  test("the price filter applies on release: the keyboard moves a thumb by 1 €, the books shown are in the range, Back undoes it, a run of keys as one step", async ({
    page,
  }) => {
    await page.goto("/theme/documentaires");
    const before = Number((await count(page).textContent())?.split(" ")[0]);
    const price = page.getByRole("complementary", { name: "Filtres" }).getByRole("group", { name: "Prix" });
    const highest = price.getByRole("slider", { name: "Prix maximum" });
    const ceiling = Number(await highest.getAttribute("max"));
    await highest.focus();
    for (let step = 0; step < 3; step++) await page.keyboard.press("ArrowLeft");
    await expect(page).toHaveURL(new RegExp(`prix_max=${ceiling - 3}(&|$)`));
    await expect(highest).toHaveValue(String(ceiling - 3));
    await expect(highest).toHaveAttribute("aria-valuetext", new RegExp(`^${ceiling - 3},00\\s€$`));

    // Dragged with the pointer: applied once the thumb is released, not while it moves.
    const lowest = price.getByRole("slider", { name: "Prix minimum" });
    const box = await lowest.boundingBox();
    if (!box) throw new Error("le curseur n'est pas affiché");
    await page.mouse.move(box.x + 10, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2, { steps: 5 });
    await expect(page).not.toHaveURL(/prix_min=/);
    await page.mouse.up();
    await expect(page).toHaveURL(/prix_min=\d+/);
    const low = Number(new URL(page.url()).searchParams.get("prix_min"));
    expect(low).toBeGreaterThan(0);
    // The address changes first, then React shows the new list: wait until every book shown is in the range.
    await expect.poll(async () => Math.min(...(await shownPrices(page)))).toBeGreaterThanOrEqual(low);

    // Back undoes the last one: the lower thumb goes back to 0 with the address.
    await page.goBack();
    await expect(page).not.toHaveURL(/prix_min=/);
    await expect(lowest).toHaveValue("0");
    await expect(highest).toHaveValue(String(ceiling - 3));
    expect(Number((await count(page).textContent())?.split(" ")[0])).toBeLessThan(before);

    // The three keys were one choice, so one entry: the next Back leaves the price filter altogether.
    await page.goBack();
    await expect(page).not.toHaveURL(/prix_max=/);
    await expect(highest).toHaveValue(String(ceiling));
    await expect(count(page)).toHaveText(`${before} livres trouvés`);
  });

  test("with both thumbs at the top of the range, the pointer takes the lower one and can bring it back down", async ({
    page,
  }) => {
    await page.goto("/theme/documentaires");
    const price = page.getByRole("complementary", { name: "Filtres" }).getByRole("group", { name: "Prix" });
    const ceiling = Number(await price.getByRole("slider", { name: "Prix maximum" }).getAttribute("max"));
    await page.goto(`/theme/documentaires?prix_min=${ceiling}`);
    const lowest = price.getByRole("slider", { name: "Prix minimum" });
    await expect(lowest).toHaveValue(String(ceiling));

    // Both thumbs sit at the right end, half a thumb (0.625rem) from the input's edge: the drag starts there.
    const box = await lowest.boundingBox();
    if (!box) throw new Error("le curseur n'est pas affiché");
    await page.mouse.move(box.x + box.width - 10, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => Number(new URL(page.url()).searchParams.get("prix_min"))).toBeLessThan(ceiling);
    await expect(price.getByRole("slider", { name: "Prix maximum" })).toHaveValue(String(ceiling));
  });

  test("publishers show 10 entries, 20 after 'Voir plus', 10 again after 'Voir moins'", async ({ page, isMobile }) => {
    test.skip(isMobile, "same component on mobile");
    await page.goto("/age");
    const publishers = page.getByRole("group", { name: "Éditeurs" });
    await expect(publishers.getByRole("checkbox")).toHaveCount(10);
    await publishers.getByRole("button", { name: "Voir plus" }).click();
    await expect(publishers.getByRole("checkbox")).toHaveCount(20);
    await publishers.getByRole("button", { name: "Voir moins" }).click();
    await expect(publishers.getByRole("checkbox")).toHaveCount(10);
  });

  test("pagination goes to the next page and shows the page numbers of docs/product.md §2.10", async ({ page }) => {
    await page.goto("/age");
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await expect(pagination.getByText("…")).toBeVisible();
    await pagination.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(pagination.locator('[aria-current="page"]')).toHaveText("2");
  });

  test("search shows the term and count, forgives typos, and prompts when empty", async ({ page }) => {
    await page.goto("/recherche?q=dinosor");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Résultats de recherche");
    await expect(page.getByText(/\d+ résultats pour « dinosor »/)).toBeVisible();
    await expect(page.getByRole("region", { name: "Livres" }).getByRole("article").first()).toBeVisible();
    await page.goto("/recherche");
    await expect(page.getByText("Saisissez un titre, un auteur, un sujet ou un éditeur")).toBeVisible();
  });

  test("markup in the search term is shown as text, never run", async ({ page }) => {
    let dialog = false;
    page.on("dialog", () => {
      dialog = true;
    });
    await page.goto("/recherche?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E");
    await expect(page.getByText("résultats pour « <script>alert(1)</script> »")).toBeVisible();
    expect(dialog).toBe(false);
  });

  test("cards far below the screen are laid out only as they come near it, and a focused card keeps its whole outline", async ({
    page,
  }) => {
    await page.goto("/age/6-8-ans");
    const cards = page.getByRole("region", { name: "Livres" }).getByRole("article");
    await expect(cards).toHaveCount(36);
    const laidOut = (card: import("@playwright/test").Locator) =>
      card.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    expect(await laidOut(cards.first())).toBe(true);
    expect(await laidOut(cards.last())).toBe(false);
    await cards.last().scrollIntoViewIfNeeded();
    await expect.poll(() => laidOut(cards.last())).toBe(true);

    // A cell clips its painting to its box, plus a margin wider than the focus outline (3 px at 2 px).
    const margin = await cards
      .first()
      .evaluate((element) => Number.parseFloat(getComputedStyle(element.parentElement as Element).overflowClipMargin));
    expect(margin).toBeGreaterThanOrEqual(5);
  });

  test("unknown age, theme and subject slugs answer 404", async ({ request }) => {
    for (const path of ["/age/99-ans", "/theme/inconnu", "/categorie/pas-un-sujet"]) {
      expect((await request.get(path)).status()).toBe(404);
    }
    expect((await request.get("/age?page=abc&tri=zz&prix_min=-1&prix_max=abc")).status()).toBe(200);
    expect((await request.get(`/recherche?q=${"a".repeat(2000)}`)).status()).toBe(200);
  });
});

test.describe("age page loading errors", () => {
  test.use({ expectedConsoleErrors: [/status of 500/] });

  test("retries 3 times, then shows the toast and 'Erreur de chargement'; 'Réessayer' loads the page", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    // Other tests sell books meanwhile: their stock events would make this page reload and count more attempts.
    await page.route("**/api/events", (route) =>
      route.fulfill({ status: 200, contentType: "text/event-stream", body: "retry: 600000\n\n" }),
    );
    await page.goto("/age/4-6-ans");
    let attempts = 0;
    await page.route("**/age/4-6-ans.data*", (route) => {
      attempts++;
      return route.fulfill({ status: 500, body: "panne" });
    });
    await page.waitForLoadState("networkidle");
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page.getByRole("heading", { name: "Erreur de chargement" })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText("Échec du chargement des produits")).toBeVisible();
    expect(attempts).toBe(4);

    await page.unroute("**/age/4-6-ans.data*");
    await page.getByRole("button", { name: "Réessayer" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Livres 4-6 ans");
    await expect(page.getByRole("navigation", { name: "Pagination" }).locator('[aria-current="page"]')).toHaveText("2");
  });
});

test.describe("the price filter without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("its form sends both bounds with the listing's other filters", async ({ page }) => {
    await page.goto("/theme/documentaires?tri=price-asc");
    const price = page.getByRole("group", { name: "Prix" });
    await price.getByRole("slider", { name: "Prix minimum" }).fill("5");
    await price.getByRole("button", { name: "Filtrer par prix" }).click();
    await expect(page).toHaveURL(/tri=price-asc/);
    await expect(page).toHaveURL(/prix_min=5(&|$)/);
    const first = await page.getByRole("region", { name: "Livres" }).getByRole("article").first().textContent();
    expect(
      Number(
        /(\d+),(\d{2})/
          .exec(first ?? "")
          ?.slice(1)
          .join("."),
      ),
    ).toBeGreaterThanOrEqual(5);
  });
});

test.describe("a listing asked with noise in its address (issue 43)", () => {
  test("the links and forms of a noisy listing carry its canonical parameters only", async ({ page }) => {
    await page.goto(`/age/6-8-ans?${"etat=bon-etat&".repeat(40)}fill=1&utm_campaign=noel`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const next = page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Suivante" });
    await expect(next).toHaveAttribute("href", "/age/6-8-ans?etat=bon-etat&page=2");
    const hidden = await page
      .locator('main input[type="hidden"]')
      .evaluateAll((inputs) =>
        inputs.map((input) => `${(input as HTMLInputElement).name}=${(input as HTMLInputElement).value}`),
      );
    expect(hidden.filter((field) => !field.startsWith("etat="))).toEqual([]);
  });
});
