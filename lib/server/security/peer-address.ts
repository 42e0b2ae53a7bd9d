import http from 'node:http';
import {
  isTrusted,
  normalizeAddress,
  parseTrustedProxies,
  type TrustedProxies,
} from '@/lib/security/trusted-proxies';

/**
 * Next 16 gives route handlers, server actions and the proxy no socket address: it only copies
 * the socket's address into X-Forwarded-For when the request has none, so a client that sends
 * its own value could pose as anyone. Before Next sees a request, this appends the real peer to
 * X-Forwarded-For (as a proxy would), so the last entry is always the socket's address, and drops
 * X-Forwarded-Proto/-Host unless that peer is a trusted proxy. lib/server/request-context.ts then
 * picks the client with TRUSTED_PROXIES. Installed once, from instrumentation.ts.
 */

type Patched = typeof http.Server.prototype.emit & { __fursaPeer?: true };

export function stampPeer(req: http.IncomingMessage, trusted: TrustedProxies): void {
  const peer = normalizeAddress(req.socket?.remoteAddress ?? '') || 'unknown';
  const forwarded = req.headers['x-forwarded-for'];
  const given = Array.isArray(forwarded) ? forwarded.join(', ') : forwarded;
  req.headers['x-forwarded-for'] = given ? `${given}, ${peer}` : peer;
  const peerTrusted = trusted.kind === 'hops' || isTrusted(peer, trusted);
  if (!peerTrusted) {
    delete req.headers['x-forwarded-proto'];
    delete req.headers['x-forwarded-host'];
    delete req.headers['x-forwarded-port'];
    delete req.headers['x-real-ip'];
  }
}

export function installPeerAddress(env = process.env): void {
  const original = http.Server.prototype.emit as Patched;
  if (original.__fursaPeer) return;
  const trusted = parseTrustedProxies(env.TRUSTED_PROXIES);
  const patched = function (this: http.Server, event: string, ...args: unknown[]) {
    if (event === 'request') stampPeer(args[0] as http.IncomingMessage, trusted);
    return (original as (event: string, ...rest: unknown[]) => boolean).call(this, event, ...args);
  } as Patched;
  patched.__fursaPeer = true;
  http.Server.prototype.emit = patched;
}
