import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';

/**
 * Abuse at the HTTP edge (issue 12 §3, §6): per-account limits whatever address is claimed,
 * malformed and oversized bodies, and a double submit. Each test poses as its own clients.
 */

const client = () =>
  `10.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

test('a brute force with a new X-Forwarded-For per attempt is still limited per account', async ({
  request,
}) => {
  // A real account (its own, so no demo account is locked out for the other tests).
  const email = `brute-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Right!pass1';
  const created = await request.post('/api/auth/sign-up', {
    data: {
      name: 'Target',
      email,
      password,
      passwordConfirmation: password,
      type: 'INVESTOR',
      acceptTerms: true,
    },
    headers: { 'x-forwarded-for': client() },
  });
  expect(created.status()).toBe(200);
  const statuses: number[] = [];
  for (let i = 0; i < 11; i++) {
    const response = await request.post('/api/auth/sign-in', {
      data: { email, password: `Wrong!pass${i}` },
      headers: { 'x-forwarded-for': client() },
    });
    statuses.push(response.status());
  }
  // 10 attempts per account per 15 minutes (AUTH_RATE_LIMITS.signInPerAccount).
  expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
  expect(statuses[10]).toBe(429);
  // Even the right password waits now: the attacker cannot tell that it was right.
  const right = await request.post('/api/auth/sign-in', {
    data: { email, password },
    headers: { 'x-forwarded-for': client() },
  });
  expect(right.status()).toBe(429);
});

test('reset codes are limited per account, whatever the address', async ({ request }) => {
  const email = `reset-${randomUUID().slice(0, 8)}@example.com`;
  const statuses: number[] = [];
  for (let i = 0; i < 4; i++) {
    const response = await request.post('/api/auth/password-reset/request', {
      data: { email },
      headers: { 'x-forwarded-for': client() },
    });
    statuses.push(response.status());
  }
  // 3 requests per account per 15 minutes (AUTH_RATE_LIMITS.resetRequestPerAccount).
  expect(statuses).toEqual([200, 200, 200, 429]);
});

test('malformed, oversized and mistyped bodies get clear errors', async ({ request }) => {
  const headers = { 'x-forwarded-for': client(), 'content-type': 'application/json' };
  const malformed = await request.post('/api/auth/sign-in', {
    data: Buffer.from('{"email": "a@b.c",'),
    headers,
  });
  expect(malformed.status()).toBe(400);
  expect(await malformed.json()).toMatchObject({ error: 'invalid_json' });

  const big = await request.post('/api/auth/sign-in', {
    data: Buffer.from(JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(100_000) })),
    headers,
  });
  expect(big.status()).toBe(413);
  expect(await big.json()).toMatchObject({ error: 'payload_too_large' });

  const notAnObject = await request.post('/api/auth/sign-up', {
    data: Buffer.from('[1,2,3]'),
    headers,
  });
  expect(notAnObject.status()).toBe(422);

  const callback = await request.post('/api/payments/sandbox/callback', {
    data: Buffer.from('{nope'),
    headers,
  });
  expect(callback.status()).toBe(400);
  expect(await callback.json()).toMatchObject({ status: 'rejected', reason: 'malformed' });
});

test('a double submitted sign-up creates one account', async ({ request }) => {
  const email = `twice-${randomUUID().slice(0, 8)}@example.com`;
  const body = {
    name: 'Twice',
    email,
    password: 'Twice!pass1',
    passwordConfirmation: 'Twice!pass1',
    type: 'OWNER',
    acceptTerms: true,
  };
  const [a, b] = await Promise.all(
    [0, 1].map(() =>
      request.post('/api/auth/sign-up', { data: body, headers: { 'x-forwarded-for': client() } }),
    ),
  );
  expect([a!.status(), b!.status()].sort()).toEqual([200, 422]);
  const loser = a!.status() === 422 ? a! : b!;
  expect(JSON.stringify(await loser.json())).toContain('email');
});
