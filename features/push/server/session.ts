import 'server-only';
import { createHash } from 'node:crypto';
import { getSessionToken } from '@/lib/auth/current-user';
import { getSessionUser } from '@/lib/auth/sessions';

/** The user and session of this request: push tokens are bound to the session that sent them. */
export type PushSession = { userId: string; sessionId: string };

/** Null when the request has no live session (signed out, revoked or expired). */
export async function getPushSession(): Promise<PushSession | null> {
  const found = await getSessionUser(await getSessionToken());
  return found ? { userId: found.user.id, sessionId: found.session.id } : null;
}

/**
 * The browser's stand-in for its session: stable for one session, different for the next, and
 * telling nothing about the session's id. The start-up registers its token again when it changes.
 */
export function pushSessionTag(sessionId: string): string {
  return createHash('sha256')
    .update(`fursa-push-session:${sessionId}`)
    .digest('base64url')
    .slice(0, 22);
}
