import type { DehydratedState } from '@tanstack/react-query';
import type { InitialResults } from 'instantsearch.js';

/**
 * What the server hands the browser with a page it rendered (src/ssr/entry-server.tsx): the data the
 * HTML was drawn from, so hydration draws the same thing without asking the API again.
 */
export interface ServerRenderState {
  /** The address rendered: pathname and query string. */
  url: string;
  /** The viewport width the HTML was laid out for. */
  viewportWidth: number;
  /** react-query's cache (site settings, stores...). */
  queries: DehydratedState;
  /** InstantSearch's first answer, for a results page. */
  search?: InitialResults;
}

/** The id of the `<script type="application/json">` that carries the state. */
export const SERVER_STATE_ELEMENT_ID = 'server-render-state';

/** The state the server put in this page, if it rendered it. */
export function readServerRenderState(): ServerRenderState | null {
  const text = document.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerRenderState;
  } catch {
    return null;
  }
}
