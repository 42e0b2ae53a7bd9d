import { BUILD_ID } from '@/lib/constants';

export const dynamic = 'force-dynamic';

/** SPEC 7: the latest build's id, never cached, polled by BuildWatcher. */
export function GET() {
  return Response.json(
    { id: BUILD_ID },
    { headers: { 'Cache-Control': 'no-store, max-age=0', 'X-Robots-Tag': 'noindex' } },
  );
}
