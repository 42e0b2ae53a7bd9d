import 'server-only';
import { headers } from 'next/headers';

/**
 * The client's address as the nearest proxy reports it. Behind a trusted reverse proxy the first
 * x-forwarded-for entry is the client; `next start` alone sets it to the socket address.
 */
export async function getClientKey(): Promise<string> {
  const h = await headers();
  const forwarded = h.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || h.get('x-real-ip') || 'unknown';
}
