import type Pusher from 'pusher-js';
import type { PublicRealtimeConfig } from './client-options';
import type { RealtimeState } from './realtime-context';

/**
 * Opens this tab's realtime connection (SPEC 9) and reports every state to `report`; null when
 * realtime is not configured or the start was cancelled. Every state change is logged as
 * "previous → current"; connection errors go to the console only (SPEC 8). Loaded by
 * RealtimeProvider only once someone is signed in: a visitor's page never downloads it, the
 * client library or its options.
 */
export async function connectRealtime(
  report: (state: RealtimeState) => void,
  cancelled: () => boolean,
): Promise<Pusher | null> {
  const response = await fetch('/api/realtime/config', { cache: 'no-store' });
  const config = (await response.json()) as PublicRealtimeConfig | null;
  if (!config || cancelled()) return null;
  const [{ default: PusherClient }, { clientOptions }] = await Promise.all([
    import('pusher-js'),
    import('./client-options'),
  ]);
  if (cancelled()) return null;
  const client = new PusherClient(config.key, clientOptions(config, window.location));
  client.connection.bind(
    'state_change',
    ({ previous, current }: { previous: string; current: string }) => {
      console.info(`[realtime] ${previous} → ${current}`);
      report({ state: current, socketId: client.connection.socket_id ?? null, pusher: client });
    },
  );
  // The constructor already left `initialized` (pusher-js connects at once when the page is
  // ready), before any listener could be bound: log that first step too.
  if (client.connection.state !== 'initialized') {
    console.info(`[realtime] initialized → ${client.connection.state}`);
  }
  client.signin();
  client.connection.bind('error', (error: unknown) => {
    console.error('[realtime] connection error', error);
  });
  report({ state: client.connection.state, socketId: null, pusher: client });
  return client;
}
