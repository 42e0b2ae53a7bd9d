import { getClientUser } from '@/lib/server/auth/client-user';

/**
 * The signed-in user for the browser's auth store (SPEC 3 fields, never the token). Public pages
 * are served from the prerender cache and carry no per-user data, so the header's account area
 * asks here once per page load. Private and never stored by any cache.
 */
export async function GET() {
  const user = await getClientUser();
  return Response.json(
    { user },
    { headers: { 'Cache-Control': 'private, no-store', Vary: 'Cookie' } },
  );
}
