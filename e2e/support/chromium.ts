import type { LaunchOptions } from '@playwright/test';

/** Debian's Chromium (`npx playwright install` cannot download browsers here). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: CHROMIUM_PATH,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
    // Chromium's own controls (time inputs, file pickers) in Spanish, as shoppers in Argentina see them.
    '--lang=es-AR',
    // Belt and braces beside the request routing in support/network-guard.ts: no host but the
    // loopback one resolves, so nothing the browser does on its own reaches the internet.
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
  ],
};
