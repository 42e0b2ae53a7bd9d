import { getRealtimePublicConfig } from '@/lib/realtime/config';

// Read at run time so one build runs in any environment (the layout stays static).
export const dynamic = 'force-dynamic';

/** The browser's realtime settings (key, cluster, host, port, scheme); null when switched off. */
export function GET() {
  return Response.json(getRealtimePublicConfig(), { headers: { 'Cache-Control': 'no-store' } });
}
