import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { openOverlay } from "./support/open-overlay.ts";
import { type ShopProcess, startShopProcess } from "./support/shop-process.ts";

const chatButton = (page: Page) => page.getByRole("button", { name: /l'assistant$/ }).first();
const panel = (page: Page) => page.getByRole("dialog", { name: "Assistant de la boutique" });
const input = (page: Page) => panel(page).getByRole("textbox", { name: "Votre message" });
const conversation = (page: Page) => panel(page).getByRole("log", { name: "Conversation" });

/** Opens the chat, clicking again if the first click came before hydration. */
async function openChat(page: Page) {
  await openOverlay(page.getByRole("button", { name: "Ouvrir l'assistant" }), panel(page));
}

/** The panel's link to how conversations are kept leads to the personal data section of the legal notices. */
async function followPrivacyLink(page: Page) {
  await panel(page).getByRole("link", { name: "Comment vos messages sont conservés" }).first().click();
  await expect(page).toHaveURL(/\/mentions-legales#donnees-personnelles-titre$/);
  const section = page.getByRole("region", { name: "Données personnelles" });
  await expect(section.getByRole("heading", { name: "Données personnelles" })).toBeInViewport();
  return section;
}

test("says in its panel and its first message that it is an automated assistant, with how messages are kept", async ({
  page,
}) => {
  await page.goto("/");
  await openChat(page);
  await expect(panel(page)).toHaveAccessibleDescription(/^Assistant automatique, pas un conseiller/);
  await expect(conversation(page)).toContainText("Je suis l'assistant automatique de Bouquinerie, pas une personne");
  await expect(panel(page)).not.toContainText("intelligence artificielle");
  await expect(conversation(page).getByRole("link", { name: "Comment vos messages sont conservés" })).toBeVisible();
  const section = await followPrivacyLink(page);
  await expect(section).toContainText("L'assistant de discussion est un assistant automatique, pas une personne");
  await expect(section).not.toContainText("intelligence artificielle");
});

test.describe("with a language model writing the answers (LLM_BASE_URL)", () => {
  test.skip(({ isMobile }) => isMobile, "the configuration changes the words, not the layout: one viewport is enough");
  test.describe.configure({ mode: "serial" });

  let model: Server | undefined;
  let shop: ShopProcess | undefined;
  let dataDir = "";

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // An OpenAI-compatible model on loopback that writes back the facts it is given, word for word.
    model = createServer(async (req, res) => {
      let raw = "";
      for await (const chunk of req) raw += chunk;
      const system = (JSON.parse(raw) as { messages: Array<{ content: string }> }).messages[0]?.content ?? "";
      const facts = system.split("FAITS :\n")[1] ?? "";
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ choices: [{ message: { role: "assistant", content: facts } }] }));
    });
    model.listen(0, "127.0.0.1");
    await new Promise((resolve) => model?.once("listening", resolve));
    dataDir = mkdtempSync(path.join(tmpdir(), "bouquinerie-e2e-chat-model-"));
    shop = await startShopProcess({
      DATA_DIR: dataDir,
      DEMO_CATALOGUE_SIZE: "60",
      LLM_BASE_URL: `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`,
      LLM_MODEL: "modele-de-test",
    });
  });

  test.afterAll(async () => {
    await shop?.stop();
    model?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test("says in its panel and its first message that an artificial intelligence writes the answers", async ({
    page,
  }) => {
    await page.goto(`${shop?.url}/`);
    await openChat(page);
    await expect(panel(page)).toHaveAccessibleDescription(
      /^Assistant automatique : réponses rédigées par une intelligence artificielle/,
    );
    await expect(conversation(page)).toContainText(
      "Je suis l'assistant automatique de Bouquinerie, pas une personne : mes réponses sont rédigées par une intelligence artificielle",
    );
    await input(page).fill("Combien coûte la livraison ?");
    await input(page).press("Enter");
    await expect(conversation(page)).toContainText("4,99");
    const section = await followPrivacyLink(page);
    await expect(section).toContainText("Ses réponses sont rédigées par une intelligence artificielle");
  });
});

test("opens with a greeting, answers a book request with product links, and keeps the conversation across pages", async ({
  page,
}) => {
  await page.goto("/");
  await openChat(page);
  await expect(conversation(page)).toContainText("Bonjour ! Je suis l'assistant automatique de");
  await expect(input(page)).toBeFocused();

  await input(page).fill("un livre sur les dinosaures pour 5 ans");
  await input(page).press("Enter");
  await expect(conversation(page)).toContainText("un livre sur les dinosaures pour 5 ans");
  await expect(input(page)).toHaveValue("");
  await expect(conversation(page)).toContainText("« Dinosaures » pour les 4-6 ans");
  const productLinks = conversation(page).locator('a[href^="/produit/"]');
  await expect(productLinks.first()).toBeVisible();
  const count = await productLinks.count();
  expect(count).toBeGreaterThanOrEqual(3);
  expect(count).toBeLessThanOrEqual(5);

  const title = (await productLinks.first().textContent()) ?? "";
  await productLinks.first().click();
  await expect(page).toHaveURL(/\/produit\//);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  // On a phone the panel closed to uncover the page; on a desktop it stayed open.
  await openChat(page);
  await expect(conversation(page)).toContainText("un livre sur les dinosaures pour 5 ans");
  await expect(conversation(page).getByRole("link", { name: title })).toBeVisible();
  await expect(conversation(page).getByText(/Bonjour ! Je suis l'assistant/)).toHaveCount(1);
});

test("Shift+Enter adds a line, a blank message is not sent, and the FAQ answers a delivery question", async ({
  page,
}) => {
  await page.goto("/");
  await openChat(page);
  await input(page).press("Enter");
  await expect(conversation(page).getByText("Vous :")).toHaveCount(0);

  await input(page).fill("Combien coûte");
  await input(page).press("Shift+Enter");
  await input(page).pressSequentially("la livraison ?");
  await expect(input(page)).toHaveValue("Combien coûte\nla livraison ?");
  await input(page).press("Enter");
  await expect(conversation(page)).toContainText("point relais");
  await expect(conversation(page).getByRole("link", { name: "FAQ" })).toHaveAttribute("href", "/faq");
});

test("shows a spinner while waiting and ignores a second send meanwhile", async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/chat", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/");
  await openChat(page);
  await input(page).fill("Bonjour");
  await input(page).press("Enter");
  await expect(panel(page).getByRole("status")).toHaveText("L'assistant écrit…");
  await input(page).fill("Encore");
  await input(page).press("Enter");
  await expect(input(page)).toHaveValue("Encore");
  release();
  await expect(panel(page).getByRole("status")).toHaveCount(0);
  await expect(conversation(page).getByText("Vous :")).toHaveCount(1);
});

test.describe("when the assistant cannot be reached", () => {
  test.use({ expectedConsoleErrors: [/status of 500/] });

  test("removes the message and shows the toast of docs/product.md §8.6", async ({ page }) => {
    await page.route("**/api/chat", (route) => route.fulfill({ status: 500, body: "panne" }));
    await page.goto("/");
    await openChat(page);
    await input(page).fill("Livrez-vous en Belgique ?");
    await input(page).press("Enter");
    await expect(page.getByText("Impossible de contacter l'assistant. Réessaye dans un instant.")).toBeVisible();
    await expect(page.getByText("Erreur", { exact: true })).toBeVisible();
    await expect(conversation(page).getByText("Livrez-vous en Belgique ?")).toHaveCount(0);
    await expect(input(page)).toHaveValue("Livrez-vous en Belgique ?");
  });
});

test("Escape closes the panel and gives the focus back to the button", async ({ page }) => {
  await page.goto("/");
  await openChat(page);
  await expect(input(page)).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(panel(page)).toHaveCount(0);
  await expect(chatButton(page)).toBeFocused();
  await expect(chatButton(page)).toHaveAttribute("aria-expanded", "false");
});

test("the open panel with a reply has no accessibility violation (axe, WCAG 2.1 AA)", async ({ page }) => {
  await page.goto("/");
  await openChat(page);
  await input(page).fill("un livre sur les pirates pour 8 ans");
  await input(page).press("Enter");
  await expect(conversation(page).locator('a[href^="/produit/"]').first()).toBeVisible();
  const results = await new AxeBuilder({ page })
    .include("#assistant-panel")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});
