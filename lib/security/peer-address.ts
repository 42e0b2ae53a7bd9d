import http from 'node:http';
import {
  isTrusted,
  normalizeAddress,
  parseTrustedProxies,
  type TrustedProxies,
} from '@/lib/security/trusted-proxies';
import { freshNonce } from './nonce';

/**
 * Next 16 gives route handlers, server actions and the proxy no socket address: it only copies
 * the socket's address into X-Forwarded-For when the request has none, so a client that sends
 * its own value could pose as anyone. Before Next sees a request, this appends the real peer to
 * X-Forwarded-For (as a proxy would), so the last entry is always the socket's address, and drops
 * X-Forwarded-Proto/-Host (and the other forwarded headers) unless that peer is one of the
 * proxies TRUSTED_PROXIES names. lib/http/request-context.ts then picks the client with the
 * same list. Installed once, from instrumentation.ts, with stampRenderNonce below.
 */

type Patched = typeof http.Server.prototype.emit & { __fursaPeer?: true };

/** Headers only a trusted proxy may set: the scheme and host the client used, and who it is. */
const PROXY_ONLY = [
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-forwarded-port',
  'x-real-ip',
  'forwarded',
];

export function stampPeer(req: http.IncomingMessage, trusted: TrustedProxies): void {
  const peer = normalizeAddress(req.socket?.remoteAddress ?? '') || 'unknown';
  const forwarded = req.headers['x-forwarded-for'];
  const given = Array.isArray(forwarded) ? forwarded.join(', ') : forwarded;
  req.headers['x-forwarded-for'] = given ? `${given}, ${peer}` : peer;
  if (!isTrusted(peer, trusted)) {
    for (const name of PROXY_ONLY) delete req.headers[name];
  }
}

/**
 * Next renders a page with the nonce it finds in the request's Content-Security-Policy header
 * (its documented nonce support), and the cache handler admits by hash only the inline scripts
 * carrying a nonce this process sealed (cache-handlers/page-policy.mjs). So the header is the
 * server's alone: whatever a client sends is dropped (a nonce it chose would mark its own scripts
 * as the render's), and every request gets a fresh, sealed nonce. The proxy replaces it with the
 * page's own policy on the pages it renders per request (lib/security/page-csp.ts); every cached
 * page is rendered with this one. Next's static files need none.
 */
export function stampRenderNonce(req: http.IncomingMessage): void {
  delete req.headers['content-security-policy-report-only'];
  if (req.url?.startsWith('/_next/')) {
    delete req.headers['content-security-policy'];
    return;
  }
  req.headers['content-security-policy'] = `script-src 'nonce-${freshNonce()}'`;
}

export function installPeerAddress(env = process.env): void {
  const original = http.Server.prototype.emit as Patched;
  if (original.__fursaPeer) return;
  const trusted = parseTrustedProxies(env.TRUSTED_PROXIES);
  const patched = function (this: http.Server, event: string, ...args: unknown[]) {
    if (event === 'request') {
      const req = args[0] as http.IncomingMessage;
      stampPeer(req, trusted);
      stampRenderNonce(req);
    }
    return (original as (event: string, ...rest: unknown[]) => boolean).call(this, event, ...args);
  } as Patched;
  patched.__fursaPeer = true;
  http.Server.prototype.emit = patched;
}
