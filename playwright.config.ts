import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3311);
// localhost (not 127.0.0.1): Chromium accepts Secure cookies there, as production sets them.
const baseURL = `http://localhost:${PORT}`;

// Debian's Chromium; Playwright never downloads a browser here (STACK.md).
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } }],
  webServer: {
    // A production build on its own fresh embedded database (never the dev one: PGlite has no lock).
    command: `rm -rf .e2e && node node_modules/next/dist/bin/next start -p ${PORT}`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: {
      PGLITE_DIR: '.e2e/pglite',
      MAIL_OUTBOX_DIR: '.e2e/outbox',
      FILES_DIR: '.e2e/files',
      APP_URL: baseURL,
      BUILD_POLL_MS: '60000',
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      AUTH_SECRET: 'e2e-only-secret-e2e-only-secret-0123456789',
    },
  },
});
