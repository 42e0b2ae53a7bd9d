// Types of scripts-after-paint.mjs (plain ESM, loaded by Node as it is; see that file).
export function scriptsAfterFirstPaint(html: string): string;
export function pageScriptSources(html: string): string[];
