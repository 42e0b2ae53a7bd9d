import type { Instrumentation } from 'next';

export async function register() {
  if (
    process.env.NEXT_RUNTIME !== 'nodejs' ||
    process.env.NEXT_PHASE === 'phase-production-build'
  ) {
    return;
  }
  // LOG_FORMAT=json: every console line from here on is one JSON object (lib/log/console.ts).
  const { installJsonConsole, jsonLogs } = await import('./lib/log/console');
  installJsonConsole();

  // Hardening: refuse to start on missing or weak secrets, and stamp every request
  // with its socket address before Next reads X-Forwarded-For (lib/security/peer-address.ts).
  const { hardenServer } = await import('./lib/config/harden-server');
  hardenServer();

  // Operations (docs/deploy.md): a request id on every request and its log lines, and the
  // graceful shutdown on SIGTERM / SIGINT (lib/shutdown/shutdown.ts).
  const { installRequestContext } = await import('./lib/log/requests');
  const { getEmbeddedServerOptions } = await import('./lib/realtime/config');
  const realtimePort =
    process.env.REALTIME_EMBEDDED === 'false' ? undefined : getEmbeddedServerOptions()?.port;
  installRequestContext({ accessLog: jsonLogs(), realtimePort });
  const { installShutdown } = await import('./lib/shutdown/shutdown');
  installShutdown();

  // The cached pages' policy, which the cache handler stores with each copy (cached-page-csp.ts,
  // through the process registry: cache-handlers/registry.mjs).
  const { registerCachedPagePolicy } = await import('./lib/security/cached-page-csp');
  registerCachedPagePolicy();

  // Realtime: the embedded Pusher-protocol server (docs/realtime.md); never fails start-up.
  // Before the seed, whose notifications are published as they are created. With
  // REALTIME_EMBEDDED=false the realtime servers are their own tier (`npm run realtime`) or
  // Soketi: the server's code is not even loaded here.
  if (process.env.REALTIME_EMBEDDED !== 'false') {
    const { startEmbeddedRealtime } = await import('./lib/realtime/embedded');
    await startEmbeddedRealtime();
  }

  // Then open the database (migrations) and seed at server start, not on the first request.
  const { seed } = await import('./lib/seed/demo');
  await seed();

  // Background jobs (lib/jobs, docs/jobs.md): this instance's workers, pg-boss on PostgreSQL or
  // the in-process engine on the embedded database. The timed sweeps and prunes are schedules run
  // once for the cluster, not timers per instance. Never fails start-up: with pg-boss unreachable
  // jobs run in-process while it is tried again.
  const { startJobs } = await import('./lib/jobs');
  await startJobs();
}

/** A request that failed, with its route and request id, as a structured line (lib/log). */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { logRequestError } = await import('./lib/log/requests');
  logRequestError(error, request, context);
};
