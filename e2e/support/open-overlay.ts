import { expect, type Locator } from "@playwright/test";

/**
 * Clicks `trigger` until `overlay` shows. A click before hydration is lost, so one retry is needed now and then; but
 * once a click has landed the overlay's code may still be downloading, and a modal overlay then hides the trigger
 * from the accessibility tree: click again only while the overlay is not there, and never wait long on the trigger.
 */
export async function openOverlay(trigger: Locator, overlay: Locator): Promise<void> {
  await expect(async () => {
    if (!(await overlay.isVisible())) await trigger.click({ timeout: 2_000 });
    await expect(overlay).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
