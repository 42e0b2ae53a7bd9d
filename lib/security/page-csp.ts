import 'server-only';
import { pageScriptIndex } from '@/cache-handlers/page-scripts.mjs';
import { buildPageCsp } from '@/lib/security/headers';
import { freshNonce } from './nonce';
import { getRealtimeEndpoint } from './realtime-endpoint';

/**
 * The Content-Security-Policy of one page response, without making any page dynamic.
 *
 * Every policy carries a nonce (a fresh one, or on a public page one shared for a few seconds, see
 * sharedNonces): a page rendered for this request (dynamic, or a cached page being rendered
 * afresh) gets it on each script, Next reading it from the forwarded request's CSP
 * header. A page served from the cache carries the nonce of the request that rendered it, so the
 * policy also lists the SHA-256 hashes of the inline scripts (React's flight payload) of the copies
 * Next may serve, those their render wrote (cache-handlers/trusted-scripts.mjs): the cache handler
 * records them whenever it stores a page (in this process, or in
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

/** The cache handler stored a copy of `pathname` since the server started. */
export async function isPageStored(pathname: string): Promise<boolean> {
  return (await storedScriptHashes(pathname)).length > 0;
}

/**
 * Requests for a page that arrive while Next renders it are all answered by that one render (its
 * response cache hands the waiting requests the result in progress), whose scripts carry the nonce
 * of the request that started it. That happens when a server has just started, and again after
 * every publish, edit or promotion, when the catalogues and detail pages expire at once
 * (features/listings/server/cache-tags.ts): measured, 5 of 6 simultaneous visitors then got a page whose
 * scripts their own policy blocked, which never hydrated. A public page is the same for every
 * visitor and its cached copy carries one nonce for everyone anyway, so its requests share one
 * nonce per SHARED_WINDOW_MS, and the policy also names the window before (a render started just
 * before the window turned). A private page is rendered per request and gets a nonce of its own.
 */
const SHARED_WINDOW_MS = 10_000;
const SHARED_LIMIT = 1000;
type SharedNonces = { current: string; previous: string | null; until: number };
const sharedWindows = new Map<string, SharedNonces>();
function sharedNonces(pathname: string): SharedNonces {
  const now = Date.now();
  const held = sharedWindows.get(pathname);
  if (held && held.until > now) return held;
  if (sharedWindows.size >= SHARED_LIMIT) sharedWindows.clear();
  // The window that just closed may still have a render answering; an older one cannot.
  const previous = held && held.until > now - SHARED_WINDOW_MS ? held.current : null;
  const next = { current: freshNonce(), previous, until: now + SHARED_WINDOW_MS };
  sharedWindows.set(pathname, next);
  return next;
}

/**
 * The policy around the nonce is the same for every request of a page version: built once per
 * environment, scheme and list of hashes (about 3% of a cached page's CPU),
 * then only the nonce is put in. Bounded: cleared when full.
 */
const NONCE_SLOT = '\u0000'; // where the nonce sources go: `'nonce-…'`, one or two
const TEMPLATE_LIMIT = 500;
const templates = new WeakMap<object, Map<string, string>>();
function policyTemplate(
  hashes: string[],
  dev: boolean,
  https: boolean,
  env: NodeJS.ProcessEnv,
): string {
  let byKey = templates.get(env);
  if (!byKey) templates.set(env, (byKey = new Map()));
  const key = `${dev ? 1 : 0}${https ? 1 : 0} ${hashes.join(' ')}`;
  let template = byKey.get(key);
  if (template === undefined) {
    if (byKey.size >= TEMPLATE_LIMIT) byKey.clear();
    const scriptSources = [NONCE_SLOT, ...hashes];
    const realtime = getRealtimeEndpoint(env);
    template = buildPageCsp({ scriptSources, dev, https, env, realtime });
    byKey.set(key, template);
  }
  return template;
}

/** `shared`: a public page, the same for every visitor (see sharedNonces). */
export async function getPageCsp(
  pathname: string,
  https: boolean,
  env = process.env,
  shared = false,
): Promise<PageCsp> {
  const dev = env.NODE_ENV !== 'production';
  const hashes = dev ? [] : await storedScriptHashes(pathname);
  const template = policyTemplate(hashes, dev, https, env);
  const cached = hashes.length > 0;
  if (shared && !dev) {
    const { current, previous } = sharedNonces(pathname);
    const sources = previous ? `'nonce-${current}' 'nonce-${previous}'` : `'nonce-${current}'`;
    return { policy: template.replace(NONCE_SLOT, sources), nonce: current, cached };
  }
  const nonce = freshNonce();
  return { policy: template.replace(NONCE_SLOT, `'nonce-${nonce}'`), nonce, cached };
}
