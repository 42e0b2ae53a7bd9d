import type { PushSetup } from '@/features/push/types';
import { getPublicPushConfig } from '@/features/push/server/config';
import { getPushSession, pushSessionTag } from '@/features/push/server/session';

export const dynamic = 'force-dynamic';

/**
 * The public Firebase configuration (null when push is not configured), read at run time, and the
 * tag of the asking session, so the browser knows when its registration belongs to an older one.
 */
export async function GET() {
  const config = getPublicPushConfig();
  const session = config ? await getPushSession() : null;
  const body: PushSetup = { config, session: session ? pushSessionTag(session.sessionId) : null };
  return Response.json(body, {
    headers: { 'Cache-Control': 'private, no-store', Vary: 'Cookie' },
  });
}
