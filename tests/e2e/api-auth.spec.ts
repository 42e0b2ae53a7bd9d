import { expect, test } from '@playwright/test';
import { messages } from './helpers';

function client() {
  return `10.200.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
}

test.describe('auth JSON endpoints', () => {
  test('sign-in is rate-limited per account: status 429, Retry-After and a translated message', async ({
    request,
  }) => {
    const email = `nobody-${Date.now()}@example.com`;
    // One address: its own waits begin after a few tries (features/accounts/server/throttle.ts).
    const attacker = client();
    let last;
    for (let i = 0; i < 12; i++) {
      last = await request.post('/api/auth/sign-in?locale=ar', {
        data: { email, password: 'Wrong!pass1' },
        headers: { 'x-forwarded-for': attacker },
      });
      if (last.status() === 429) break;
      expect(last.status()).toBe(422);
    }
    expect(last?.status()).toBe(429);
    expect(Number(last?.headers()['retry-after'])).toBeGreaterThan(0);
    const body = (await last?.json()) as { error: string; message: string };
    expect(body.error).toBe('rate_limited');
    expect(body.message).toContain(messages.ar.errors.rateLimited.split('{')[0]!.trim());
  });

  test('invalid input answers 422 with the rule of each field', async ({ request }) => {
    const response = await request.post('/api/auth/sign-up', {
      data: { email: 'not-an-email', password: 'short' },
      headers: { 'x-forwarded-for': client() },
    });
    expect(response.status()).toBe(422);
    const body = (await response.json()) as { fields: Record<string, { rule: string }> };
    expect(body.fields.email?.rule).toBe('email');
    expect(body.fields.password?.rule).toBe('min');
  });

  test('anything but JSON is refused', async ({ request }) => {
    const response = await request.post('/api/auth/sign-in', {
      form: { email: 'a@b.c', password: 'x' },
      headers: { 'x-forwarded-for': client() },
    });
    expect(response.status()).toBe(415);
  });
});
