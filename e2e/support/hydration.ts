import { expect, type Page } from "@playwright/test";

/**
 * Waits until the page answers taps: the root component marks `<html data-hydrated>` once React has hydrated
 * everything below it (app/lib/document/hydration-signal.ts, with the names of core/hydration-mark.ts). HTML that
 * React Router did not render (the /go redirection page) has nothing to wait for; a page that navigates meanwhile is
 * waited for at its destination.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page
          .evaluate(() => !("__reactRouterContext" in window) || document.documentElement.hasAttribute("data-hydrated"))
          .catch(() => false),
      { message: "la page ne s'hydrate pas" },
    )
    .toBe(true);
}
