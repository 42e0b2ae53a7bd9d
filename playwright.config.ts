import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/chromium-flags.mjs';

const SHELL = '/usr/bin/chromium-headless-shell';

const PORT = Number(process.env.E2E_PORT ?? 3311);
// The embedded realtime server of the e2e app (never the dev one on 6001).
const REALTIME_PORT = Number(process.env.E2E_REALTIME_PORT ?? 6011);
// localhost (not 127.0.0.1): Chromium accepts Secure cookies there, as production sets them.
const baseURL = `http://localhost:${PORT}`;

// Debian's Chromium (.ci/run installs it); Playwright never downloads a browser. Most tests run
// in its headless shell, the build Playwright itself runs headless: the full browser spent about
// 0.3 s of CPU per browser context on 156.0.8078.108, the shell a quarter of that. The shell
// answers Notification.permission "denied" whatever is granted, so the push tests run in the
// full browser.
const FULL = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const shellBrowser = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(SHELL) ? SHELL : FULL),
  args: CHROMIUM_FLAGS,
};
const fullBrowser = { executablePath: FULL, args: CHROMIUM_FLAGS };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  // Two-user tests sign in twice and drive two pages; a loaded CI machine needs the margin.
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: 'push.spec.ts',
      use: { ...devices['Desktop Chrome'], launchOptions: shellBrowser },
    },
    {
      name: 'push',
      testMatch: 'push.spec.ts',
      use: { ...devices['Desktop Chrome'], launchOptions: fullBrowser },
    },
  ],
  webServer: {
    // A production build on its own fresh embedded database (never the dev one: PGlite has no lock).
    // The cached catalogue reads of an earlier run (.next/cache/fetch-cache) name listings of the
    // database just removed: they go with it.
    command: `rm -rf .e2e .next/cache/fetch-cache && node node_modules/next/dist/bin/next start -p ${PORT}`,
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
      // Test-only values, public in this file: the production checks (check-env.ts) need them set.
      AUTH_SECRET: 'e2e-only-auth-secret-3f9c1a7d5b2e8046c1d9',
      ENCRYPTION_KEY: 'ZTJlLW9ubHktZW5jcnlwdGlvbi1rZXktMzItYnl0ZSE=',
      PUSHER_APP_SECRET: process.env.PUSHER_APP_SECRET ?? 'e2e-only-realtime-secret-7a41c0e9d2b6',
      PAYMENTS_SANDBOX_ENABLED: 'true',
      // The tests run from this machine and pose as many clients with X-Forwarded-For: the
      // loopback "proxy" is trusted, so each test keeps its own rate-limit bucket.
      TRUSTED_PROXIES: '127.0.0.1/8, ::1',
      PUSHER_APP_ID: 'fursa-e2e',
      PUSHER_APP_KEY: 'fursa-e2e-key',
      PUSHER_HOST: '127.0.0.1',
      PUSHER_PORT: String(REALTIME_PORT),
      PUSHER_SCHEME: 'http',
    },
  },
});
