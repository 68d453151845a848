import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

/** e2e/screenshots/<project>/<screen>.png (gitignored), overwritten by every run. */
export const SCREENSHOTS_DIR = fileURLToPath(new URL('../screenshots', import.meta.url));

export async function saveScreenshot(page: Page, testInfo: TestInfo, screen: string): Promise<string> {
  const file = path.join(SCREENSHOTS_DIR, testInfo.project.name, `${screen}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}
