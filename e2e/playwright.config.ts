import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';

/**
 * The end-to-end suite: Debian's Chromium against the product started by global-setup.ts on the demo
 * catalog, at 1280 px (desktop) and 375 px (mobile). `npm run test:e2e` from the repository root.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e',
  globalSetup: './global-setup.ts',
  // The machine is small and the app shares it with the browser.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // The JSON report lets `npm test` list the tests that were skipped, and why (scripts/skipped-tests.ts).
  reporter: [
    ['list'],
    ['json', { outputFile: `${process.env.TEST_REPORTS_DIR ?? '../test-results'}/e2e.json` }],
    ...(process.env.CI ? [['html', { open: 'never', outputFolder: '../playwright-report' }] as const] : []),
  ],
  use: {
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /back-office\//,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      // The harness checks are about services, not screens: once is enough.
      testIgnore: [/harness\//, /back-office\//],
      use: {
        viewport: { width: 375, height: 740 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 1,
        userAgent:
          'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
      },
    },
    {
      // The back office is used at desktop width. It adds stores and products, so it runs after the
      // public tests, which count the demo catalog.
      name: 'back-office',
      testMatch: /back-office\/.*\.spec\.ts$/,
      dependencies: ['desktop', 'mobile'],
      use: { viewport: { width: 1280, height: 800 } },
    },
  ],
});
