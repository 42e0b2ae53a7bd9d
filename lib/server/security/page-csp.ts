import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildPageCsp } from '@/lib/security/headers';

/**
 * The Content-Security-Policy of one page response, without making any page dynamic.
 *
 * A prerendered page (static or ISR) is a file Next wrote under .next/server/app: its inline
 * scripts (the React flight payload `self.__next_f.push(…)`) are fixed, so the policy lists their
 * SHA-256 hashes, read from the very file Next is about to serve (re-read when ISR rewrites it).
 * Any other page is rendered for this request anyway: it gets a fresh nonce, which Next reads from
 * the request's CSP header and puts on each of its scripts. See docs/security.md "CSP".
 */

const APP_DIR = path.join(process.cwd(), '.next', 'server', 'app');
// Where Next 16 writes a page it regenerated at run time (ISR): one folder per route, named by a
// hash of the route's source, holding `$/<path>.html`. The build's copy in APP_DIR is then stale.
const ROUTE_CACHE_DIR = path.join(process.cwd(), '.next', 'server', 'route-cache', 'APP_PAGE');
const SAFE_PATH = /^\/[A-Za-z0-9_\-/]*$/;
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;
const MAX_ENTRIES = 1000;

type Entry = { mtimeMs: number; hashes: string[] };
const cache = new Map<string, Entry>();

export function hashInlineScripts(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const body = match[1] ?? '';
    if (!body) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

function mtimeOf(file: string): number | null {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return null;
  }
}

function routeCacheFolders(routeCacheDir: string): string[] {
  try {
    return readdirSync(routeCacheDir).map((name) => path.join(routeCacheDir, name, '$'));
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
  const hashes = hashInlineScripts(readFileSync(file, 'utf8'));
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(file, { mtimeMs, hashes });
  return hashes;
}

export type PageCsp = { policy: string; nonce: string | null };

export function getPageCsp(
  pathname: string,
  https: boolean,
  env = process.env,
  pageHostname?: string,
): PageCsp {
  const dev = env.NODE_ENV !== 'production';
  const hashes = dev ? null : getPrerenderedScriptHashes(pathname);
  if (hashes)
    return {
      policy: buildPageCsp({ scriptSources: hashes, dev, https, env, pageHostname }),
      nonce: null,
    };
  const nonce = randomBytes(18).toString('base64');
  return {
    policy: buildPageCsp({ scriptSources: [`'nonce-${nonce}'`], dev, https, env, pageHostname }),
    nonce,
  };
}
