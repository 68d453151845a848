import { act } from '@testing-library/react';
import { notifyMediaListeners } from './setup';

/** Resizes the jsdom window; media queries and resize listeners see the new width. */
export function setViewportWidth(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    window.dispatchEvent(new Event('resize'));
    notifyMediaListeners();
  });
}
