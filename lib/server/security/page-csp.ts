import 'server-only';
import { randomBytes } from 'node:crypto';
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
 * Next may serve: the cache handler records them whenever it stores a page (in this process, or in
 * Redis for every instance), and it serves nothing stored before the server started
 * (cache-handlers/incremental.mjs), so no copy escapes the record. See docs/security.md "CSP".
 */

/** `cached`: the cache handler stored a copy of this page since the server started. */
export type PageCsp = { policy: string; nonce: string; cached: boolean };

/** Hashes of the copies of `pathname` the cache handler stored (empty when unknown or unreachable). */
async function storedScriptHashes(pathname: string): Promise<string[]> {
  try {
    // With Redis, a read gives up after 250 ms (page-scripts.mjs): a cached copy's scripts may then
    // be blocked, its server-rendered content still shows.
    return await pageScriptIndex(`fursa:${process.env.NEXT_PUBLIC_BUILD_ID}`).get(pathname);
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
  const hashes = dev ? [] : await storedScriptHashes(pathname);
  return {
    policy: buildPageCsp({
      scriptSources: [`'nonce-${nonce}'`, ...hashes],
      dev,
      https,
      env,
      pageHostname,
    }),
    nonce,
    cached: hashes.length > 0,
  };
}
