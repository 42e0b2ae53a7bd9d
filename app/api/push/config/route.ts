import { getPublicPushConfig } from '@/lib/server/push/config';

export const dynamic = 'force-dynamic';

/** The public Firebase configuration (or null when push is not configured), read at run time. */
export function GET() {
  return Response.json(getPublicPushConfig(), { headers: { 'Cache-Control': 'no-store' } });
}
