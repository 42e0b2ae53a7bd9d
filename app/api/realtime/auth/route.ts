import { authorizeRealtimeChannel } from '@/lib/server/realtime/authorize';
import { getClientKey } from '@/lib/server/request-context';

export const dynamic = 'force-dynamic';

/** pusher-js channelAuthorization: form-encoded socket_id and channel_name. */
export async function POST(request: Request) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return Response.json({ error: 'bad_request' }, { status: 400 });
  }
  const result = await authorizeRealtimeChannel(
    form.get('socket_id'),
    form.get('channel_name'),
    await getClientKey(),
  );
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (result.retryAfterSeconds) headers['Retry-After'] = String(result.retryAfterSeconds);
  return Response.json(result.body, { status: result.status, headers });
}
