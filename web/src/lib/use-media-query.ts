import { useSyncExternalStore } from 'react';

function subscribe(query: string) {
  return (onChange: () => void) => {
    const list = window.matchMedia(query);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  };
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    subscribe(query),
    () => window.matchMedia(query).matches,
    () => false,
  );
}

const maxWidthQuery = (px: number) => `(max-width: ${px}px)`;

/** True at widths up to `px` (the spec's breakpoints are inclusive: "at widths up to 768px"). */
export function useMaxWidth(px: number): boolean {
  return useMediaQuery(maxWidthQuery(px));
}

/** useMaxWidth outside React (read once, e.g. as the app boots). */
export function matchesMaxWidth(px: number): boolean {
  return window.matchMedia(maxWidthQuery(px)).matches;
}

export function useViewportWidth(): number {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener('resize', onChange);
      return () => window.removeEventListener('resize', onChange);
    },
    () => window.innerWidth,
    () => 1280,
  );
}
