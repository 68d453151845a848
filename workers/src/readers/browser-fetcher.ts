import {
  chromium,
  type Browser,
  type BrowserContext,
  type LaunchOptions,
  type Page,
  type Route,
} from 'playwright-core';
import { BlockedUrlError, FetchError } from '../http/errors';
import { assertPublicUrl, type AllowPrivate } from '../http/ssrf';
import type { FetchOptions, FetchResult, Fetcher } from '../http/types';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

export interface BrowserFetcherOptions {
  /** Fetches the pages themselves (politeness, robots.txt, SSRF guard, limits): the worker's Fetcher. */
  pageFetcher: Fetcher;
  /** Private destinations the page's own requests may reach (`true` in tests, or `host:port` origins). */
  allowPrivate?: AllowPrivate;
  /** The page is ready when this selector appears; a page that never shows it is lost. */
  waitFor?: string;
  waitForTimeoutMs?: number;
  navigationTimeoutMs?: number;
  launch?: LaunchOptions;
}

// Pixels and fonts are never read; skipping them makes pages render sooner and ask less of the store.
const SKIPPED_TYPES = new Set(['image', 'media', 'font']);
const MAX_REDIRECTS = 5;

/**
 * A Fetcher whose pages are rendered by Chromium, so listings drawn by JavaScript are in the HTML it
 * returns. The browser does not reach the network by itself: every request goes through a route.
 * The page document is fetched with the worker's Fetcher (same politeness and SSRF guard as every
 * reader); the page's own requests (scripts, XHR) are refused unless they are http(s) to a public
 * address (or allowed), each redirect hop checked again; WebSockets likewise; service workers blocked.
 */
export class BrowserFetcher implements Fetcher {
  private pages = 0;
  private readonly blocked: string[] = [];
  private readonly navigations = new WeakMap<Page, Navigation>();

  private constructor(
    private readonly browser: Browser,
    private readonly context: BrowserContext,
    private readonly options: BrowserFetcherOptions,
  ) {}

  static async launch(options: BrowserFetcherOptions): Promise<BrowserFetcher> {
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
      ...options.launch,
    });
    try {
      const context = await browser.newContext({ serviceWorkers: 'block', acceptDownloads: false });
      const fetcher = new BrowserFetcher(browser, context, options);
      await context.route('**/*', (route) => fetcher.handle(route));
      await context.routeWebSocket(/.*/, async (ws) => {
        if (await fetcher.isAllowed(ws.url().replace(/^ws/, 'http'))) ws.connectToServer();
        else await ws.close({ code: 1008, reason: 'blocked' });
      });
      return fetcher;
    } catch (err) {
      await browser.close();
      throw err;
    }
  }

  get pagesFetched(): number {
    return this.pages;
  }

  /** Requests the page made that were refused (private addresses, other schemes). */
  get blockedRequests(): readonly string[] {
    return this.blocked;
  }

  async close(): Promise<void> {
    await this.browser.close();
  }

  async fetch(url: string, _options?: FetchOptions): Promise<FetchResult> {
    await assertPublicUrl(url, { allowPrivate: this.options.allowPrivate });
    try {
      return await this.render(url);
    } catch (err) {
      // A page whose own script failed (its API answered 500 once) usually draws on a second try.
      if (!(err instanceof NotReadyError)) throw err;
      return await this.render(url);
    }
  }

  private async render(url: string): Promise<FetchResult> {
    const page = await this.context.newPage();
    try {
      let target = url;
      for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
        const nav = new Navigation(target);
        this.navigations.set(page, nav);
        const response = await page
          .goto(target, { waitUntil: 'load', timeout: this.options.navigationTimeoutMs ?? 30_000 })
          .catch((err: Error) => {
            if (nav.redirectTo || nav.error) return null;
            throw new FetchError(
              `el navegador no pudo abrir ${target}: ${err.message}`,
              target,
              undefined,
              true,
            );
          });
        if (nav.error) throw nav.error;
        if (nav.redirectTo) {
          target = nav.redirectTo;
          continue;
        }
        if (!response) throw new FetchError(`sin respuesta para ${target}`, target, undefined, true);
        await this.waitUntilReady(page, target);
        this.pages++;
        const text = await page.content();
        return {
          url: page.url(),
          status: 200,
          headers: new Headers(await response.allHeaders()),
          text,
          bytes: Buffer.from(text),
        };
      }
      throw new FetchError(`demasiadas redirecciones desde ${url}`, url, undefined, false);
    } finally {
      this.navigations.delete(page);
      await page.close();
    }
  }

  private async waitUntilReady(page: Page, url: string): Promise<void> {
    const { waitFor, waitForTimeoutMs = 15_000 } = this.options;
    if (waitFor) {
      await page.waitForSelector(waitFor, { state: 'attached', timeout: waitForTimeoutMs }).catch(() => {
        throw new NotReadyError(`la página no mostró "${waitFor}" a tiempo`, url);
      });
    } else {
      // Without a selector to wait for, settle for the network going quiet for a moment.
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    }
  }

  async isAllowed(url: string): Promise<boolean> {
    try {
      await assertPublicUrl(url, { allowPrivate: this.options.allowPrivate });
      return true;
    } catch (err) {
      if (!(err instanceof BlockedUrlError)) throw err;
      this.blocked.push(url);
      return false;
    }
  }

  private async handle(route: Route): Promise<void> {
    const request = route.request();
    try {
      const frame = request.frame();
      const nav = this.navigations.get(frame.page());
      if (request.isNavigationRequest() && frame === frame.page().mainFrame() && nav && !nav.served) {
        await this.serveDocument(route, nav);
        return;
      }
      if (SKIPPED_TYPES.has(request.resourceType()) || !(await this.isAllowed(request.url()))) {
        await route.abort('blockedbyclient');
        return;
      }
      let response = await route.fetch({ maxRedirects: 0 });
      let at = request.url();
      for (let hop = 0; response.status() >= 300 && response.status() < 400 && hop < MAX_REDIRECTS; hop++) {
        const location = response.headers()['location'];
        if (!location) break;
        at = new URL(location, at).href;
        if (!(await this.isAllowed(at))) {
          await route.abort('blockedbyclient');
          return;
        }
        response = await route.fetch({ url: at, maxRedirects: 0 });
      }
      await route.fulfill({ response });
    } catch {
      await route.abort('failed').catch(() => undefined);
    }
  }

  /** The page document comes from the worker's Fetcher; a redirect becomes a new navigation. */
  private async serveDocument(route: Route, nav: Navigation): Promise<void> {
    nav.served = true;
    let result: FetchResult;
    try {
      result = await this.options.pageFetcher.fetch(nav.url, { accept: 'text/html,application/xhtml+xml' });
    } catch (err) {
      nav.error = err as Error;
      await route.abort('failed');
      return;
    }
    if (result.url !== nav.url) {
      nav.redirectTo = result.url;
      await route.abort('aborted');
      return;
    }
    await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: result.text });
  }
}

/** One navigation of a page: its URL, and how the document request ended. */
class Navigation {
  served = false;
  redirectTo?: string;
  error?: Error;
  constructor(readonly url: string) {}
}

/** The page loaded but never showed what the recipe waits for. */
class NotReadyError extends FetchError {
  constructor(message: string, url: string) {
    super(message, url, undefined, true);
  }
}
