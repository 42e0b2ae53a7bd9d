import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  buildPageCsp,
  commonSecurityHeaders,
  HSTS_VALUE,
  RESOURCE_CSP,
  serviceWorkerCsp,
} from '@/lib/security/headers';
import { getRealtimeEndpoint } from '@/lib/security/realtime-endpoint';
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
    const hashed = buildPageCsp({
      scriptSources: [hash],
      dev: false,
      https: true,
      env: PROD,
      realtime: null,
    });
    const nonced = buildPageCsp({
      scriptSources: ["'nonce-abc'"],
      dev: false,
      https: true,
      env: PROD,
      realtime: null,
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
      buildPageCsp({ scriptSources: [hash], dev: false, https: true, env: PROD, realtime: null }),
    );
    expect(prod?.get('script-src')).toEqual(["'self'", hash]);
    expect(prod?.get('object-src')).toEqual(["'none'"]);
    expect(prod?.get('base-uri')).toEqual(["'none'"]);
    expect(prod?.get('frame-ancestors')).toEqual(["'none'"]);
    expect(prod?.has('upgrade-insecure-requests')).toBe(true);
    const dev = parseCsp(
      buildPageCsp({
        scriptSources: ["'nonce-x'"],
        dev: true,
        https: false,
        env: {},
        realtime: null,
      }),
    );
    expect(dev?.get('script-src')).toContain("'unsafe-eval'");
    expect(dev?.get('script-src')).not.toContain("'unsafe-inline'");
    expect(dev?.has('upgrade-insecure-requests')).toBe(false);
  });

  it('connect-src names the realtime origin exactly, and Firebase only when configured', () => {
    const connect = (env: Record<string, string>, https: boolean) =>
      parseCsp(
        buildPageCsp({
          scriptSources: [],
          dev: false,
          https,
          env,
          realtime: getRealtimeEndpoint({ NODE_ENV: 'production', ...env } as NodeJS.ProcessEnv),
        }),
      )?.get('connect-src');
    const secret = { PUSHER_APP_SECRET: 'k3v9-Qm2x7Lr0pWz8Hs5Tn1yBc4Jd6Fa' };
    // The embedded server on this machine: only a plain-http localhost page reaches it, on the
    // page's own host (client-options.ts); over https nothing does.
    expect(connect({ ...secret, PUSHER_PORT: '6106' }, false)).toEqual([
      "'self'",
      'ws://localhost:6106',
      'ws://127.0.0.1:6106',
    ]);
    expect(connect({ ...secret, PUSHER_PORT: '6106' }, true)).toEqual(["'self'"]);
    // A public host (Soketi, or the embedded server behind a TLS proxy): that origin.
    const proxied = {
      ...secret,
      PUSHER_HOST: '127.0.0.1',
      PUSHER_PUBLIC_HOST: 'rt.fursa.example',
      PUSHER_PUBLIC_PORT: '443',
    };
    expect(connect(proxied, true)).toEqual(["'self'", 'wss://rt.fursa.example:443']);
    expect(connect(proxied, false)).toEqual([
      "'self'",
      'ws://rt.fursa.example:443',
      'wss://rt.fursa.example:443',
    ]);
    // Hosted Pusher: the cluster's documented hosts (pusher-js: ws-<cluster>, sockjs-<cluster>).
    const hosted = { ...secret, PUSHER_APP_CLUSTER: 'eu', NEXT_PUBLIC_FIREBASE_API_KEY: 'k' };
    expect(connect(hosted, true)).toEqual([
      "'self'",
      'wss://ws-eu.pusher.com',
      'https://sockjs-eu.pusher.com',
      'https://fcmregistrations.googleapis.com',
      'https://firebaseinstallations.googleapis.com',
      'https://fcm.googleapis.com',
    ]);
    expect(connect({ ...secret, REALTIME_DISABLED: 'true' }, true)).toEqual(["'self'"]);
    // No wildcard host in any of them, and a name that is not a host never reaches the policy.
    for (const [env, https] of [
      [{ ...secret, PUSHER_PORT: '6106' }, false],
      [proxied, false],
      [hosted, true],
    ] as const) {
      expect(connect(env, https)?.join(' ')).not.toContain('*');
    }
    expect(connect({ ...secret, PUSHER_PUBLIC_HOST: '*.fursa.example' }, false)).toEqual([
      "'self'",
    ]);
    expect(
      connect({ ...secret, PUSHER_APP_CLUSTER: 'eu.pusher.com https://*', PUSHER_HOST: '' }, true),
    ).toEqual(["'self'"]);
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
      buildPageCsp({ scriptSources: [], dev: false, https: true, env: PROD, realtime: null }),
    );
    expect(sandbox?.get('form-action')).toEqual(["'self'"]);
    const stripe = parseCsp(
      buildPageCsp({
        scriptSources: [],
        dev: false,
        https: true,
        env: { STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'wh' },
        realtime: null,
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
