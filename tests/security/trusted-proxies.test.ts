import type http from 'node:http';
import { describe, expect, it } from 'vitest';
import { stampPeer } from '@/lib/security/peer-address';
import {
  parseTrustedProxies,
  resolveClientAddress,
  splitForwardedFor,
} from '@/lib/security/trusted-proxies';

function request(peer: string, headers: http.IncomingHttpHeaders): http.IncomingMessage {
  return { socket: { remoteAddress: peer }, headers: { ...headers } } as http.IncomingMessage;
}

/** What the app sees: the server stamps the peer, then request-context resolves the client. */
function clientOf(peer: string, headers: http.IncomingHttpHeaders, setting?: string) {
  const trusted = parseTrustedProxies(setting);
  const req = request(peer, headers);
  stampPeer(req, trusted);
  return {
    client: resolveClientAddress(
      splitForwardedFor(req.headers['x-forwarded-for'] as string),
      trusted,
    ),
    proto: req.headers['x-forwarded-proto'],
  };
}

describe('client address', () => {
  it('with no TRUSTED_PROXIES, forwarded headers are ignored: the socket is the client', () => {
    for (const xff of [undefined, '1.2.3.4', '1.2.3.4, 5.6.7.8']) {
      const seen = clientOf('203.0.113.9', {
        'x-forwarded-for': xff,
        'x-forwarded-proto': 'https',
      });
      expect(seen.client).toBe('203.0.113.9');
      expect(seen.proto).toBeUndefined();
    }
  });

  it('behind trusted proxies, the first untrusted address from the right is the client', () => {
    const setting = '10.0.0.0/8, 127.0.0.1, ::1';
    expect(clientOf('10.0.0.5', { 'x-forwarded-for': '198.51.100.7' }, setting).client).toBe(
      '198.51.100.7',
    );
    // A client that writes its own X-Forwarded-For only adds entries on the left.
    expect(
      clientOf('10.0.0.5', { 'x-forwarded-for': '6.6.6.6, 198.51.100.7, 10.0.0.9' }, setting)
        .client,
    ).toBe('198.51.100.7');
    // A request straight from an untrusted address is that address, whatever it claims.
    const direct = clientOf(
      '198.51.100.8',
      { 'x-forwarded-for': '6.6.6.6', 'x-forwarded-proto': 'https' },
      setting,
    );
    expect(direct.client).toBe('198.51.100.8');
    expect(direct.proto).toBeUndefined();
    expect(clientOf('::ffff:127.0.0.1', { 'x-forwarded-proto': 'https' }, setting).proto).toBe(
      'https',
    );
    expect(clientOf('::1', { 'x-forwarded-for': '2001:db8::1' }, setting).client).toBe(
      '2001:db8::1',
    );
  });

  it('believes X-Forwarded-Proto/-Host only from a proxy named by address', () => {
    const sent = {
      'x-forwarded-for': '198.51.100.7',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.example',
      forwarded: 'for=6.6.6.6;proto=https;host=evil.example',
    };
    const setting = parseTrustedProxies('10.0.0.0/8');
    const fromProxy = request('10.0.0.5', sent);
    stampPeer(fromProxy, setting);
    expect(fromProxy.headers['x-forwarded-proto']).toBe('https');
    expect(fromProxy.headers['x-forwarded-host']).toBe('evil.example');
    // Anyone else, with or without a list: the scheme, host and client it claims are dropped.
    for (const trusted of [setting, parseTrustedProxies(undefined)]) {
      const direct = request('203.0.113.9', sent);
      stampPeer(direct, trusted);
      expect(direct.headers['x-forwarded-proto']).toBeUndefined();
      expect(direct.headers['x-forwarded-host']).toBeUndefined();
      expect(direct.headers.forwarded).toBeUndefined();
      expect(direct.headers['x-forwarded-for']).toBe('198.51.100.7, 203.0.113.9');
    }
  });

  it('refuses a hop count: it would believe any peer', () => {
    for (const hops of ['1', '2', ' 3 ']) {
      expect(() => parseTrustedProxies(hops)).toThrow(/hop count.*addresses or CIDR ranges/);
    }
  });

  it('refuses a range that covers every address', () => {
    expect(() => parseTrustedProxies('0.0.0.0/0')).toThrow(/every address/);
    expect(() => parseTrustedProxies('10.0.0.0/8, ::/0')).toThrow(/every address/);
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/not an IP address or CIDR/);
    expect(() => parseTrustedProxies('10.0.0.0/8/1')).toThrow(/not an IP address or CIDR/);
    expect(() => parseTrustedProxies('10.0.0.0/x')).toThrow(/not an IP address or CIDR/);
  });

  it('refuses a malformed setting', () => {
    expect(() => parseTrustedProxies('10.0.0.0/8, not-an-ip')).toThrow(/not-an-ip/);
  });
});
