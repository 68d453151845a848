/**
 * bench/web: what a first visit costs a shopper on a phone (issue 5). For `/` and the results page:
 * the gzipped JavaScript downloaded (from the network, in Chromium), and LCP and CLS in Chromium under
 * Lighthouse's mobile throttling emulated via CDP (150 ms RTT, 1.6 Mbps down / 750 kbps up, 4x CPU),
 * median of --runs cold visits. Starts the product (production mode, demo catalog, its own database)
 * unless --url points at a running one. Prints JSON with the budgets.
 *
 *   npx tsx bench/web/run.ts [--runs 3] [--url http://127.0.0.1:3000] [--products 3000]
 */
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { startStack, type Stack } from '@hardprecios/e2e/harness/stack';
import { chromiumLaunchOptions } from '@hardprecios/e2e/support/chromium';
import { measureJs } from './js-bytes';
import { measureVitals, MOBILE_THROTTLING, type VitalsRun } from './web-vitals';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    url: { type: 'string' },
    products: { type: 'string', default: '3000' },
  },
});
const runs = Math.max(1, Number(values.runs));

const PAGES = [
  { path: '/', jsBudgetKB: 100 },
  { path: '/search-result/?wordKey=ryzen', jsBudgetKB: 150 },
] as const;
const BUDGETS = { lcpMs: 2000, cls: 0.05 };

const progress = (message: string) => console.error(`bench/web: ${message}`);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

let stack: Stack | undefined;
let baseUrl = values.url;
if (!baseUrl) {
  progress('starting the app (production, demo catalog)...');
  stack = await startStack({ nodeEnv: 'production', fixtures: false, demoProducts: Number(values.products) });
  baseUrl = stack.baseUrl;
}
const browser = await chromium.launch(chromiumLaunchOptions);

try {
  const pages = [];
  for (const { path, jsBudgetKB } of PAGES) {
    const url = new URL(path, baseUrl).toString();
    progress(`${path}: JavaScript downloaded`);
    const js = await measureJs(browser, url);
    const vitals: VitalsRun[] = [];
    for (let i = 0; i < runs; i++) {
      progress(`${path}: throttled visit ${i + 1}/${runs}`);
      vitals.push(await measureVitals(browser, url));
    }
    const lcpMs = median(vitals.map((v) => v.lcpMs));
    const cls = median(vitals.map((v) => v.cls));
    pages.push({
      path,
      js: { gzipKB: js.gzipKB, wireKB: js.wireKB, files: js.scripts.length, budgetKB: jsBudgetKB },
      lcpMs,
      cls,
      runs: vitals,
      withinBudget: {
        js: js.gzipKB <= jsBudgetKB,
        lcp: lcpMs <= BUDGETS.lcpMs,
        cls: cls <= BUDGETS.cls,
      },
      scripts: js.scripts.map((s) => ({
        url: s.url,
        gzipKB: Number((s.gzipBytes / 1024).toFixed(1)),
        wireKB: Number((s.wireBytes / 1024).toFixed(1)),
        encoding: s.encoding,
      })),
    });
  }
  const withinBudget = pages.every((p) => Object.values(p.withinBudget).every(Boolean));
  console.log(
    JSON.stringify(
      { benchmark: 'web', baseUrl, throttling: MOBILE_THROTTLING, budgets: BUDGETS, pages, withinBudget },
      null,
      2,
    ),
  );
} finally {
  await browser.close();
  await stack?.stop();
}
