/**
 * The server renderer of the results page (built by `vite build --ssr` into web/dist-server/, called by
 * api/src/web-client/server-render.ts). A shopper on a slow phone sees the first results in the HTML,
 * before the scripts have arrived; the browser then hydrates that HTML from the same data.
 */
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { InstantSearch } from 'instantsearch.js';
import { getInitialResults, waitForResults } from 'instantsearch.js/es/lib/server.js';
import { resetWidgetId } from 'instantsearch.js/es/lib/utils/index.js';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { InstantSearchServerContext } from 'react-instantsearch';
import { StaticRouter } from 'react-router-dom';
import { setApiBase } from '../api/client';
import { AppProvider, createQueryClient } from '../app/provider';
import { AppRoutes } from '../app/router';
import { ServerRenderProvider } from '../app/server-render-provider';
import { parseSearchResultParams } from '../config/search-params';
import { appConfigQueryOptions } from '../features/app-config/api/get-app-config';
import { createSearchClient, SearchClientContext } from '../features/search/api/search-client';
import { storeQueryOptions } from '../features/stores/api/get-store';
import { storesQueryOptions } from '../features/stores/api/get-stores';
import type { ServerRenderState } from './server-render-state';

export interface RenderRequest {
  /** The address: pathname and query string of a /search-result/ page. */
  url: string;
  /** The viewport width to lay the page out for (the client's hint, or a guess from its browser). */
  viewportWidth: number;
  /** Where the API answers (the server itself), for the data the layout shows. */
  apiBase: string;
  /** Answers InstantSearch's multi-query body as POST /api/search would. */
  search: (requests: unknown[]) => Promise<unknown>;
  /** Aborts the render (the server then sends the page without it). */
  signal?: AbortSignal;
}

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  state: ServerRenderState;
}

/** Renders a results page: its layout, filters and first cards, with the state to hydrate them. */
export async function renderSearchResultPage(request: RenderRequest): Promise<RenderedPage> {
  setApiBase(request.apiBase);
  const queryClient = createQueryClient();
  await prefetchLayoutData(queryClient, request.url);
  const searchClient = createSearchClient((body) => request.search(body.requests));
  const baseState: ServerRenderState = {
    url: request.url,
    viewportWidth: request.viewportWidth,
    queries: { queries: [], mutations: [] },
  };
  const page = (state: ServerRenderState) => (
    <SearchClientContext value={searchClient}>
      <ServerRenderProvider state={state}>
        <AppProvider queryClient={queryClient}>
          <StaticRouter location={request.url}>
            <AppRoutes />
          </StaticRouter>
        </AppProvider>
      </ServerRenderProvider>
    </SearchClientContext>
  );

  // First pass: InstantSearch collects its widgets' parameters; then it searches (as getServerState does).
  let instance: InstantSearch | undefined;
  const notifyServer = ({ search }: { search: InstantSearch }) => {
    instance = search;
  };
  resetWidgetId();
  await renderToHtml(
    <InstantSearchServerContext value={{ notifyServer }}>{page(baseState)}</InstantSearchServerContext>,
    request.signal,
  );
  if (!instance) throw new Error('the results screen did not mount InstantSearch');
  const requestParams = await waitForResults(instance);
  const initialResults = getInitialResults(instance.mainIndex, requestParams);
  instance.dispose();

  // Second pass: the page drawn from that answer, and what the browser needs to hydrate it.
  const state: ServerRenderState = { ...baseState, queries: dehydrate(queryClient), search: initialResults };
  resetWidgetId();
  const html = await renderToHtml(page(state), request.signal);
  return { html, state };
}

/** What the header, footer and results screen read from react-query before their first paint. */
async function prefetchLayoutData(client: QueryClient, url: string): Promise<void> {
  const params = parseSearchResultParams(new URL(url, 'http://local').search);
  const storeId = params.storeWordKeyId ?? params.stores;
  await Promise.all([
    client.prefetchQuery(appConfigQueryOptions()),
    client.prefetchQuery(storesQueryOptions()),
    storeId ? client.prefetchQuery(storeQueryOptions(storeId)) : undefined,
  ]);
}

/** The tree's HTML once every lazy screen has loaded. */
async function renderToHtml(tree: ReactNode, signal?: AbortSignal): Promise<string> {
  let failure: unknown;
  const { prelude } = await prerenderToNodeStream(tree, {
    signal,
    // One piece: React would otherwise move large parts to the end with inline scripts to put them
    // back, which the Content-Security-Policy (script-src 'self') does not run.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      failure ??= error;
    },
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (failure) throw failure;
  return html;
}
