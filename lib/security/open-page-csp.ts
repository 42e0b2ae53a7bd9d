import 'server-only';
import { setOpenPagePolicy } from '@/cache-handlers/open-pages.mjs';
import { buildPageCsp } from '@/lib/security/headers';
import { getRealtimeEndpoint } from './realtime-endpoint';

/**
 * The Content-Security-Policy of an open page's cached copy (cache-handlers/open-pages.mjs): the
 * page policy with the hashes of the inline scripts that copy's render wrote, and no nonce (the
 * proxy, which makes the per-response nonces, does not run for these pages). It is written once
 * per stored copy, without a request:
 * - the scheme is not known, so connect-src names the realtime server's plain-http form too
 *   (lib/security/headers.ts realtimeConnectSources): exact origins still, never a wildcard host;
 * - no `upgrade-insecure-requests`: these pages load nothing but their own origin's files, and
 *   over https the HSTS header (next.config.ts) already keeps the browser on https.
 */
export function openPagePolicy(hashes: string[], env: NodeJS.ProcessEnv = process.env): string {
  const realtime = getRealtimeEndpoint(env);
  return buildPageCsp({ scriptSources: hashes, dev: false, https: false, env, realtime });
}

/** At start (instrumentation.ts), production only: a development server renders every request. */
export function registerOpenPagePolicy(env: NodeJS.ProcessEnv = process.env): void {
  if (env.NODE_ENV !== 'production') return;
  setOpenPagePolicy((hashes) => openPagePolicy(hashes, env));
}
