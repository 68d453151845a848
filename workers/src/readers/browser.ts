import { productPageUrls, readProductPages } from './jsonld';
import { readWithRecipe } from './recipe';
import { Crawl } from './shared/crawl';
import { siteUrl } from './shared/urls';
import { PermanentReadError, type ReadBatch, type ReaderContext, type StoreReader } from './types';

/**
 * Sites that draw their listings with JavaScript, rendered in Chromium (playwright-core, Debian's
 * /usr/bin/chromium). With an HTML recipe, its start URLs are rendered and read with the recipe
 * (`waitFor` says when a page is ready); without one, product pages (settings.productUrls, else the
 * sitemaps) are rendered and read as schema.org pages.
 */
async function* read(ctx: ReaderContext): AsyncIterable<ReadBatch> {
  const plain = new Crawl(ctx, 'browser');
  const { recipe, productUrls, allowPrivate } = plain.settings;
  if (recipe && recipe.type !== 'html') {
    throw new PermanentReadError(
      'el lector con navegador usa recetas HTML; un feed JSON se lee con el lector "recipe"',
    );
  }
  const issues: ReadBatch['issues'] = [];
  // Sitemaps need no browser: they are read with the plain fetcher before Chromium starts.
  const urls = recipe
    ? []
    : (productUrls?.map((u) => siteUrl(ctx.baseUrl, u)) ?? (await productPageUrls(plain, ctx, issues)));
  if (issues.length) yield { listings: [], issues };

  // Loaded on demand: only stores read with a browser pay for Playwright.
  const { BrowserFetcher } = await import('./browser-fetcher');
  const browser = await BrowserFetcher.launch({
    pageFetcher: ctx.fetcher,
    allowPrivate: allowPrivate ?? false,
    waitFor: recipe?.waitFor,
    waitForTimeoutMs: recipe?.waitForTimeoutMs,
  });
  const onAbort = () => void browser.close();
  ctx.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const rendered = new Crawl(
      { ...ctx, fetcher: browser, maxPages: Math.max(1, ctx.maxPages - plain.pagesFetched) },
      'browser',
    );
    if (recipe) yield* readWithRecipe(rendered, recipe);
    else yield* readProductPages(rendered, urls);
  } finally {
    ctx.signal?.removeEventListener('abort', onAbort);
    await browser.close();
  }
}

export const browserReader: StoreReader = {
  name: 'browser',
  // Rendering is the costly last resort: chosen by an operator (or a recipe that asks to wait), not guessed.
  async detect(ctx) {
    const recipe = (ctx.settings as { recipe?: { type?: string; waitFor?: string } } | undefined)?.recipe;
    return recipe?.type === 'html' && Boolean(recipe.waitFor);
  },
  read,
};
