// Types of first-visit.mjs (plain ESM; see that file).
import type { Browser } from 'playwright-core';
export const IDLE_MS: number;
export const BUDGET_OVER_FLOOR_KB: number;
export const FIRST_VISIT_PAGES: string[];
export const VISITOR: { viewport: { width: number; height: number }; deviceScaleFactor: number };
export function launchBrowser(): Promise<Browser>;
export function firstVisitScripts(
  browser: Browser,
  url: string,
): Promise<{
  status: number;
  kb: number;
  files: number;
  scripts: { src: string; kb: number }[];
}>;
