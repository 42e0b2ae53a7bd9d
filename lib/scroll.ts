import { SCROLL_DEFAULTS } from './constants';

export type ScrollOptions = { offset?: number; duration?: number };

/** easeInOutCubic: slow start, slow end, as the spec's animated scroll. */
export function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

/** Where the window must scroll so `elementTop` (document coordinates) sits `offset` px below the top. */
export function scrollTarget(elementTop: number, offset: number = SCROLL_DEFAULTS.offset): number {
  return Math.max(0, Math.round(elementTop - offset));
}

/**
 * SPEC 9 scroll animation: brings an element into view below the sticky header (offset 120 px)
 * over 400 ms. Respects prefers-reduced-motion by jumping instead.
 */
export function scrollToElement(element: Element, options: ScrollOptions = {}): Promise<void> {
  const offset = options.offset ?? SCROLL_DEFAULTS.offset;
  const duration = options.duration ?? SCROLL_DEFAULTS.duration;
  const start = window.scrollY;
  const target = scrollTarget(element.getBoundingClientRect().top + start, offset);
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  if (reduced || duration <= 0 || start === target) {
    window.scrollTo(0, target);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const began = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - began) / duration);
      window.scrollTo(0, start + (target - start) * easeInOutCubic(progress));
      if (progress < 1) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
}
