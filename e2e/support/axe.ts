import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** WCAG 2.1 A and AA, the level the accessibility statement claims. */
export const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * axe-core on the page as it is now, or on the part of it `within` selects: no serious or critical finding, with
 * nothing excluded. A scan of the whole home page takes seconds on a busy machine: a test that opens several parts in
 * turn scans each part only.
 */
export async function expectNoSeriousAxeFinding(page: Page, what: string, within?: string): Promise<void> {
  // A toast or a panel still fading in has its colours mixed with the page's: axe would measure that frame's contrast.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => {})),
    ),
  );
  const scan = new AxeBuilder({ page }).withTags(WCAG_21_AA);
  const results = await (within ? scan.include(within) : scan).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}) : ${violation.nodes.map((node) => node.target).join(" | ")}`,
    );
  expect(blocking, `${what} : constats graves d'axe`).toEqual([]);
}
