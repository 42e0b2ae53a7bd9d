export async function register() {
  if (
    process.env.NEXT_RUNTIME !== 'nodejs' ||
    process.env.NEXT_PHASE === 'phase-production-build'
  ) {
    return;
  }
  // Hardening: refuse to start on missing or weak secrets, and stamp every request
  // with its socket address before Next reads X-Forwarded-For (lib/security/peer-address.ts).
  const { hardenServer } = await import('./lib/config/harden-server');
  hardenServer();

  // The cached pages' policy, which the cache handler stores with each copy (cached-page-csp.ts,
  // through the process registry: cache-handlers/registry.mjs).
  const { registerCachedPagePolicy } = await import('./lib/security/cached-page-csp');
  registerCachedPagePolicy();

  // Realtime: the embedded Pusher-protocol server (docs/realtime.md); never fails start-up.
  // Before the seed, whose notifications are published as they are created.
  const { startEmbeddedRealtime } = await import('./lib/realtime/embedded');
  await startEmbeddedRealtime();

  // Then open the database (migrations) and seed at server start, not on the first request.
  const { seed } = await import('./lib/seed/demo');
  await seed();

  // Notifications: plan ending / ended and promotion ended, swept on an interval.
  const { startNotificationSweep } = await import('./features/notifications/server/sweep');
  startNotificationSweep();
}
