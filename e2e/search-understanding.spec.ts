import { expect, test } from "./fixtures.ts";

const books = (page: import("@playwright/test").Page) =>
  page.getByRole("region", { name: "Livres" }).getByRole("article");

for (const javaScriptEnabled of [true, false]) {
  test.describe(`a parent's own words, understood (decision 036), JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("« cadeau fille 6 ans » shows the books for 6-8 ans, says how, and the chip takes the age away", async ({
      page,
    }) => {
      await page.goto("/recherche?q=cadeau%20fille%206%20ans");
      await expect(page.getByText(/résultats pour « cadeau fille 6 ans »$/)).toBeVisible();
      const chip = page.getByRole("link", { name: "Retirer « Pour 6-8 ans »" });
      await expect(chip).toBeVisible();
      await expect(page.getByText(/« fille » : nos livres s'adressent à tous les enfants/)).toBeVisible();
      await expect(page.getByRole("checkbox", { name: /^6-8 ans/ })).toBeChecked();
      await expect(books(page).first()).toBeVisible();
      await chip.click();
      await expect(page).toHaveURL(/\/recherche\?q=cadeau\+fille$/);
      await expect(page.getByRole("link", { name: "Retirer « Pour 6-8 ans »" })).toHaveCount(0);
      await expect(page.getByRole("checkbox", { name: /^6-8 ans/ })).not.toBeChecked();
    });

    test("words no book holds are named, and the books the other words find are shown", async ({ page }) => {
      await page.goto("/recherche?q=zorglub%20dinosaures");
      await expect(
        page.getByText("Aucun livre ne parle de « zorglub » ; voici ce que trouvent les autres mots."),
      ).toBeVisible();
      await expect(books(page).first()).toBeVisible();
    });

    test("a name the catalogue lacks gets suggestions of a near spelling, called so", async ({ page }) => {
      await page.goto("/recherche?q=Tchoupi");
      await expect(page.getByText(/suggestions? pour « Tchoupi »$/)).toBeVisible();
      await expect(page.getByText(/Aucun livre ne contient « Tchoupi »/)).toBeVisible();
    });
  });
}
