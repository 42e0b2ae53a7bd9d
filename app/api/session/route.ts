import { getClientUser } from '@/lib/auth/client-user';

/**
 * The signed-in user for the browser's auth store (SPEC 3 fields, never the token). Public pages
 * are served from the prerender cache and carry no per-user data, so the header's account area
 * asks here once per page load. Private and never stored by any cache. A session cookie whose
 * session has ended (revoked, expired, idle) answers `null` and both auth cookies are cleared
 * (getCurrentSession), so a page from the cache does not keep a dead cookie around.
 */
export async function GET() {
  const user = await getClientUser();
  return Response.json(
    { user },
    { headers: { 'Cache-Control': 'private, no-store', Vary: 'Cookie' } },
  );
}
