import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./e2e/support/chromium.ts";

const PORT = Number(process.env.E2E_PORT ?? 4317);
const baseURL = `http://localhost:${PORT}`;
/** Debian's Chromium: the machines reach no browser download (README). */
const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [["list"], ["json", { outputFile: "reports/playwright.json" }]] : "list",
  timeout: 30_000,
  // Two cores run the server, two browsers and the database: a checkout can take a few seconds under that load.
  expect: { timeout: 10_000 },
  use: { baseURL, trace: "retain-on-failure", locale: "fr-FR", launchOptions: chromium },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium } },
    { name: "mobile", use: { ...devices["Pixel 7"], launchOptions: chromium } },
  ],
  webServer: {
    // A fresh embedded database each run: the demo catalogue is created on first start, as on a new machine.
    command: `rm -rf .e2e-data/${PORT} && node server/main.ts`,
    url: `${baseURL}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: `.e2e-data/${PORT}`,
      SITE_URL: baseURL,
      LOCAL_TEST_PAYMENTS: "true",
      LOCAL_STOREFRONT_TOKEN: "bouquinerie-e2e-storefront-token",
      // No proxy in front: production's drain would only delay the stop.
      SHUTDOWN_DRAIN_SECONDS: "0",
      // The test runner stands in for a proxy: each test is its own visitor address (e2e/fixtures.ts).
      TRUST_PROXY: "loopback",
    },
  },
});
