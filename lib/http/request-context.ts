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
 * (lib/security/peer-address.ts), and only entries added by TRUSTED_PROXIES are skipped.
 * Per-account limits never depend on it.
 */
export async function getClientKey(): Promise<string> {
  return clientKeyFromHeaders(await headers());
}

/**
 * The site's public origin for absolute URLs (payment return addresses): APP_URL, which production
 * requires (lib/config/check-env.ts refuses to start without it). Never the request's Host
 * or X-Forwarded-Host in production: a client chooses those, and a return URL built from them
 * would send a payer to the client's site. Development, where APP_URL may be unset, uses the
 * address the page was opened on.
 */
export async function getSiteOrigin(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const configured = env.APP_URL?.trim();
  if (configured) return new URL(configured).origin;
  if (env.NODE_ENV === 'production') throw new Error('APP_URL is not set');
  const host = (await headers()).get('host') ?? 'localhost:3000';
  return `http://${host}`;
}
