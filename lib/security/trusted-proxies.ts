import { BlockList, isIP } from 'node:net';

/**
 * Which X-Forwarded-For entry is the client, and whose X-Forwarded-Proto/-Host are believed.
 * TRUSTED_PROXIES lists the reverse proxies by address or CIDR range
 * ("127.0.0.1/8, ::1, 10.0.0.0/8"). Unset: no proxy is trusted and the socket's address (the
 * last entry, which the server appends itself; see lib/security/peer-address.ts) is the
 * client, whatever the request claims.
 *
 * A hop count ("1") is refused: it says how many entries to skip, not who may write them, so any
 * client reaching the server directly would be believed about its scheme and host (HSTS, the
 * origin of absolute URLs) and could pick its own address for the per-client limits.
 */
export type TrustedProxies = { kind: 'none' } | { kind: 'list'; list: BlockList };

export const HOP_COUNT_REFUSED =
  'TRUSTED_PROXIES is a hop count, which would believe forwarded headers from any client: list your proxies\' addresses or CIDR ranges instead (e.g. "10.0.0.0/8, 127.0.0.1")';

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

function isPrefix(text: string | undefined, bits: number, widest: number): boolean {
  return /^\d{1,3}$/.test(text ?? '') && bits <= widest;
}

export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const text = value?.trim();
  if (!text) return { kind: 'none' };
  if (/^\d+$/.test(text)) throw new Error(HOP_COUNT_REFUSED);
  const list = new BlockList();
  for (const item of text.split(/[\s,]+/).filter(Boolean)) {
    const [address = '', prefix, extra] = item.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? null : Number(prefix);
    const widest = family === 6 ? 128 : 32;
    if (!family || extra !== undefined || (bits !== null && !isPrefix(prefix, bits, widest))) {
      throw new Error(`TRUSTED_PROXIES: "${item}" is not an IP address or CIDR range`);
    }
    // A range covering every address is the hop count's flaw again: name the proxies' networks.
    if (bits === 0) throw new Error(`TRUSTED_PROXIES: "${item}" would trust every address`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === null) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
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
