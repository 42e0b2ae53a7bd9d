export async function register() {
  if (
    process.env.NEXT_RUNTIME !== 'nodejs' ||
    process.env.NEXT_PHASE === 'phase-production-build'
  ) {
    return;
  }
  // Hardening (issue 12): refuse to start on missing or weak secrets, and stamp every request
  // with its socket address before Next reads X-Forwarded-For (lib/server/security/peer-address.ts).
  const { hardenServer } = await import('./lib/server/config/harden-server');
  hardenServer();

  // Realtime: the embedded Pusher-protocol server (README "Realtime"); never fails start-up.
  // Before the seed, whose demo notifications publish: they then reach a server, not a refused
  // connection logged as a failed publish at every start.
  const { startEmbeddedRealtime } = await import('./lib/server/realtime/embedded');
  await startEmbeddedRealtime();

  // Open the database (migrations) and seed at server start, not on the first request.
  const { seed } = await import('./lib/server/seed/demo');
  await seed();

  // Notifications (issue 10): plan ending / ended and promotion ended, swept on an interval.
  const { startNotificationSweep } = await import('./lib/server/notifications/sweep');
  startNotificationSweep();
}
