import type { SyntheticEvent } from 'react';

/**
 * Props that make an <img> show `fallback` when its source fails. A server-rendered image may fail
 * before the page's scripts run, when no onError is listening yet: the ref looks at it on mount and
 * swaps a source that has already failed (complete, yet no pixels).
 */
export function imageFallback(fallback: string) {
  const swap = (image: HTMLImageElement) => {
    if (!image.src.endsWith(fallback)) image.src = fallback;
  };
  return {
    ref: (image: HTMLImageElement | null) => {
      if (image?.getAttribute('src') && image.complete && image.naturalWidth === 0) swap(image);
    },
    onError: (event: SyntheticEvent<HTMLImageElement>) => swap(event.currentTarget),
  };
}
