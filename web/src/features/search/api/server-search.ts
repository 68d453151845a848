import type { InitialResults } from 'instantsearch.js';
import { createContext, useContext, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** The first answer of a server-rendered results page, for the results screen of that address. */
export interface ServerSearch {
  url: string;
  initialResults: InitialResults;
  /** Set once that screen has mounted: coming back to it later searches as usual. */
  used: boolean;
}

export const ServerSearchContext = createContext<ServerSearch | null>(null);

/**
 * The server's answer when this screen is the one the server rendered, so InstantSearch starts from
 * it (no second search, and hydration draws what the HTML shows); undefined on any later visit.
 */
export function useServerSearch(): InitialResults | undefined {
  const serverSearch = useContext(ServerSearchContext);
  const { pathname, search } = useLocation();
  const [initialResults] = useState(() =>
    serverSearch && !serverSearch.used && serverSearch.url === pathname + search
      ? serverSearch.initialResults
      : undefined,
  );
  useEffect(() => {
    if (serverSearch) serverSearch.used = true;
  }, [serverSearch]);
  return initialResults;
}
