import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { pushTokens, type PushTokenRow } from '@/lib/db/schema';
import type { PushSession } from './session';

/** A browser's FCM token: long, opaque, URL-safe. */
export const PUSH_TOKEN_PATTERN = /^[A-Za-z0-9_:\-.]{20,4096}$/;

/**
 * Stores (or refreshes) a browser's token for the user's current session. The row belongs to that
 * session: whenever the session is deleted (sign-out, password change or reset, expiry) the
 * database deletes the token with it, so a revoked device stops receiving pushes. A token belongs
 * to one browser profile, so whoever registers it last owns it. When the browser's subscription
 * changed, the user's previous token is deleted in the same transaction.
 */
export async function registerPushToken(
  owner: PushSession,
  input: { token: string; previousToken?: string | null; userAgent?: string | null },
): Promise<PushTokenRow> {
  const { userId, sessionId } = owner;
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (input.previousToken && input.previousToken !== input.token) {
      await tx
        .delete(pushTokens)
        .where(and(eq(pushTokens.userId, userId), eq(pushTokens.token, input.previousToken)));
    }
    const userAgent = input.userAgent?.slice(0, 500) ?? null;
    const [row] = await tx
      .insert(pushTokens)
      .values({ userId, sessionId, token: input.token, userAgent })
      .onConflictDoUpdate({
        target: pushTokens.token,
        set: {
          userId,
          sessionId,
          userAgent,
          lastSeenAt: sql`now()`,
          // A token handed to another user is a new registration for them.
          createdAt: sql`case when ${pushTokens.userId} = ${userId} then ${pushTokens.createdAt} else now() end`,
        },
      })
      .returning();
    return row!;
  });
}

export async function listPushTokens(userId: string): Promise<PushTokenRow[]> {
  const db = await getDb();
  return db.select().from(pushTokens).where(eq(pushTokens.userId, userId));
}

/** Removes one of the user's tokens (the browser unsubscribed). */
export async function removePushToken(userId: string, token: string): Promise<void> {
  const db = await getDb();
  await db
    .delete(pushTokens)
    .where(and(eq(pushTokens.userId, userId), eq(pushTokens.token, token)));
}

/** Tokens Firebase reported invalid: gone for everyone. */
export async function removeInvalidPushTokens(tokens: string[]): Promise<void> {
  if (tokens.length === 0) return;
  const db = await getDb();
  await db.delete(pushTokens).where(inArray(pushTokens.token, tokens));
}
