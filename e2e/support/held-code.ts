import type { Page } from "@playwright/test";

/**
 * Code on its way from the server, held until `release`: the test acts on the server-rendered page before that code
 * takes it over, a widget's lazily loaded code (docs/decisions/009) or the client entry itself (decision 010).
 */
export async function holdCode(page: Page, chunk: RegExp) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = false;
  await page.route(chunk, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  return { release, requested: () => requested };
}
