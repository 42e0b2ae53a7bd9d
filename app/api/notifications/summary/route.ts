import { getCurrentUser } from '@/lib/auth/current-user';
import { getNotificationSummary } from '@/features/notifications/server/list';

export const dynamic = 'force-dynamic';

/** The bell's data for the signed-in user: { unread, latest }. Per user, never cached. */
export async function GET() {
  const user = await getCurrentUser();
  if (!user) return Response.json({ error: 'unauthorized' }, { status: 401, headers: noStore });
  return Response.json(await getNotificationSummary(user.id), { headers: noStore });
}

const noStore = { 'Cache-Control': 'private, no-store' };
