import { DEFAULT_REDIS_PREFIX, standaloneOptionsFromEnv } from './env';
import { startRealtimeServer } from './index';

/**
 * The realtime server as its own process (`npm run realtime`, bin/realtime.mjs): the app's
 * variables (env.ts), one line on start, a clean leave of the cluster on SIGTERM / SIGINT.
 * Exits 1 on a configuration problem or a port it cannot take.
 */
export async function main(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const parsed = standaloneOptionsFromEnv(env);
  if ('problems' in parsed) {
    console.error(`[realtime] refusing to start: ${parsed.problems.join(' ')}`);
    process.exit(1);
  }
  const { options } = parsed;
  let server: Awaited<ReturnType<typeof startRealtimeServer>>;
  try {
    server = await startRealtimeServer(options);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    console.error(
      code === 'EADDRINUSE'
        ? `[realtime] port ${options.port} is in use`
        : `[realtime] did not start: ${(error as Error).message}`,
    );
    process.exit(1);
  }
  const cluster = options.redisUrl
    ? `, cluster "${options.redisPrefix ?? DEFAULT_REDIS_PREFIX}" through Redis`
    : ', alone (in memory)';
  console.info(`[realtime] server on ${options.host}:${server.port}${cluster}`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void server.close().finally(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
