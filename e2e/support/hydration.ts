import { expect, type Page } from "@playwright/test";

/**
 * Waits until React has hydrated the whole page: it puts its props on `<body>` once everything inside has been
 * rendered. Keys sent before hydration are lost and taps answered only then, and the scripts start only after the
 * first paint (decision 010). HTML that React Router did not render (the /go redirection page) has nothing to wait for; a page
 * that navigates meanwhile is waited for at its destination.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page
          .evaluate(
            () =>
              !("__reactRouterContext" in window) ||
              Object.keys(document.body).some((key) => key.startsWith("__reactProps")),
          )
          .catch(() => false),
      { message: "la page ne s'hydrate pas" },
    )
    .toBe(true);
}
