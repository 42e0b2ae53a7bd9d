import 'server-only';
import { buildPageCsp } from '@/lib/security/headers';
import { freshNonce } from './nonce';
import { getRealtimeEndpoint } from './realtime-endpoint';

/**
 * The Content-Security-Policy of a page rendered for one request (a private page, a catalogue
 * search, an error page): a fresh nonce, which Next reads from the forwarded request's CSP header
 * and puts on every script it writes (its documented nonce support). Cached pages never get one
 * from here: each answer from a copy carries the policy stored with it
 * (cache-handlers/page-policy.mjs, lib/security/cached-page-csp.ts). See docs/security.md "CSP".
 */
export type PageCsp = { policy: string; nonce: string };

/**
 * The policy around the nonce is the same for every request in an environment and scheme: built
 * once each (about 3% of a page's CPU), then only the nonce is put in.
 */
const NONCE_SLOT = '\u0000';
const templates = new WeakMap<object, Map<string, string>>();
function policyTemplate(dev: boolean, https: boolean, env: NodeJS.ProcessEnv): string {
  let byKey = templates.get(env);
  if (!byKey) templates.set(env, (byKey = new Map()));
  const key = `${dev ? 1 : 0}${https ? 1 : 0}`;
  let template = byKey.get(key);
  if (template === undefined) {
    const realtime = getRealtimeEndpoint(env);
    template = buildPageCsp({ scriptSources: [NONCE_SLOT], dev, https, env, realtime });
    byKey.set(key, template);
  }
  return template;
}

export function getPageCsp(https: boolean, env: NodeJS.ProcessEnv = process.env): PageCsp {
  const dev = env.NODE_ENV !== 'production';
  const nonce = freshNonce();
  return { policy: policyTemplate(dev, https, env).replace(NONCE_SLOT, `'nonce-${nonce}'`), nonce };
}
