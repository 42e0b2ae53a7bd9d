import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';

/**
 * Abuse at the HTTP edge: per-account limits whatever address is claimed,
 * malformed and oversized bodies, and a double submit. Each test poses as its own clients.
 */

const client = () =>
  `10.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

// The numbers of features/accounts/server/throttle.ts AUTH_RATE_LIMITS: per (account, address) 5 sign-in
// tries and 3 reset requests at once; per account 45 failed sign-ins per 15 minutes and 30 reset
// requests per hour (5 addresses' worth).
const SIGN_IN_CEILING = 45;
const RESET_FREE = 3;
const RESET_CEILING = 30;

test('a brute force with a new X-Forwarded-For per attempt still meets the account ceiling', async ({
  request,
}) => {
  test.slow();
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
  for (let i = 0; i <= SIGN_IN_CEILING; i++) {
    const response = await request.post('/api/auth/sign-in', {
      data: { email, password: `Wrong!pass${i}` },
      headers: { 'x-forwarded-for': client() },
    });
    statuses.push(response.status());
  }
  expect(statuses.slice(0, SIGN_IN_CEILING).every((s) => s === 422)).toBe(true);
  expect(statuses[SIGN_IN_CEILING]).toBe(429);
  // Even the right password waits now: the attacker cannot tell that it was right.
  const right = await request.post('/api/auth/sign-in', {
    data: { email, password },
    headers: { 'x-forwarded-for': client() },
  });
  expect(right.status()).toBe(429);
});

test('reset codes are limited per (account, address), and per account past many addresses', async ({
  request,
}) => {
  const email = `reset-${randomUUID().slice(0, 8)}@example.com`;
  const ask = (address: string) =>
    request
      .post('/api/auth/password-reset/request', {
        data: { email },
        headers: { 'x-forwarded-for': address },
      })
      .then((response) => response.status());
  const attacker = client();
  const statuses: number[] = [];
  for (let i = 0; i <= RESET_FREE; i++) statuses.push(await ask(attacker));
  expect(statuses).toEqual([200, 200, 200, 429]);
  // Another address still asks: one address cannot keep the owner from a code.
  expect(await ask(client())).toBe(200);
  // Many addresses together meet the ceiling, which also bounds the mail one inbox receives.
  const more: number[] = [];
  for (let i = RESET_FREE + 1; i < RESET_CEILING; i++) more.push(await ask(client()));
  expect(more.every((s) => s === 200)).toBe(true);
  expect(await ask(client())).toBe(429);
});

test('an address of kilobytes is refused as too long, and the answer stays short', async ({
  request,
}) => {
  for (const size of [4_000, 12_000]) {
    const response = await request.post('/api/auth/sign-in', {
      data: { email: `${'a'.repeat(size)}@example.com`, password: 'x' },
      headers: { 'x-forwarded-for': client() },
    });
    expect(response.status()).toBe(422);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({
      error: 'invalid_input',
      fields: { email: { rule: 'max', values: { length: 254 } } },
    });
    expect(body.length).toBeLessThan(200);
  }
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
