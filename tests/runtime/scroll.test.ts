// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAYERS, SCROLL_DEFAULTS } from '@/lib/constants';
import { easeInOutCubic, scrollTarget, scrollToElement } from '@/lib/scroll';

describe('scroll helper (SPEC 9)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('uses the spec defaults: offset 120, 400 ms', () => {
    expect(SCROLL_DEFAULTS).toEqual({ offset: 120, duration: 400 });
    expect(scrollTarget(1000)).toBe(880);
    expect(scrollTarget(50)).toBe(0);
  });

  it('eases from 0 to 1', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(1)).toBe(1);
    expect(easeInOutCubic(0.5)).toBeCloseTo(0.5);
    expect(easeInOutCubic(0.25)).toBeLessThan(0.25);
  });

  it('animates to the element minus the offset and ends there after the duration', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'performance'] });
    const calls: number[] = [];
    vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
      calls.push(y);
    }) as typeof window.scrollTo);
    const element = document.createElement('div');
    vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ top: 1000 } as DOMRect);
    const done = scrollToElement(element);
    await vi.advanceTimersByTimeAsync(450);
    await done;
    expect(calls.at(-1)).toBe(880);
    expect(calls.length).toBeGreaterThan(5);
    vi.useRealTimers();
  });

  it('keeps the spec layers', () => {
    expect(LAYERS).toEqual({ modal: 1100, overlay: 1000, menu: 1000, tooltip: 1100 });
  });
});
