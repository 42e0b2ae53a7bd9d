import 'server-only';
import { userChannel } from '@/lib/realtime/channels';
import { getPusher } from './publish';

/**
 * Who is live, asked of the realtime server's HTTP API. Both answer null when realtime is off or
 * unreachable: callers then assume "not live" (e.g. a push is sent rather than lost).
 */
export async function listChannelUserIds(channel: string): Promise<string[] | null> {
  const pusher = getPusher();
  if (!pusher) return null;
  try {
    const response = await pusher.get({ path: `/channels/${channel}/users` });
    if (!response.ok) return null;
    const body = (await response.json()) as { users?: Array<{ id: string }> };
    return (body.users ?? []).map((user) => String(user.id));
  } catch {
    return null;
  }
}

/** True when the user has at least one tab connected (their private channel is occupied). */
export async function isUserOnline(userId: string): Promise<boolean | null> {
  const pusher = getPusher();
  if (!pusher) return null;
  try {
    const response = await pusher.get({ path: `/channels/${userChannel(userId)}` });
    if (!response.ok) return null;
    const body = (await response.json()) as { occupied?: boolean };
    return body.occupied === true;
  } catch {
    return null;
  }
}
