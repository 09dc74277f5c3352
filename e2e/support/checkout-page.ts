import type { Page } from "@playwright/test";

/** The test payment's cards, typed with spaces as a buyer copies them (the form keeps the digits). */
export const TYPED_TEST_CARDS = { accepted: "4242 4242 4242 4242", declined: "4000 0000 0000 0002" } as const;

/** The buyer every checkout test uses; only the address's country and postal code vary. */
export const TEST_BUYER = {
  email: "camille.martin@exemple.fr",
  name: "Camille Martin",
  line1: "12 rue des Lilas",
  postalCode: "75011",
  city: "Paris",
  country: "France",
} as const;

/** The hosted checkout page, by its labels and button names. */
export class CheckoutPage {
  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async fillBuyer(address: { postalCode: string; country: string } = TEST_BUYER) {
    const { page } = this;
    await page.getByLabel("Adresse e-mail", { exact: true }).fill(TEST_BUYER.email);
    await page.getByLabel("Nom et prénom", { exact: true }).fill(TEST_BUYER.name);
    await page.getByLabel("Adresse (numéro et rue)", { exact: true }).fill(TEST_BUYER.line1);
    await page.getByLabel("Code postal", { exact: true }).fill(address.postalCode);
    await page.getByLabel("Ville", { exact: true }).fill(TEST_BUYER.city);
    await page.getByLabel("Pays", { exact: true }).selectOption({ label: address.country });
    await page.getByRole("radio", { name: /Point relais/ }).check();
  }

  async pay(cardNumber: string) {
    await this.page.getByLabel("Numéro de carte de test", { exact: true }).fill(cardNumber);
    await this.page.getByRole("button", { name: /^Payer .* \(paiement de test\)$/ }).click();
  }
}
