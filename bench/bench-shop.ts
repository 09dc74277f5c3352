import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../server/config.ts";
import { startShop } from "../server/start-shop.ts";

/** A fresh production shop on a free port of its own (its image URLs carry that port), for browser benchmarks. */
export async function startBenchShop(
  count: number,
): Promise<{ url: string; productPath: string; close(): Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bouquinerie-bench-"));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    SITE_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    DEMO_CATALOGUE_SIZE: String(count),
    SHUTDOWN_DRAIN_SECONDS: "0",
  });
  const shop = await startShop(config, () => {});
  const home = await (await fetch(`${shop.url}/`)).text();
  const productPath = /href="(\/produit\/[^"]+)"/.exec(home)?.[1];
  if (!productPath) throw new Error("aucun lien produit sur la page d'accueil");
  return {
    url: shop.url,
    productPath,
    async close() {
      await shop.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== "object" || !address) throw new Error("aucun port libre");
  return address.port;
}

export { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../e2e/support/chromium.ts";
