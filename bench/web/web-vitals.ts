import type { Browser } from '@playwright/test';

/** Lighthouse's mobile settings (its "slow 4G" profile and a mid-range phone), applied through CDP. */
export const MOBILE_THROTTLING = {
  rttMs: 150,
  downloadKbps: 1638.4,
  uploadKbps: 750,
  cpuSlowdown: 4,
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
} as const;

const MOBILE_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

export interface VitalsRun {
  lcpMs: number;
  cls: number;
  /** What the largest paint was, e.g. 'img.banner__image /demo-assets/banners/3.svg'. */
  lcpElement: string;
}

/**
 * Collected in the page from its first script on: the last largest-contentful-paint candidate, and CLS
 * as web-vitals defines it (the worst session window of shifts without recent input, ≤ 1 s apart, ≤ 5 s).
 */
const OBSERVER_SCRIPT = `
  window.__vitals = { lcp: 0, cls: 0, lcpElement: '' };
  const describe = (entry) => {
    const el = entry.element;
    if (!el) return '';
    const classes = typeof el.className === 'string' && el.className.trim() ? '.' + el.className.trim().split(/\\s+/).join('.') : '';
    return el.tagName.toLowerCase() + classes + (entry.url ? ' ' + new URL(entry.url).pathname : '');
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__vitals.lcp = entry.renderTime || entry.loadTime || entry.startTime;
      window.__vitals.lcpElement = describe(entry);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  let windowValue = 0, windowStart = 0, last = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      if (windowValue && entry.startTime - last < 1000 && entry.startTime - windowStart < 5000) {
        windowValue += entry.value;
      } else {
        windowValue = entry.value;
        windowStart = entry.startTime;
      }
      last = entry.startTime;
      window.__vitals.cls = Math.max(window.__vitals.cls, windowValue);
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

/** One cold visit under mobile throttling; LCP and CLS read once the page has settled. */
export async function measureVitals(browser: Browser, url: string): Promise<VitalsRun> {
  const context = await browser.newContext({
    viewport: MOBILE_THROTTLING.viewport,
    deviceScaleFactor: MOBILE_THROTTLING.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: MOBILE_UA,
  });
  const page = await context.newPage();
  await page.addInitScript(OBSERVER_SCRIPT);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE_THROTTLING.rttMs,
    downloadThroughput: (MOBILE_THROTTLING.downloadKbps * 1024) / 8,
    uploadThroughput: (MOBILE_THROTTLING.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_THROTTLING.cpuSlowdown });
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  // Late shifts (skeletons swapped for cards after 1 s, images decoding) still count.
  await page.waitForTimeout(3000);
  const vitals = (await page.evaluate('window.__vitals')) as { lcp: number; cls: number; lcpElement: string };
  await context.close();
  return { lcpMs: Math.round(vitals.lcp), cls: Number(vitals.cls.toFixed(4)), lcpElement: vitals.lcpElement };
}
