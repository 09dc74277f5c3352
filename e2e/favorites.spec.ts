import { expect, test } from "./fixtures.ts";

test("a heart adds a book to the favourites, which survive a reload and can all be removed", async ({ page }) => {
  await page.goto("/categorie/dinosaures");
  const card = page.getByRole("region", { name: "Livres" }).getByRole("article").first();
  const title = (await card.getByRole("heading").textContent()) ?? "";
  await card.getByRole("button", { name: `Ajouter ${title} aux favoris` }).click();
  await expect(page.getByText("Ajouté aux favoris")).toBeVisible();
  await expect(card.getByRole("button", { name: `Retirer ${title} des favoris` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  await page.goto("/favoris");
  await expect(page.getByRole("heading", { level: 1, name: "Mes Favoris" })).toBeVisible();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByText("1 livre", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Tout supprimer" }).click();
  await expect(page.getByText("Vous n'avez pas encore de favoris.")).toBeVisible();
});

test("removing a favourite from its heart shows 'Retiré des favoris'", async ({ page }) => {
  await page.goto("/categorie/pirates");
  const card = page.getByRole("region", { name: "Livres" }).getByRole("article").first();
  await card.getByRole("button", { name: /aux favoris$/ }).click();
  await card.getByRole("button", { name: /des favoris$/ }).click();
  await expect(page.getByText("Retiré des favoris")).toBeVisible();
});

test("a corrupted favourites value in local storage is ignored", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => localStorage.setItem("wishlist-storage", "{pas du json"));
  await page.goto("/favoris");
  await expect(page.getByText("Vous n'avez pas encore de favoris.")).toBeVisible();
});

test("/account/favorites leads to /favoris", async ({ page }) => {
  await page.goto("/account/favorites");
  await expect(page).toHaveURL(/\/favoris$/);
});
