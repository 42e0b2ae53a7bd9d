/**
 * Offset pagination, one way for every list: the window of rows a page reads (`pageWindow`) and
 * the page as it is answered (`paginated`).
 */
export type Paginated<T> = {
  items: T[];
  /** Rows matching, over every page. */
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
};

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;

type WindowOptions = {
  pageSize?: number;
  /** Rows matching, when counted first: a page past the end then reads the last page. */
  total?: number;
  /** Deep pages are pointless to a person and costly with offset pagination. */
  maxPage?: number;
};

export type PageWindow = { page: number; pageSize: number; offset: number };

/** Pages over `total` rows: at least one (an empty list is one empty page), at most `maxPage`. */
export function pageCountOf(total: number, pageSize: number, maxPage = Infinity): number {
  return Math.max(1, Math.min(maxPage, Math.ceil(total / pageSize)));
}

/** The page read for `requested` (anything but a positive integer is page 1). */
export function pageWindow(
  requested: number | undefined,
  { pageSize = DEFAULT_PAGE_SIZE, total, maxPage }: WindowOptions = {},
): PageWindow {
  const size = Math.min(Math.max(Math.trunc(pageSize) || DEFAULT_PAGE_SIZE, 1), MAX_PAGE_SIZE);
  const wanted = Math.max(Math.trunc(requested ?? 1) || 1, 1);
  const page = total === undefined ? wanted : Math.min(wanted, pageCountOf(total, size, maxPage));
  return { page, pageSize: size, offset: (page - 1) * size };
}

/** The answer for one window of a list. */
export function paginated<T>(
  items: T[],
  total: number,
  { page, pageSize }: PageWindow,
  maxPage?: number,
): Paginated<T> {
  return { items, total, page, pageSize, pageCount: pageCountOf(total, pageSize, maxPage) };
}

/** `?page=N` as a positive integer (anything else is page 1). */
export function pageParam(value: string | string[] | undefined): number {
  const n = Number(Array.isArray(value) ? value[0] : value);
  return Number.isSafeInteger(n) && n > 0 ? n : 1;
}
