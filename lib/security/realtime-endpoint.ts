import 'server-only';
import type { RealtimeEndpoint } from '@/lib/security/headers';
import { getRealtimePublicConfig, getRealtimeServerConfig } from '@/lib/realtime/config';

/**
 * Where browsers connect for realtime, from the very configuration GET /api/realtime/config hands
 * them (lib/realtime/config.ts), for the page policy's connect-src
 * (lib/security/headers.ts realtimeConnectSources). null when realtime is off.
 */
export function getRealtimeEndpoint(env: NodeJS.ProcessEnv = process.env): RealtimeEndpoint | null {
  const server = getRealtimeServerConfig(env);
  const browser = getRealtimePublicConfig(env);
  if (!server || !browser) return null;
  return {
    host: browser.host,
    port: browser.port,
    cluster: browser.cluster,
    hosted: server.host === null,
  };
}
