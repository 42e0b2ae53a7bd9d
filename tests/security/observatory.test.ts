import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  buildPageCsp,
  commonSecurityHeaders,
  HSTS_VALUE,
  RESOURCE_CSP,
  serviceWorkerCsp,
} from '@/lib/security/headers';
import { grade, parseCsp } from './observatory';

const PROD = { NODE_ENV: 'production' };
const hash = `'sha256-${createHash('sha256').update('self.__next_f.push([0])').digest('base64')}'`;

function responseHeaders(csp: string, https = true, cookies: string[] = []): Headers {
  const h = new Headers();
  for (const { key, value } of commonSecurityHeaders()) h.set(key, value);
  h.set('Content-Security-Policy', csp);
  if (https) h.set('Strict-Transport-Security', HSTS_VALUE);
  for (const cookie of cookies) h.append('Set-Cookie', cookie);
  return h;
}

describe('Observatory grader (reimplemented)', () => {
  it('grades a bare response as the Observatory does (30, F)', () => {
    const { score, results } = grade(new Headers());
    expect(results['content-security-policy']).toBe('csp-not-implemented');
    expect(score).toBe(30);
  });

  it("penalises 'unsafe-inline' scripts and rewards default-src 'none'", () => {
    const unsafe = grade(
      new Headers({ 'content-security-policy': "default-src 'self' 'unsafe-inline'" }),
    );
    expect(unsafe.results['content-security-policy']).toBe('csp-implemented-with-unsafe-inline');
    const strict = grade(
      new Headers({ 'content-security-policy': "default-src 'none'; script-src 'self'" }),
    );
    expect(strict.results['content-security-policy']).toBe(
      'csp-implemented-with-no-unsafe-default-src-none',
    );
  });
});

describe('our headers', () => {
  it('score at least 110 on a prerendered page (hashes), a dynamic page (nonce) and resources', () => {
    const hashed = buildPageCsp({ scriptSources: [hash], dev: false, https: true, env: PROD });
    const nonced = buildPageCsp({
      scriptSources: ["'nonce-abc'"],
      dev: false,
      https: true,
      env: PROD,
    });
    for (const csp of [hashed, nonced, RESOURCE_CSP]) {
      const { score, results } = grade(responseHeaders(csp));
      expect(results['x-frame-options']).toBe('x-frame-options-implemented-via-csp');
      expect(results['referrer-policy']).toBe('referrer-policy-private');
      expect(results['strict-transport-security']).toBe(
        'hsts-implemented-max-age-at-least-six-months',
      );
      expect(score).toBeGreaterThanOrEqual(110);
    }
    // With the session cookies as production sets them: Secure, HttpOnly, SameSite=Lax.
    const signedIn = grade(
      responseHeaders(hashed, true, ['fursa_session=x; Path=/; HttpOnly; Secure; SameSite=Lax']),
    );
    expect(signedIn.score).toBe(115);
  });

  it('production script-src has no unsafe-inline or unsafe-eval; development allows eval only', () => {
    const prod = parseCsp(
      buildPageCsp({ scriptSources: [hash], dev: false, https: true, env: PROD }),
    );
    expect(prod?.get('script-src')).toEqual(["'self'", hash]);
    expect(prod?.get('object-src')).toEqual(["'none'"]);
    expect(prod?.get('base-uri')).toEqual(["'none'"]);
    expect(prod?.get('frame-ancestors')).toEqual(["'none'"]);
    expect(prod?.has('upgrade-insecure-requests')).toBe(true);
    const dev = parseCsp(
      buildPageCsp({ scriptSources: ["'nonce-x'"], dev: true, https: false, env: {} }),
    );
    expect(dev?.get('script-src')).toContain("'unsafe-eval'");
    expect(dev?.get('script-src')).not.toContain("'unsafe-inline'");
    expect(dev?.has('upgrade-insecure-requests')).toBe(false);
  });

  it('connect-src names the realtime server, and Firebase only when configured', () => {
    const embedded = parseCsp(
      buildPageCsp({ scriptSources: [], dev: false, https: false, env: { PUSHER_PORT: '6106' } }),
    );
    expect(embedded?.get('connect-src')).toContain('ws://localhost:6106');
    expect(embedded?.get('connect-src')?.some((s) => s.includes('googleapis'))).toBe(false);
    // The embedded server, reached on the host name the page was served on.
    const remote = parseCsp(
      buildPageCsp({
        scriptSources: [],
        dev: false,
        https: true,
        env: { PUSHER_PORT: '6001' },
        pageHostname: 'fursa.example',
      }),
    );
    expect(remote?.get('connect-src')).toContain('wss://fursa.example:6001');
    const proxied = parseCsp(
      buildPageCsp({
        scriptSources: [],
        dev: false,
        https: true,
        env: {
          PUSHER_HOST: '127.0.0.1',
          PUSHER_PUBLIC_HOST: 'rt.fursa.example',
          PUSHER_PUBLIC_PORT: '443',
        },
      }),
    );
    expect(proxied?.get('connect-src')).toEqual([
      "'self'",
      'ws://rt.fursa.example:443',
      'wss://rt.fursa.example:443',
    ]);
    const hosted = parseCsp(
      buildPageCsp({
        scriptSources: [],
        dev: false,
        https: true,
        env: {
          PUSHER_APP_SECRET: 's',
          PUSHER_APP_CLUSTER: 'eu',
          NEXT_PUBLIC_FIREBASE_API_KEY: 'k',
        },
      }),
    );
    expect(hosted?.get('connect-src')).toContain('wss://*.pusher.com');
    expect(hosted?.get('connect-src')).toContain('https://fcmregistrations.googleapis.com');
    const off = parseCsp(
      buildPageCsp({
        scriptSources: [],
        dev: false,
        https: true,
        env: { REALTIME_DISABLED: 'true' },
      }),
    );
    expect(off?.get('connect-src')).toEqual(["'self'"]);
  });

  it('the push worker may run our script and reach Firebase, nothing else', () => {
    const off = parseCsp(serviceWorkerCsp({}));
    expect(off?.get('script-src')).toEqual(["'self'"]);
    expect(off?.get('connect-src')).toEqual(["'self'"]);
    const on = parseCsp(serviceWorkerCsp({ NEXT_PUBLIC_FIREBASE_API_KEY: 'k' }));
    expect(on?.get('connect-src')).toContain('https://fcm.googleapis.com');
  });

  it("form-action is 'self', plus Stripe Checkout when Stripe takes payments", () => {
    const sandbox = parseCsp(
      buildPageCsp({ scriptSources: [], dev: false, https: true, env: PROD }),
    );
    expect(sandbox?.get('form-action')).toEqual(["'self'"]);
    const stripe = parseCsp(
      buildPageCsp({
        scriptSources: [],
        dev: false,
        https: true,
        env: { STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'wh' },
      }),
    );
    expect(stripe?.get('form-action')).toEqual(["'self'", 'https://checkout.stripe.com']);
  });

  it('Permissions-Policy switches off camera, microphone and geolocation', () => {
    const value = commonSecurityHeaders().find((h) => h.key === 'Permissions-Policy')?.value ?? '';
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()']) {
      expect(value).toContain(feature);
    }
    expect(commonSecurityHeaders()).toContainEqual({
      key: 'Cross-Origin-Opener-Policy',
      value: 'same-origin',
    });
  });
});
