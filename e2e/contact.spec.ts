import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const MESSAGES = {
  name: "Le nom est requis",
  email: "Email invalide",
  subject: "Le sujet est requis",
  message: "Le message est requis",
};

async function openContact(page: Page): Promise<void> {
  await page.goto("/contact");
  await expect(page.getByRole("form", { name: "Envoyez-nous un message" })).toHaveAttribute("data-enhanced", "true");
}

async function fillValid(page: Page, marker: string): Promise<void> {
  await page.getByRole("textbox", { name: "Nom", exact: true }).fill("  Camille Martin  ");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("camille@exemple.fr");
  await page.getByRole("textbox", { name: "Sujet", exact: true }).fill(`Question ${marker}`);
  await page
    .getByRole("textbox", { name: "Message", exact: true })
    .fill("<script>alert('x')</script> Avez-vous des livres sur les dinosaures ?");
}

test("la page contact affiche l'e-mail et le téléphone configurés", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("link", { name: "contact@bouquinerie.example" })).toHaveAttribute(
    "href",
    "mailto:contact@bouquinerie.example",
  );
  await expect(page.getByRole("link", { name: "01 23 45 67 89" })).toHaveAttribute("href", "tel:0123456789");
});

test("le formulaire signale chaque erreur sous son champ puis revérifie à la saisie", async ({ page }) => {
  await openContact(page);
  await page.getByRole("button", { name: "Envoyer le message" }).click();
  for (const [field, message] of Object.entries(MESSAGES)) {
    const label = { name: "Nom", email: "Email", subject: "Sujet", message: "Message" }[field] ?? field;
    const input = page.getByRole("textbox", { name: label, exact: true });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(message);
  }
  await expect(page.getByRole("textbox", { name: "Nom", exact: true })).toBeFocused();

  await page.getByRole("textbox", { name: "Nom", exact: true }).fill("a".repeat(101));
  await expect(page.getByText("Le nom doit faire moins de 100 caractères")).toBeVisible();
  await page.getByRole("textbox", { name: "Nom", exact: true }).fill("a".repeat(100));
  await expect(page.getByText("Le nom doit faire moins de 100 caractères")).toBeHidden();
  await expect(page.getByRole("textbox", { name: "Nom", exact: true })).not.toHaveAttribute("aria-invalid", "true");

  await page.getByRole("textbox", { name: "Email", exact: true }).fill("camille@");
  await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveAccessibleDescription("Email invalide");
  await page.getByRole("textbox", { name: "Message", exact: true }).fill("m".repeat(2001));
  await expect(page.getByText("Le message doit faire moins de 2000 caractères")).toBeVisible();
});

test("un message valide est envoyé : bouton 'Envoi en cours...', toast de succès, formulaire vidé", async ({
  page,
}) => {
  await openContact(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/contact.data*", async (route) => {
    await held;
    await route.continue();
  });
  await fillValid(page, "avec JavaScript");
  await page.getByRole("button", { name: "Envoyer le message" }).click();
  const busy = page.getByRole("button", { name: "Envoi en cours..." });
  await expect(busy).toBeDisabled();
  release();
  await expect(page.getByText("Message envoyé")).toBeVisible();
  await expect(page.getByText("Nous avons bien reçu votre message et vous répondrons sous peu.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Nom", exact: true })).toHaveValue("");
  await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue("");
  await expect(page.getByRole("button", { name: "Envoyer le message" })).toBeEnabled();
});

test.describe("quand l'envoi échoue", () => {
  test.use({ expectedConsoleErrors: [/status of 503/] });

  test("un toast d'erreur s'affiche et la saisie est conservée", async ({ page }) => {
    await openContact(page);
    // Only the submission fails; the reload of the page's data that follows it still reaches the server.
    await page.route("**/contact.data*", (route) =>
      route.request().method() === "POST" ? route.fulfill({ status: 503, body: "indisponible" }) : route.continue(),
    );
    await fillValid(page, "en panne");
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(page.getByText("Erreur", { exact: true })).toBeVisible();
    await expect(
      page.getByText("Une erreur est survenue lors de l'envoi du message. Veuillez réessayer."),
    ).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Sujet", exact: true })).toHaveValue("Question en panne");
  });
});

test.describe("sans JavaScript", () => {
  test.use({ javaScriptEnabled: false, expectedConsoleErrors: [/status of 400/] });

  test("le serveur vérifie les champs et garde la saisie", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("textbox", { name: "Nom", exact: true }).fill("Camille");
    await page.getByRole("textbox", { name: "Sujet", exact: true }).fill("a".repeat(201));
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveAccessibleDescription(
      "Email invalide",
    );
    await expect(page.getByRole("textbox", { name: "Sujet", exact: true })).toHaveAccessibleDescription(
      "Le sujet doit faire moins de 200 caractères",
    );
    await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveAccessibleDescription(
      "Le message est requis",
    );
    await expect(page.getByRole("textbox", { name: "Nom", exact: true })).toHaveValue("Camille");
  });

  test("un message valide est enregistré et la page confirme l'envoi", async ({ page }) => {
    await page.goto("/contact");
    await fillValid(page, "sans JavaScript");
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    const notice = page.getByRole("status").filter({ hasText: "Message envoyé" });
    await expect(notice).toContainText("Nous avons bien reçu votre message et vous répondrons sous peu.");
    await expect(page.getByRole("textbox", { name: "Nom", exact: true })).toHaveValue("");
  });
});
