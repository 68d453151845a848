import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_TOP_ANIMATION_MS } from '../config/constants';
import { animateScrollToTop } from './scroll';

/** Runs the animation frame by frame (16 ms apart) from scrollY = `from`; returns the positions it scrolled to and when. */
function runAnimation(from: number): { at: number; y: number }[] {
  let now = 1000;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  let y = from;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  const scrolls: { at: number; y: number }[] = [];
  vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, top: number) => {
    y = top;
    scrolls.push({ at: now - 1000, y: top });
  }) as typeof window.scrollTo);
  let frame: FrameRequestCallback | undefined;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frame = callback;
    return 1;
  });
  animateScrollToTop();
  for (let frames = 0; frame && frames < 1000; frames++) {
    const next = frame;
    frame = undefined;
    now += 16;
    next(now);
  }
  return scrolls;
}

describe('animateScrollToTop', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('scrolls up over the spec’s 1.6 s, never down', () => {
    const scrolls = runAnimation(9600);
    const halfway = scrolls.find((s) => s.at >= SCROLL_TOP_ANIMATION_MS / 2)!;
    expect(halfway.y).toBeGreaterThan(0);
    expect(scrolls.every((s, i) => i === 0 || s.y <= scrolls[i - 1]!.y)).toBe(true);
    expect(scrolls.at(-1)!.y).toBe(0);
  });

  it('stops once at the top: no later frame scrolls to the top again', () => {
    const scrolls = runAnimation(9600);
    expect(scrolls.filter((s) => s.y === 0)).toHaveLength(1);
    expect(scrolls.at(-1)!.at).toBeLessThan(SCROLL_TOP_ANIMATION_MS);
  });
});
