import type { BrowserContext } from '@playwright/test';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The title of the page served in place of any outside site (e.g. a store opened in a new tab). */
export const OUTSIDE_PAGE_TITLE = 'Sitio externo (simulado por la e2e)';

/**
 * Nothing leaves the machine: every request to a host other than this one is answered here. A page
 * navigation (a store link opened in a new tab) gets a stand-in page, so the tab opens and its URL can be
 * checked; anything else (scripts, images, Google's sign-in script) is aborted. Context-wide, so popups
 * are covered from their first request. Returns the outside URLs that were asked for.
 */
export async function guardNetwork(context: BrowserContext): Promise<string[]> {
  const outside: string[] = [];
  await context.route(
    (url) => !LOCAL_HOSTS.has(url.hostname),
    async (route) => {
      const request = route.request();
      outside.push(request.url());
      if (request.isNavigationRequest() && request.resourceType() === 'document') {
        await route.fulfill({
          status: 200,
          contentType: 'text/html; charset=utf-8',
          body: `<!doctype html><html lang="es"><title>${OUTSIDE_PAGE_TITLE}</title><h1>${OUTSIDE_PAGE_TITLE}</h1></html>`,
        });
      } else {
        await route.abort('blockedbyclient');
      }
    },
  );
  return outside;
}
