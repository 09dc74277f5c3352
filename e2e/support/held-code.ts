import type { Page } from "@playwright/test";

/**
 * A widget's lazily loaded code on its way from the server, held until `release`: the test acts on the server-rendered
 * stand-in before the widget takes it over (docs/decisions/009).
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
