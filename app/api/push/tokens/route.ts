import { z } from 'zod';
import { getPushSession } from '@/features/push/server/session';
import {
  listPushTokens,
  PUSH_TOKEN_PATTERN,
  registerPushToken,
  removePushToken,
} from '@/features/push/server/tokens';
import { hitRateLimit } from '@/lib/rate-limit';

export const dynamic = 'force-dynamic';

const tokenSchema = z.string().regex(PUSH_TOKEN_PATTERN);
const registerSchema = z.object({
  token: tokenSchema,
  previousToken: tokenSchema.nullish(),
  userAgent: z.string().max(500).nullish(),
});
const removeSchema = z.object({ token: tokenSchema });

/** The signed-in user's own registered browsers (token, user agent, created, last seen). */
export async function GET() {
  const session = await getPushSession();
  if (!session) return json({ error: 'unauthorized' }, 401);
  const rows = await listPushTokens(session.userId);
  return json(
    rows.map(({ token, userAgent, createdAt, lastSeenAt }) => ({
      token,
      userAgent,
      createdAt,
      lastSeenAt,
    })),
    200,
  );
}

/**
 * The browser's push start-up registers (or refreshes) its FCM token for the signed-in user, bound
 * to this request's session: ending the session deletes the token.
 */
export async function POST(request: Request) {
  const session = await getPushSession();
  if (!session) return json({ error: 'unauthorized' }, 401);
  const limit = await hitRateLimit(`push-token:${session.userId}`, {
    limit: 30,
    windowSeconds: 3600,
  });
  if (!limit.allowed) return json({ error: 'rateLimited' }, 429);
  const parsed = registerSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return json({ error: 'invalid' }, 400);
  await registerPushToken(session, {
    token: parsed.data.token,
    previousToken: parsed.data.previousToken,
    // The header is what the browser really sent; the body's copy only fills in when it is absent.
    userAgent: request.headers.get('user-agent') ?? parsed.data.userAgent,
  });
  return json({ ok: true }, 200);
}

/** The browser gave its token up. */
export async function DELETE(request: Request) {
  const session = await getPushSession();
  if (!session) return json({ error: 'unauthorized' }, 401);
  const parsed = removeSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return json({ error: 'invalid' }, 400);
  await removePushToken(session.userId, parsed.data.token);
  return json({ ok: true }, 200);
}

function json(body: unknown, status: number) {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}
