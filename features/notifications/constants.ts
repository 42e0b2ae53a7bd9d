/** How many notifications the bell's menu shows (the summary endpoint returns as many). */
export const BELL_LATEST = 5;
