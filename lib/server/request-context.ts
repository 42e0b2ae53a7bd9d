import 'server-only';
import { headers } from 'next/headers';
import {
  parseTrustedProxies,
  resolveClientAddress,
  splitForwardedFor,
  type TrustedProxies,
} from '@/lib/security/trusted-proxies';

let parsed: { source: string | undefined; value: TrustedProxies } | null = null;

function trustedProxies(): TrustedProxies {
  const source = process.env.TRUSTED_PROXIES;
  if (!parsed || parsed.source !== source) {
    parsed = { source, value: parseTrustedProxies(source) };
  }
  return parsed.value;
}

/** The client's address from X-Forwarded-For as the server stamped it (see peer-address.ts). */
export function clientKeyFromHeaders(h: Headers): string {
  return resolveClientAddress(splitForwardedFor(h.get('x-forwarded-for')), trustedProxies());
}

/**
 * The client's address for per-client limits: X-Forwarded-For ends with the socket's address
 * (lib/server/security/peer-address.ts), and only entries added by TRUSTED_PROXIES are skipped.
 * Per-account limits never depend on it.
 */
export async function getClientKey(): Promise<string> {
  return clientKeyFromHeaders(await headers());
}
