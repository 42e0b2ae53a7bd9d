import 'server-only';
import { processRegistry } from '@/cache-handlers/registry.mjs';
import { buildPageCsp } from '@/lib/security/headers';
import { getRealtimeEndpoint } from './realtime-endpoint';

/**
 * The Content-Security-Policy of a cached page's copy (cache-handlers/page-policy.mjs): the page
 * policy with the hashes of the inline scripts that copy's render wrote, and no nonce (the copy
 * answers many requests; a nonce is for one). It is written once per stored copy, without a
 * request:
 * - the scheme is not known, so connect-src names the realtime server's plain-http form too
 *   (lib/security/headers.ts realtimeConnectSources): exact origins still, never a wildcard host;
 * - no `upgrade-insecure-requests`: these pages load nothing but their own origin's files, and
 *   over https the HSTS header (next.config.ts) already keeps the browser on https.
 */
export function cachedPagePolicy(hashes: string[], env: NodeJS.ProcessEnv = process.env): string {
  const realtime = getRealtimeEndpoint(env);
  return buildPageCsp({ scriptSources: hashes, dev: false, https: false, env, realtime });
}

/**
 * At start (instrumentation.ts), production only (a development server caches no page): the
 * cache handler, which Next loads outside the app's bundles, finds the builder in the process
 * registry (cache-handlers/registry.mjs).
 */
export function registerCachedPagePolicy(env: NodeJS.ProcessEnv = process.env): void {
  if (env.NODE_ENV !== 'production') return;
  processRegistry().cachedPagePolicy = (hashes) => cachedPagePolicy(hashes, env);
}
