import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * The viewport width a server-rendered page was drawn for (src/ssr/). Hydration starts from it, so
 * the first client render matches the server's HTML; the real width takes over right after.
 */
export const ServerViewportContext = createContext<number | undefined>(undefined);

function subscribe(query: string) {
  return (onChange: () => void) => {
    const list = window.matchMedia(query);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  };
}

const maxWidthQuery = (px: number) => `(max-width: ${px}px)`;

/** True at widths up to `px` (the spec's breakpoints are inclusive: "at widths up to 768px"). */
export function useMaxWidth(px: number): boolean {
  const serverWidth = useContext(ServerViewportContext);
  const query = maxWidthQuery(px);
  return useSyncExternalStore(
    subscribe(query),
    () => window.matchMedia(query).matches,
    () => serverWidth !== undefined && serverWidth <= px,
  );
}

/** useMaxWidth outside React (read once, e.g. as the app boots). */
export function matchesMaxWidth(px: number): boolean {
  return window.matchMedia(maxWidthQuery(px)).matches;
}

export function useViewportWidth(): number {
  const serverWidth = useContext(ServerViewportContext);
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener('resize', onChange);
      return () => window.removeEventListener('resize', onChange);
    },
    () => window.innerWidth,
    () => serverWidth ?? 1280,
  );
}
