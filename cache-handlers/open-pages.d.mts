// Types of open-pages.mjs (plain ESM; see that file).
export const OPEN_PAGE_PATTERN: string;
export const OPEN_PAGE_PATH: RegExp;
export function isOpenPage(path: string): boolean;
export const CACHED_PAGE_PATTERN: string;
export function isCachedPage(path: string): boolean;
