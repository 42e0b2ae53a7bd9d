import { BlockList, isIP } from 'node:net';

/**
 * Which X-Forwarded-For entry is the client. TRUSTED_PROXIES is either a hop count ("1": one
 * proxy in front of us appends the client) or a list of addresses and CIDR ranges
 * ("127.0.0.1/8, ::1, 10.0.0.0/8"). Unset: no proxy is trusted and the socket's address (the
 * last entry, which the server appends itself; see lib/server/security/peer-address.ts) is the
 * client, whatever the request claims.
 */
export type TrustedProxies =
  { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'list'; list: BlockList };

export function normalizeAddress(raw: string): string {
  let value = raw.trim();
  // "[::1]:1234" and "1.2.3.4:5678" forms that some proxies send.
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed?.[1]) value = bracketed[1];
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(value);
  if (mapped?.[1]) value = mapped[1];
  return value.toLowerCase();
}

export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const text = value?.trim();
  if (!text) return { kind: 'none' };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops > 0 ? { kind: 'hops', hops } : { kind: 'none' };
  }
  const list = new BlockList();
  for (const item of text.split(/[\s,]+/).filter(Boolean)) {
    const [address = '', prefix] = item.split('/');
    const family = isIP(address);
    if (!family) throw new Error(`TRUSTED_PROXIES: "${item}" is not an IP address or CIDR range`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return { kind: 'list', list };
}

export function isTrusted(address: string, trusted: TrustedProxies): boolean {
  if (trusted.kind !== 'list') return false;
  const value = normalizeAddress(address);
  const family = isIP(value);
  if (!family) return false;
  return trusted.list.check(value, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The client among `chain`: X-Forwarded-For entries, left to right, ending with the socket's
 * peer. Walks from the right over trusted proxies only, so entries a client wrote itself (on the
 * left) are never believed.
 */
export function resolveClientAddress(chain: string[], trusted: TrustedProxies): string {
  const entries = chain.map(normalizeAddress).filter(Boolean);
  if (entries.length === 0) return 'direct';
  const last = entries.length - 1;
  if (trusted.kind === 'none') return entries[last] as string;
  if (trusted.kind === 'hops') return entries[Math.max(0, last - trusted.hops)] as string;
  let index = last;
  while (index > 0 && isTrusted(entries[index] as string, trusted)) index -= 1;
  return entries[index] as string;
}

export function splitForwardedFor(header: string | null | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}
