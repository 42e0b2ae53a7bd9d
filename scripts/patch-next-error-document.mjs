#!/usr/bin/env node
/**
 * Lets the app server-render the document Next sends when rendering a page fails.
 *
 * Why: when a page throws while rendering (not `notFound()` or `redirect()`), React's server
 * renderer has no error boundary, so Next 16 answers 500 with a hard-coded empty shell,
 * `<html id="__next_error__"><head></head><body></body></html>`. It has no `lang`, no `dir` and no
 * text until the browser has run the app's JavaScript. Next offers no option for this
 * (`getErrorRSCPayload` in next/dist/server/app-render/app-render.ts builds the shell inline).
 *
 * What: in each production page runtime (`next/dist/compiled/next-server/app-page*.runtime.prod.js`)
 * the shell's expression becomes
 *   `globalThis.__nextErrorDocument?.(createElement, ctx.url, ctx.res.statusCode) ?? <the shell>`
 * and, a few statements before it in the same function, the page's metadata in the document's
 * head is left out while the hook is installed (its <title> would come before the document's own).
 * The hook is installed by instrumentation.ts (lib/errors/error-document.ts); without it,
 * or when it returns nothing (redirects), Next's own shell is used, so a patched Next behaves as
 * before. The document keeps `id="__next_error__"`, which tells Next's client to render the page
 * afresh (its error boundaries, the error.tsx files under app/[locale]) instead of hydrating it.
 *
 * Runs from `postinstall` and `prebuild`; idempotent. When a Next upgrade changes the shell's
 * code it stops with a message, rather than let the app silently lose its error page
 * (tests/e2e/render-error.spec.ts would fail too). `--check` only reports.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const MARKER = '/*fursa:error-document*/';
const SHELL = /(\w+)\("html",\{id:"__next_error__"\},\1\("head",null\),\1\("body",null,null\)\)/g;

/** The patched source, or null when this runtime has no shell to patch (already patched: same). */
export function patchRuntime(source) {
  if (source.includes(MARKER)) return source;
  const edits = [];
  for (const match of source.matchAll(SHELL)) {
    const [shell, h] = match;
    // Within the same function (getErrorRSCPayload), just before the shell: the render context,
    // whose `.res.statusCode` it reads, and the page's metadata (title, description, canonical
    // link), which would come before the error document's own title: skipped when the hook
    // answers for the document.
    const start = Math.max(0, match.index - 2000);
    const before = source.slice(start, match.index);
    const ctx = [...before.matchAll(/statusCode:(\w+)\.res\.statusCode/g)].at(-1)?.[1];
    const meta = [...before.matchAll(/(\w+)=\w+\.Metadata\}/g)].at(-1)?.[1];
    const metaUse = meta && `${meta}?${h}(${meta},null):null`;
    const metaAt = metaUse ? before.lastIndexOf(metaUse) : -1;
    if (!ctx || metaAt < 0) continue;
    edits.push({
      at: start + metaAt,
      length: metaUse.length,
      text: `${meta}&&!globalThis.__nextErrorDocument?${h}(${meta},null):null`,
    });
    edits.push({
      at: match.index,
      length: shell.length,
      text: `${MARKER}(globalThis.__nextErrorDocument?.(${h},${ctx}.url,${ctx}.res.statusCode)??${shell})`,
    });
  }
  if (edits.length === 0) return null;
  let patched = source;
  for (const edit of edits.sort((a, b) => b.at - a.at)) {
    patched = patched.slice(0, edit.at) + edit.text + patched.slice(edit.at + edit.length);
  }
  return patched;
}

export function runtimeFiles() {
  const require = createRequire(import.meta.url);
  const dir = path.join(
    path.dirname(require.resolve('next/package.json')),
    'dist/compiled/next-server',
  );
  return readdirSync(dir)
    .filter((name) => /^app-page.*\.runtime\.prod\.js$/.test(name))
    .map((name) => path.join(dir, name));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes('--check');
  const missing = [];
  for (const file of runtimeFiles()) {
    const source = readFileSync(file, 'utf8');
    const patched = patchRuntime(source);
    if (patched === null || (check && !source.includes(MARKER))) missing.push(file);
    else if (patched !== source) writeFileSync(file, patched);
  }
  if (missing.length > 0) {
    console.error(
      `[patch-next-error-document] ${check ? 'not patched' : "Next's error shell not found"}: ` +
        `${missing.map((f) => path.basename(f)).join(', ')}. ` +
        (check
          ? 'Run `node scripts/patch-next-error-document.mjs`.'
          : 'Next changed how it renders a failed page; adapt this script (see its comment).'),
    );
    process.exit(1);
  }
}
