export async function register() {
  // Open the database (and apply migrations) when the server starts, not on the first request.
  if (
    process.env.NEXT_RUNTIME === 'nodejs' &&
    process.env.NEXT_PHASE !== 'phase-production-build'
  ) {
    const { getDb } = await import('./lib/db/client');
    await getDb();
  }
}
