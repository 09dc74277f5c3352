import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{app,core,server,scripts,bench,build-plugins}/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: process.env.CI ? ["default", ["json", { outputFile: "reports/vitest.json" }]] : ["default"],
  },
});
