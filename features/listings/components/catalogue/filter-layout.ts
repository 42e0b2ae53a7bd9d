import type { ListingKind } from '@/features/listings/taxonomy';

/**
 * Where each control sits in a kind's filter row: its order and its grid classes (`range` is the
 * amount range, the other names are facets, `city` and `sort`).
 */
export const FILTER_LAYOUT: Record<ListingKind, { grid: string; cells: [string, string][] }> = {
  advertisement: {
    grid: 'grid-cols-2 lg:grid-cols-4',
    cells: [
      ['category', ''],
      ['city', ''],
      ['range', 'col-span-2 lg:col-span-1'],
      ['sort', 'col-span-2 lg:col-span-1'],
    ],
  },
  opportunity: {
    grid: 'grid-cols-2 lg:grid-cols-6',
    cells: [
      ['sector', 'lg:col-span-2'],
      ['city', 'lg:col-span-2'],
      ['stage', 'lg:col-span-2'],
      ['sort', 'lg:col-span-3'],
      ['range', 'col-span-2 lg:col-span-3'],
    ],
  },
};
