import 'server-only';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { hashInlineScripts, pageScriptIndex } from '@/cache-handlers/page-scripts.mjs';
import { buildPageCsp } from '@/lib/security/headers';

export { hashInlineScripts };

/**
 * The Content-Security-Policy of one page response, without making any page dynamic.
 *
 * Every policy carries a fresh nonce: a page rendered for this request (dynamic, or a cached page
 * being rendered afresh) gets it on each script, Next reading it from the forwarded request's CSP
 * header. A page served from the cache carries the nonce of the request that rendered it, so the
 * policy also lists the SHA-256 hashes of the inline scripts (React's flight payload) of the copies
 * Next may serve: those the cache handler recorded when it stored the page (any instance, with
 * Redis), and the files under .next/server that the file-system cache serves after a restart. See
 * docs/security.md "CSP".
 */

const APP_DIR = path.join(process.cwd(), '.next', 'server', 'app');
// Where Next 16 writes a page it regenerated at run time (ISR): one folder per route, named by a
// hash of the route's source, holding `$/<path>.html`. The build's copy in APP_DIR is then stale.
const ROUTE_CACHE_DIR = path.join(process.cwd(), '.next', 'server', 'route-cache', 'APP_PAGE');
const SAFE_PATH = /^\/[A-Za-z0-9_\-/]*$/;
const MAX_ENTRIES = 1000;

const STORE_WAIT_MS = 250;

type Entry = { mtimeMs: number; hashes: string[] };
const cache = new Map<string, Entry>();

function mtimeOf(file: string): number | null {
  try {
    return statSync(/*turbopackIgnore: true*/ file).mtimeMs;
  } catch {
    return null;
  }
}

function routeCacheFolders(routeCacheDir: string): string[] {
  try {
    return readdirSync(/*turbopackIgnore: true*/ routeCacheDir).map((name) =>
      path.join(routeCacheDir, name, '$'),
    );
  } catch {
    return [];
  }
}

/**
 * Hashes of the HTML Next serves for `pathname` from its cache (the newest of the build's file and
 * a run-time regeneration), or null when the page is rendered per request.
 */
export function getPrerenderedScriptHashes(
  pathname: string,
  appDir = APP_DIR,
  routeCacheDir = ROUTE_CACHE_DIR,
): string[] | null {
  if (!SAFE_PATH.test(pathname) || pathname.includes('//')) return null;
  const relative = `${pathname.replace(/\/$/, '') || '/index'}.html`;
  let newest: { file: string; mtimeMs: number } | null = null;
  for (const folder of [appDir, ...routeCacheFolders(routeCacheDir)]) {
    const file = path.join(folder, relative);
    if (!file.startsWith(folder + path.sep)) continue;
    const mtimeMs = mtimeOf(file);
    if (mtimeMs !== null && (!newest || mtimeMs > newest.mtimeMs)) newest = { file, mtimeMs };
  }
  if (!newest) return null;
  const { file, mtimeMs } = newest;
  const cached = cache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.hashes;
  const hashes = hashInlineScripts(readFileSync(/*turbopackIgnore: true*/ file, 'utf8'));
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(file, { mtimeMs, hashes });
  return hashes;
}

/** `cached`: the cache handler stored a copy of this page since the server started. */
export type PageCsp = { policy: string; nonce: string; cached: boolean };

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) => {
    setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms).unref();
  });
}

/** Hashes of the copies of `pathname` the cache handler stored (empty when unknown or unreachable). */
async function storedScriptHashes(pathname: string): Promise<string[]> {
  try {
    const index = pageScriptIndex(`fursa:${process.env.NEXT_PUBLIC_BUILD_ID}`);
    // Redis slow or unreachable: no page waits on it (a cached copy's scripts may then be blocked,
    // its server-rendered content still shows).
    return await Promise.race([index.get(pathname), timeout(STORE_WAIT_MS)]);
  } catch (error) {
    console.error('[csp] cached page scripts unavailable:', (error as Error).message);
    return [];
  }
}

export async function getPageCsp(
  pathname: string,
  https: boolean,
  env = process.env,
  pageHostname?: string,
): Promise<PageCsp> {
  const dev = env.NODE_ENV !== 'production';
  const nonce = randomBytes(18).toString('base64');
  const stored = dev ? [] : await storedScriptHashes(pathname);
  const hashes = dev
    ? []
    : [...new Set([...stored, ...(getPrerenderedScriptHashes(pathname) ?? [])])];
  return {
    policy: buildPageCsp({
      scriptSources: [`'nonce-${nonce}'`, ...hashes],
      dev,
      https,
      env,
      pageHostname,
    }),
    nonce,
    cached: stored.length > 0,
  };
}
