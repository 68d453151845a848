import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { ServerRenderState } from '../ssr/server-render-state';
import { AppProvider, createQueryClient } from './provider';
import { prefetchRouteData } from './route-data';
import { AppRoutes } from './router';
import { ServerRenderProvider } from './server-render-provider';

/** The app in the browser; `serverState` when the server rendered this page (src/ssr/). */
export function App({ serverState }: { serverState?: ServerRenderState | null }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    // What the server fetched for its render, as fetched then (setQueryData, not react-query's
    // hydrate(): that would add its code to every page's first download).
    for (const { queryKey, state } of serverState?.queries.queries ?? []) {
      client.setQueryData(queryKey, state.data, { updatedAt: state.dataUpdatedAt });
    }
    prefetchRouteData(client, window.location.pathname);
    return client;
  });
  return (
    <ServerRenderProvider state={serverState}>
      <AppProvider queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
    </ServerRenderProvider>
  );
}
