import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

/**
 * Who a WebSocket connection comes from, for the per-address connection limit. The socket's
 * peer, unless that peer is one of `trusted` (addresses or CIDR ranges of reverse proxies in
 * front of this server): then X-Forwarded-For is walked from the right over trusted hops only,
 * and the first untrusted entry is the client. Entries a client wrote itself sit further left
 * and are never reached. Nothing trusted (the default): forwarded headers are ignored.
 */
export function clientAddressOf(trusted: readonly string[]): (req: IncomingMessage) => string {
  const list = new BlockList();
  for (const item of trusted) {
    const [address = '', prefix] = item.trim().split('/');
    const family = isIP(address);
    if (!family) throw new Error(`trustedProxies: "${item}" is not an IP address or CIDR range`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  const isTrusted = (address: string) => {
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
  return (req) => {
    const peer = normalize(req.socket.remoteAddress ?? '');
    if (trusted.length === 0 || !isTrusted(peer)) return peer;
    const header = req.headers['x-forwarded-for'];
    const chain = (Array.isArray(header) ? header.join(',') : (header ?? ''))
      .split(',')
      .map(normalize)
      .filter(Boolean);
    let client = peer;
    while (isTrusted(client) && chain.length > 0) client = chain.pop() as string;
    return client;
  };
}

/** "::ffff:1.2.3.4" is 1.2.3.4; "[::1]:80" and "1.2.3.4:80" (some proxies' forms) lose the port. */
function normalize(raw: string): string {
  let value = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed?.[1]) value = bracketed[1];
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(value);
  return (mapped?.[1] ?? value).toLowerCase();
}

/**
 * The key a client's connections are counted under: its IPv4 address, or its IPv6 /64 (one
 * subscriber usually holds a whole /64, so single IPv6 addresses would be no limit at all).
 */
export function addressKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
