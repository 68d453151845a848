import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Request } from 'express';
import type { Logger } from 'pino';
import { multiSearchBody } from '../search/instantsearch.schema';
import { answerMultiSearch } from '../search/search.routes';
import type { SearchRuntime } from '../search/search-runtime';
import { safeJson } from './seo';

/** What web/src/ssr/entry-server.tsx exports (built into web/dist-server/). */
interface ServerEntry {
  renderSearchResultPage(request: {
    url: string;
    viewportWidth: number;
    apiBase: string;
    search: (requests: unknown[]) => Promise<unknown>;
    signal?: AbortSignal;
  }): Promise<RenderedPage>;
}

export interface RenderedPage {
  html: string;
  state: unknown;
}

/** A page slower than this to render is sent without its server markup (the browser draws it). */
const RENDER_TIMEOUT_MS = 2000;
/** Widths the server lays a page out for when the browser did not say (spec breakpoints: 380/768/1054). */
const PHONE_WIDTH = 412;
const DESKTOP_WIDTH = 1280;

/** The viewport a request's page is drawn for: the browser's client hint, else a phone or a desktop. */
function viewportWidthOf(req: Request): number {
  const hinted = Number(req.get('sec-ch-viewport-width'));
  if (Number.isInteger(hinted) && hinted >= 200 && hinted <= 8000) return hinted;
  const mobile =
    req.get('sec-ch-ua-mobile') === '?1' || /Mobi|iPhone|Android.+Mobile/i.test(req.get('user-agent') ?? '');
  return mobile ? PHONE_WIDTH : DESKTOP_WIDTH;
}

/** The server's own address as this request reached it (the renderer reads the API there). */
function ownApiBase(req: Request): string {
  const address = (req.socket.localAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  return `http://${address.includes(':') ? `[${address}]` : address}:${req.socket.localPort}`;
}

/**
 * Renders /search-result/ pages on the server with the web client's own components (web/dist-server/),
 * so the first results are in the HTML. Without a server build, or when a render fails or is slow, it
 * answers null and the page is drawn in the browser as before.
 */
export function createSearchResultRenderer(webDist: string, runtime: SearchRuntime, logger: Logger) {
  // Looked for once, like index.html: the web build happens before the server starts.
  const entryFile = path.join(webDist, '..', 'dist-server', 'entry-server.js');
  const hasEntry = existsSync(entryFile);
  let entry: Promise<ServerEntry> | undefined;

  return async function render(req: Request): Promise<RenderedPage | null> {
    if (!hasEntry) return null;
    entry ??= import(pathToFileURL(entryFile).href) as Promise<ServerEntry>;
    const signal = AbortSignal.timeout(RENDER_TIMEOUT_MS);
    try {
      const { renderSearchResultPage } = await entry;
      const timedOut = new Promise<never>((_, reject) =>
        signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true }),
      );
      const page = renderSearchResultPage({
        url: req.originalUrl,
        viewportWidth: viewportWidthOf(req),
        apiBase: ownApiBase(req),
        search: (requests) => answerMultiSearch(runtime, multiSearchBody.parse({ requests }), req),
        signal,
      });
      return await Promise.race([page, timedOut]);
    } catch (err) {
      logger.warn({ err, url: req.originalUrl }, 'results page not rendered on the server');
      return null;
    }
  };
}

/** index.html with a server-rendered page in #root and the state its hydration starts from. */
export function withServerRender(html: string, page: RenderedPage): string {
  return html.replace(
    '<div id="root"></div>',
    `<div id="root">${page.html}</div>\n    <script type="application/json" id="server-render-state">${safeJson(page.state)}</script>`,
  );
}
