import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = path.dirname(new URL(import.meta.url).pathname);

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
    globalSetup: ['tests/setup/run-temp.ts'],
    setupFiles: ['tests/setup/vitest.setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    server: { deps: { inline: ['next-intl'] } },
  },
});
