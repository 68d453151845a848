import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

/**
 * jsdom has no layout, so matchMedia answers width queries from window.innerWidth; tests set the
 * width with setViewportWidth() (test/viewport.ts).
 */
function evaluate(query: string): boolean {
  const width = window.innerWidth;
  return query.split(',').some((part) => {
    const max = /max-width:\s*(\d+)px/.exec(part);
    const min = /min-width:\s*(\d+)px/.exec(part);
    if (!max && !min) return false;
    return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
  });
}

const listeners = new Set<() => void>();

window.matchMedia = (query: string) =>
  ({
    get matches() {
      return evaluate(query);
    },
    media: query,
    onchange: null,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    addListener: (listener: () => void) => listeners.add(listener),
    removeListener: (listener: () => void) => listeners.delete(listener),
    dispatchEvent: () => false,
  }) as unknown as MediaQueryList;

window.scrollTo = (() => undefined) as typeof window.scrollTo;
Element.prototype.scrollIntoView = () => undefined;

export function notifyMediaListeners() {
  listeners.forEach((listener) => listener());
}

afterEach(() => {
  cleanup();
});
