// Types of served-html.mjs (plain ESM, loaded by Node as it is; see that file).
export const MAX_STRING_HTML: number;
export function asciiHtml(html: string): string | null;
export function escapedHtml(page: { html: string }): string | null;
export function servedHtml(html: string, escaped?: string | null): string | Buffer;
