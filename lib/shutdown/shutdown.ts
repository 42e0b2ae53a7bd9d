import 'server-only';
import type { Server } from 'node:http';
import { closeDb } from '@/lib/db';
import { errorForLog } from '@/lib/errors/error-for-log';
import { stopJobs } from '@/lib/jobs';
import { appServers, startDraining } from './state';

/**
 * The graceful shutdown on SIGTERM / SIGINT, in order:
 *
 * 1. draining: readiness answers 503 "draining", responses close their connection;
 * 2. SHUTDOWN_DRAIN_SECONDS (default 0) of serving on, for a load balancer to notice;
 * 3. the HTTP server stops accepting connections and the requests under way finish (10 s at most);
 * 4. the job workers stop taking jobs and finish the ones they run (lib/jobs stopJobs);
 * 5. the embedded realtime server closes its sockets with 4200 (clients reconnect at once);
 * 6. the database pool (or PGlite) closes; the process exits 0 (1 when a step failed).
 *
 * This needs NEXT_MANUAL_SIG_HANDLE=true in the environment of `next start` (`npm start`, the
 * Dockerfile and compose.yaml set it): otherwise Next's own handler closes the HTTP server and
 * exits (code 143) as soon as the requests are done, whatever else still runs. Without it this
 * only starts draining and stopping the workers and realtime, racing Next's exit: a job cut short
 * runs again after its lease (lib/jobs). Installed once, from instrumentation.ts.
 */

const HTTP_WAIT_MS = 10_000;
const DEADLINE_MS = 25_000;

type Holder = { __fursaShutdown?: true };
const holder = globalThis as unknown as Holder;

export function installShutdown(env: NodeJS.ProcessEnv = process.env): void {
  if (holder.__fursaShutdown) return;
  holder.__fursaShutdown = true;
  const drainMs = drainSecondsOf(env) * 1000;
  // Next reads the variable as set or not (its start-server.ts); so does this.
  if (env.NEXT_MANUAL_SIG_HANDLE) {
    let started = false;
    const onSignal = (signal: NodeJS.Signals) => {
      // A shell's Ctrl+C reaches the process twice (its group, and npm): one shutdown.
      if (started) return;
      started = true;
      void shutdown(signal, drainMs);
    };
    process.on('SIGTERM', onSignal);
    process.on('SIGINT', onSignal);
    return;
  }
  if (env.NODE_ENV === 'production') {
    console.warn(
      '[shutdown] NEXT_MANUAL_SIG_HANDLE is not set: on SIGTERM Next ends the process without waiting for running jobs (docs/deploy.md)',
    );
  }
  const bestEffort = () => {
    startDraining();
    void stopWork();
  };
  // Before Next's own handler, which closes the HTTP server and exits once it has.
  process.prependOnceListener('SIGTERM', bestEffort);
  process.prependOnceListener('SIGINT', bestEffort);
}

/** SHUTDOWN_DRAIN_SECONDS: 0 to 120, default 0. */
export function drainSecondsOf(env: Record<string, string | undefined>): number {
  const value = Number(env.SHUTDOWN_DRAIN_SECONDS ?? 0);
  return Number.isFinite(value) && value >= 0 ? Math.min(value, 120) : 0;
}

async function shutdown(signal: NodeJS.Signals, drainMs: number): Promise<void> {
  const started = performance.now();
  console.info(`[shutdown] ${signal}: draining${drainMs ? ` for ${drainMs / 1000}s` : ''}`);
  startDraining();
  const deadline = setTimeout(() => {
    console.error(`[shutdown] not done after ${DEADLINE_MS / 1000}s: exiting now`);
    process.exit(1);
  }, DEADLINE_MS);
  if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
  let ok = await step('http', () => closeServers(appServers()));
  ok = (await stopWork()) && ok;
  ok = (await step('database', closeDb)) && ok;
  clearTimeout(deadline);
  console.info(`[shutdown] done in ${Math.round(performance.now() - started)} ms`);
  process.exit(ok ? 0 : 1);
}

/** The job workers, then the embedded realtime server (jobs publish events until they end). */
async function stopWork(): Promise<boolean> {
  const jobs = await step('jobs', stopJobs);
  // Not loaded at all when the realtime servers are their own tier (instrumentation.ts).
  const realtime =
    process.env.REALTIME_EMBEDDED === 'false' ||
    (await step('realtime', async () =>
      (await import('@/lib/realtime/embedded')).stopEmbeddedRealtime(),
    ));
  return jobs && realtime;
}

async function step(name: string, run: () => Promise<void>): Promise<boolean> {
  try {
    await run();
    return true;
  } catch (error) {
    console.error(`[shutdown] ${name} did not stop cleanly`, errorForLog(error));
    return false;
  }
}

/**
 * Stops accepting connections and waits for the requests under way. Idle keep-alive connections
 * are closed as soon as they are idle (not after their time-out); whatever is still open after
 * HTTP_WAIT_MS is cut.
 */
export async function closeServers(servers: Server[], waitMs = HTTP_WAIT_MS): Promise<void> {
  await Promise.all(
    servers
      .filter((server) => server.listening)
      .map(
        (server) =>
          new Promise<void>((resolve) => {
            const idle = setInterval(() => server.closeIdleConnections(), 100);
            const cut = setTimeout(() => server.closeAllConnections(), waitMs);
            server.close(() => {
              clearInterval(idle);
              clearTimeout(cut);
              resolve();
            });
            server.closeIdleConnections();
          }),
      ),
  );
}
