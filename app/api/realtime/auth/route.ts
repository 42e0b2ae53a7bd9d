import { authenticateRealtimeUser, authorizeRealtimeChannel } from '@/lib/realtime/authorize';
import { getClientKey } from '@/lib/http/request-context';

export const dynamic = 'force-dynamic';

/**
 * pusher-js channelAuthorization (form-encoded socket_id and channel_name) and userAuthentication
 * (`signin()`: socket_id alone). Both answer only for a live session.
 */
export async function POST(request: Request) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return Response.json({ error: 'bad_request' }, { status: 400 });
  }
  const channel = form.get('channel_name');
  const result =
    channel === null
      ? await authenticateRealtimeUser(form.get('socket_id'), await getClientKey())
      : await authorizeRealtimeChannel(form.get('socket_id'), channel, await getClientKey());
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (result.retryAfterSeconds) headers['Retry-After'] = String(result.retryAfterSeconds);
  return Response.json(result.body, { status: result.status, headers });
}
