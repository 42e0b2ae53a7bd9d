// Types of open-pages.mjs (plain ESM, loaded by Node as it is; see that file).
export const OPEN_PAGE_PATTERN: string;
export const OPEN_PAGE_PATH: RegExp;
export function isOpenPage(path: string): boolean;
export function setOpenPagePolicy(build: (hashes: string[]) => string): void;
export function stampOpenPagePolicy(path: string, data: unknown): void;
