import { useState, type ReactNode } from 'react';
import { ServerSearchContext, type ServerSearch } from '../features/search/api/server-search';
import { ServerViewportContext } from '../lib/use-media-query';
import type { ServerRenderState } from '../ssr/server-render-state';

/** Hands what a server render was drawn from (viewport, first search answer) to the screens. */
export function ServerRenderProvider({
  state,
  children,
}: {
  state?: ServerRenderState | null;
  children: ReactNode;
}) {
  const [search] = useState<ServerSearch | null>(() =>
    state?.search ? { url: state.url, initialResults: state.search, used: false } : null,
  );
  if (!state) return children;
  return (
    <ServerViewportContext value={state.viewportWidth}>
      <ServerSearchContext value={search}>{children}</ServerSearchContext>
    </ServerViewportContext>
  );
}
