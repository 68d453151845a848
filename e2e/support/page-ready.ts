/// <reference lib="dom" />
import type { Page } from '@playwright/test';

/**
 * Before a screenshot: scroll through the page so lazy images load, come back to the top, and wait
 * (up to a few seconds) for every image to finish, so the picture shows the page as a visitor sees it.
 */
export async function settleForScreenshot(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await pause(60);
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline && Array.from(document.images).some((image) => !image.complete))
      await pause(100);
  });
  // The header's tips link reappears when back at the top (it hides past 60 px).
  await page.waitForTimeout(300);
}
