// Each test file gets a fresh in-memory PGlite unless a real PostgreSQL is named.
if (process.env.TEST_DATABASE_URL) {
  process.env.DATABASE_URL = process.env.TEST_DATABASE_URL;
} else {
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DIR = 'memory://';
}
process.env.MAIL_OUTBOX_DIR ??= `/tmp/fursa-test-outbox-${process.pid}`;
process.env.FILES_DIR ??= `/tmp/fursa-test-files-${process.pid}`;
