import { SCROLL_TOP_ANIMATION_MS } from '../config/constants';

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** Scrolls to the top over the spec's 1.6 s (instantly when the user asked for reduced motion). */
export function animateScrollToTop(durationMs = SCROLL_TOP_ANIMATION_MS): void {
  const start = window.scrollY;
  if (start === 0) return;
  if (prefersReducedMotion() || typeof window.requestAnimationFrame !== 'function') {
    window.scrollTo(0, 0);
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - began) / durationMs);
    const eased = 1 - (1 - t) ** 3;
    const y = Math.round(start * (1 - eased));
    window.scrollTo(0, y);
    // Ends on arriving: the curve rounds to 0 some frames before its end, and scrolling to the top again
    // in those frames would undo a scroll the shopper (or a tap on a card below the fold) made meanwhile.
    if (t < 1 && y > 0) window.requestAnimationFrame(step);
  };
  window.requestAnimationFrame(step);
}

export function scrollToTopNow(): void {
  window.scrollTo(0, 0);
}
