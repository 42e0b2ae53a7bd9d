import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = path.dirname(new URL(import.meta.url).pathname);
// With TEST_DATABASE_URL the service tests run against that PostgreSQL too; files then share one
// database, so they run one after another.
const realPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  resolve: {
    alias: {
      '@': root,
      'server-only': path.join(root, 'tests/setup/server-only-stub.ts'),
    },
  },
  test: {
    environment: 'node',
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    setupFiles: ['tests/setup/vitest.setup.ts'],
    fileParallelism: !realPostgres,
    testTimeout: 20_000,
    hookTimeout: 30_000,
    server: { deps: { inline: ['next-intl'] } },
  },
});
