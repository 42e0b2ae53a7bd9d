export async function register() {
  // Open the database (migrations) and seed at server start, not on the first request.
  if (
    process.env.NEXT_RUNTIME === 'nodejs' &&
    process.env.NEXT_PHASE !== 'phase-production-build'
  ) {
    const { seed } = await import('./lib/server/seed/demo');
    await seed();
  }
}
