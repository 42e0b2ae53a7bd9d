import 'server-only';
import { setOpenPagePolicy } from '@/cache-handlers/open-pages.mjs';
import { buildPageCsp } from '@/lib/security/headers';

/**
 * The Content-Security-Policy of an open page's cached copy (cache-handlers/open-pages.mjs): the
 * page policy with the hashes of that copy's inline scripts, and no nonce (the proxy, which makes
 * nonces, does not run for these pages). It is written once per stored copy, without a request:
 * - the realtime server's host is any host at the realtime port when it is reached on the page's
 *   own host name (realtimeConnectSources), since the page's host is not known;
 * - no `upgrade-insecure-requests`: these pages load nothing but their own origin's files, and
 *   over https the HSTS header (next.config.ts) already keeps the browser on https.
 */
export function openPagePolicy(hashes: string[], env: NodeJS.ProcessEnv = process.env): string {
  return buildPageCsp({ scriptSources: hashes, dev: false, https: false, env, pageHostname: '*' });
}

/** At start (instrumentation.ts), production only: a development server renders every request. */
export function registerOpenPagePolicy(env: NodeJS.ProcessEnv = process.env): void {
  if (env.NODE_ENV !== 'production') return;
  setOpenPagePolicy((hashes) => openPagePolicy(hashes, env));
}
