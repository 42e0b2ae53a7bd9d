import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  pageCountOf,
  pageParam,
  pageWindow,
  paginated,
} from '@/lib/pagination';

/** lib/pagination.ts: the owner's lists (uncounted windows) and the catalogues (counted first). */
describe('page windows', () => {
  it('reads a requested page, anything but a positive integer being page 1', () => {
    expect(pageWindow(3, { pageSize: 5 })).toEqual({ page: 3, pageSize: 5, offset: 10 });
    for (const odd of [undefined, 0, -2, Number.NaN, 0.4]) {
      expect(pageWindow(odd).page).toBe(1);
    }
    expect(pageWindow(2.9).page).toBe(2);
  });

  it('keeps the page size between 1 and the ceiling', () => {
    expect(pageWindow(1).pageSize).toBe(DEFAULT_PAGE_SIZE);
    expect(pageWindow(1, { pageSize: 0 }).pageSize).toBe(DEFAULT_PAGE_SIZE);
    expect(pageWindow(1, { pageSize: -4 }).pageSize).toBe(1);
    expect(pageWindow(1, { pageSize: 1000 }).pageSize).toBe(MAX_PAGE_SIZE);
  });

  it('without a total, reads past the end (the caller sees an empty page)', () => {
    expect(pageWindow(9, { pageSize: 5 })).toEqual({ page: 9, pageSize: 5, offset: 40 });
  });

  it('with a total, reads the last page for one past the end, within the deepest page', () => {
    expect(pageWindow(9, { pageSize: 12, total: 14 })).toEqual({
      page: 2,
      pageSize: 12,
      offset: 12,
    });
    expect(pageWindow(9, { pageSize: 12, total: 0 }).page).toBe(1);
    expect(pageWindow(900, { pageSize: 10, total: 100_000, maxPage: 500 }).page).toBe(500);
  });

  it('counts pages: an empty list is one page, never more than the deepest', () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(21, 10)).toBe(3);
    expect(pageCountOf(100_000, 10, 500)).toBe(500);
    expect(paginated(['a'], 21, pageWindow(3))).toEqual({
      items: ['a'],
      total: 21,
      page: 3,
      pageSize: DEFAULT_PAGE_SIZE,
      pageCount: 3,
    });
  });

  it('reads ?page= from a URL', () => {
    expect(pageParam('4')).toBe(4);
    expect(pageParam(['2', '7'])).toBe(2);
    for (const odd of [undefined, '', '0', '-1', '1.5', 'x', '1e400'])
      expect(pageParam(odd)).toBe(1);
  });
});
