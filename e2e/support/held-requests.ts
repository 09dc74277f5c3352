import type { Page } from "@playwright/test";

/**
 * Requests to the server held until `release`. Code: the test acts on the server-rendered page before that code takes
 * it over, a widget's lazily loaded code (the menus' panels, a dialog) or the client entry itself. An API call:
 * the test sees the page while it waits for the answer.
 */
export async function holdRequests(page: Page, url: RegExp) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = false;
  await page.route(url, async (route) => {
    requested = true;
    await held;
    // A page left while its request was held (a form followed before hydration) has no request to continue.
    await route.continue().catch(() => {});
  });
  return { release, requested: () => requested };
}
