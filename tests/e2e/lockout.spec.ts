import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { LANGS, messages, signInAs, waitForHydration } from './helpers';

/**
 * Nobody can lock an account's owner out with its e-mail alone: wrong passwords from one address
 * make that address wait (features/accounts/server/throttle.ts), while the owner, at another address, signs
 * in. The e2e server trusts the loopback proxy (playwright.config.ts TRUSTED_PROXIES), so each
 * side poses as its own client with X-Forwarded-For.
 */

const PASSWORD = 'Str0ng!pass';
/** Tries one address gets at once on one account before it must wait (perPair.freeAttempts). */
const FREE_ATTEMPTS = 5;

const octet = () => 1 + Math.floor(Math.random() * 250);
const address = () => `10.${octet()}.${octet()}.${octet()}`;

for (const lang of LANGS) {
  test(`ten wrong passwords from one address do not lock the owner out at another (${lang})`, async ({
    browser,
    request,
  }) => {
    const email = `lockout-${lang}-${randomUUID().slice(0, 8)}@example.com`;
    const created = await request.post('/api/auth/sign-up', {
      data: {
        name: 'Lockout Owner',
        email,
        password: PASSWORD,
        passwordConfirmation: PASSWORD,
        type: 'OWNER',
        acceptTerms: true,
      },
      headers: { 'x-forwarded-for': address() },
    });
    expect(created.status()).toBe(200);

    // The attacker: ten wrong passwords from one address.
    const attacker = address();
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 10; i++) {
      last = await request.post(`/api/auth/sign-in?locale=${lang}`, {
        data: { email, password: `Wrong!pass${i}` },
        headers: { 'x-forwarded-for': attacker },
      });
      statuses.push(last.status());
    }
    expect(statuses).toEqual([
      ...Array(FREE_ATTEMPTS).fill(422),
      ...Array(10 - FREE_ATTEMPTS).fill(429),
    ]);
    // The first wait is a minute, said in the request's language.
    const seconds = Number(last!.headers()['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    const waitText = messages[lang].errors.rateLimited.split('{')[0]!.trim();
    expect(((await last!.json()) as { message: string }).message).toContain(waitText);

    // At the attacker's address even the right password waits, and the form says so.
    const attackerContext = await browser.newContext({
      extraHTTPHeaders: { 'x-forwarded-for': attacker },
    });
    const attackerPage = await attackerContext.newPage();
    await attackerPage.goto(`/${lang}/auth/login`);
    await waitForHydration(attackerPage, 'form');
    await attackerPage.locator('input[type="email"]').fill(email);
    await attackerPage.locator('input[type="password"]').first().fill(PASSWORD);
    await attackerPage.locator('form button[type="submit"]').click();
    await expect(attackerPage.getByRole('alert').filter({ hasText: waitText })).toBeVisible();
    await expect(attackerPage).toHaveURL(new RegExp(`/${lang}/auth/login$`));
    await attackerContext.close();

    // The owner, at another address, signs in with the right password.
    const ownerContext = await browser.newContext({
      extraHTTPHeaders: { 'x-forwarded-for': address() },
    });
    const ownerPage = await ownerContext.newPage();
    await signInAs(ownerPage, { email, password: PASSWORD }, lang);
    await expect(ownerPage).toHaveURL(new RegExp(`/${lang}/profile$`));
    await ownerContext.close();
  });
}
