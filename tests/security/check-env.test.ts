import { describe, expect, it } from 'vitest';
import { checkEnvironment } from '@/lib/config/check-env';

const STRONG = 'k3v9-Qm2x7Lr0pWz8Hs5Tn1yBc4Jd6Fa';
const GOOD = {
  NODE_ENV: 'production',
  AUTH_SECRET: STRONG,
  PUSHER_APP_SECRET: STRONG,
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  APP_URL: 'https://fursa.example',
  ENCRYPTION_KEY: 'q83vEjRWeJq8/1sF7m4nKwP0dA9cXhLzR2tY6uB1oC8=',
};

describe('start-up configuration check', () => {
  it('accepts a complete production configuration', () => {
    expect(checkEnvironment(GOOD)).toEqual({ errors: [], warnings: [] });
  });

  it('refuses production without AUTH_SECRET, or with a short or known one', () => {
    for (const AUTH_SECRET of [
      undefined,
      'short',
      'fursa-development-auth-secret-do-not-use-in-production',
    ]) {
      const { errors } = checkEnvironment({ ...GOOD, AUTH_SECRET });
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(/^AUTH_SECRET is (missing|weak)/);
    }
  });

  it('needs the realtime secret unless realtime is off', () => {
    expect(checkEnvironment({ ...GOOD, PUSHER_APP_SECRET: undefined }).errors[0]).toMatch(
      /PUSHER_APP_SECRET/,
    );
    expect(
      checkEnvironment({ ...GOOD, PUSHER_APP_SECRET: undefined, REALTIME_DISABLED: 'true' }).errors,
    ).toEqual([]);
  });

  it("needs the chosen gateway's secrets; the sandbox only with PAYMENTS_SANDBOX_ENABLED", () => {
    const stripe = checkEnvironment({
      ...GOOD,
      PAYMENTS_GATEWAY: 'stripe',
      STRIPE_WEBHOOK_SECRET: undefined,
    });
    expect(stripe.errors).toEqual(['STRIPE_WEBHOOK_SECRET is missing: PAYMENTS_GATEWAY is stripe']);
    const sandbox = { ...GOOD, PAYMENTS_GATEWAY: 'sandbox' };
    expect(checkEnvironment(sandbox).errors[0]).toMatch(/PAYMENTS_SANDBOX_ENABLED/);
    expect(checkEnvironment({ ...sandbox, PAYMENTS_SANDBOX_ENABLED: 'true' }).errors).toEqual([]);
    const none = checkEnvironment({ ...GOOD, STRIPE_SECRET_KEY: undefined });
    expect(none.errors).toEqual([]);
    expect(none.warnings[0]).toMatch(/top-ups are unavailable/);
  });

  it('development keeps its defaults and only warns', () => {
    const { errors, warnings } = checkEnvironment({ NODE_ENV: 'development' });
    expect(errors).toEqual([]);
    expect(warnings.join('\n')).toMatch(/AUTH_SECRET is missing.*development default/);
  });

  it('refuses production without APP_URL, naming it, or with one that is not an origin', () => {
    const missing = checkEnvironment({ ...GOOD, APP_URL: undefined });
    expect(missing.errors).toEqual([
      'APP_URL is missing: set the public origin, e.g. https://fursa.example',
    ]);
    for (const APP_URL of ['fursa.example', 'ftp://fursa.example', 'https://fursa.example/app']) {
      expect(checkEnvironment({ ...GOOD, APP_URL }).errors[0], APP_URL).toMatch(/^APP_URL /);
    }
    expect(checkEnvironment({ ...GOOD, APP_URL: 'http://localhost:3311/' }).errors).toEqual([]);
    // Development falls back to the address a page was opened on, and says so.
    const dev = checkEnvironment({ NODE_ENV: 'development' });
    expect(dev.errors).toEqual([]);
    expect(dev.warnings.join('\n')).toMatch(/APP_URL is missing.*development default/);
  });

  it('refuses TRUSTED_PROXIES as a hop count, saying what to set instead', () => {
    expect(checkEnvironment({ ...GOOD, TRUSTED_PROXIES: '1' }).errors).toEqual([
      'TRUSTED_PROXIES is a hop count, which would believe forwarded headers from any client: list your proxies\' addresses or CIDR ranges instead (e.g. "10.0.0.0/8, 127.0.0.1")',
    ]);
    expect(checkEnvironment({ ...GOOD, TRUSTED_PROXIES: '10.0.0.0/8, ::1' }).errors).toEqual([]);
  });

  it('refuses realtime names that cannot be a connect-src origin', () => {
    for (const [name, value] of [
      ['PUSHER_PUBLIC_HOST', '*.fursa.example'],
      ['PUSHER_HOST', 'wss://rt.fursa.example'],
      ['PUSHER_APP_CLUSTER', 'eu; script-src *'],
    ] as const) {
      expect(checkEnvironment({ ...GOOD, [name]: value }).errors[0], name).toMatch(
        new RegExp(`^${name} must be`),
      );
    }
    expect(
      checkEnvironment({
        ...GOOD,
        PUSHER_HOST: '127.0.0.1',
        PUSHER_PUBLIC_HOST: 'rt.fursa.example',
      }).errors,
    ).toEqual([]);
  });

  it('refuses production without a 32-byte ENCRYPTION_KEY, which AUTH_SECRET never stands in for', () => {
    const missing = checkEnvironment({ ...GOOD, ENCRYPTION_KEY: undefined });
    expect(missing.errors).toHaveLength(1);
    expect(missing.errors[0]).toMatch(/^ENCRYPTION_KEY is missing: set 32 random bytes/);
    for (const ENCRYPTION_KEY of [STRONG, 'c2hvcnQ=', '00'.repeat(32), `${'ab'.repeat(32)}00`]) {
      const { errors } = checkEnvironment({ ...GOOD, ENCRYPTION_KEY });
      expect(errors, ENCRYPTION_KEY).toEqual([expect.stringMatching(/^ENCRYPTION_KEY is invalid/)]);
    }
    // 64 hex digits and base64url are as good as base64.
    for (const ENCRYPTION_KEY of [
      '0123456789abcdef'.repeat(4),
      'q83vEjRWeJq8_1sF7m4nKwP0dA9cXhLzR2tY6uB1oC8',
    ]) {
      expect(checkEnvironment({ ...GOOD, ENCRYPTION_KEY }).errors, ENCRYPTION_KEY).toEqual([]);
    }
    const dev = checkEnvironment({ NODE_ENV: 'development' });
    expect(dev.errors).toEqual([]);
    expect(dev.warnings.join('\n')).toMatch(/ENCRYPTION_KEY is missing.*development default/);
  });

  it('refuses a malformed TRUSTED_PROXIES', () => {
    expect(checkEnvironment({ ...GOOD, TRUSTED_PROXIES: '10.0.0.0/8,nope' }).errors[0]).toMatch(
      /nope/,
    );
  });
});
