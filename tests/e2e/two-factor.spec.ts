import { expect, test, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { LANGS, messages, signUpInvestor, waitForHydration, type Lang } from './helpers';

/**
 * Two-step verification as a person uses it: turn it on from the profile with a code from the
 * app, keep the recovery codes, then sign in again with the password and a code — once with the
 * app's next code, once with a recovery code (which then stops working).
 */
const PASSWORD = 'Str0ng!pass';

function codeAt(secret: string, offsetSeconds: number): string {
  const totp = new TOTP({ secret: secret.replace(/\s+/g, ''), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + offsetSeconds * 1000 });
}

async function signInWithPassword(page: Page, lang: Lang, email: string) {
  await page.goto(`/${lang}/auth/login`);
  await waitForHydration(page, 'form');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: messages[lang].auth.signIn.submit, exact: true }).click();
  await page.waitForURL(new RegExp(`/${lang}/auth/two-factor`));
  await waitForHydration(page, 'form');
}

for (const lang of LANGS) {
  test(`two-step verification: turn on, sign in with a code and a recovery code (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const t = messages[lang].profile.twoFactor;
    const auth = messages[lang].auth.twoFactor;
    const context = await browser.newContext();
    const page = await context.newPage();
    const email = await signUpInvestor(page, lang, 'Two Step');

    await page.getByRole('button', { name: t.start }).click();
    const secret = (await page.getByTestId('two-factor-secret').innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7 ]{16,}$/);
    await page.getByLabel(t.confirmLabel).fill(codeAt(secret, 0));
    await page.getByRole('button', { name: t.confirm, exact: true }).click();
    const codes = page.getByTestId('recovery-codes').getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recovery = (await codes.first().innerText()).trim();
    await page.getByRole('button', { name: t.codesDone }).click();
    await expect(page.getByTestId('two-factor-status')).toBeVisible();

    // A new browser: the password alone opens no session.
    await context.clearCookies();
    await signInWithPassword(page, lang, email);
    await page.getByLabel(auth.code).fill('000000');
    await page.getByRole('button', { name: auth.submit }).click();
    await expect(page.locator('[aria-invalid="true"]')).toBeVisible();
    expect((await context.cookies()).some((c) => c.name === 'fursa_session')).toBe(false);

    // The app's next code (the one used to turn it on cannot be replayed).
    await page.getByLabel(auth.code).fill(codeAt(secret, 30));
    await page.getByRole('button', { name: auth.submit }).click();
    await page.waitForURL(new RegExp(`/${lang}/profile`));

    // Again, with a recovery code: it works once.
    await context.clearCookies();
    await signInWithPassword(page, lang, email);
    await page.getByRole('button', { name: auth.useRecovery }).click();
    await page.getByLabel(auth.recoveryCode).fill(recovery);
    await page.getByRole('button', { name: auth.submit }).click();
    await page.waitForURL(new RegExp(`/${lang}/profile`));

    await context.clearCookies();
    await signInWithPassword(page, lang, email);
    await page.getByRole('button', { name: auth.useRecovery }).click();
    await page.getByLabel(auth.recoveryCode).fill(recovery);
    await page.getByRole('button', { name: auth.submit }).click();
    await expect(page.locator('[aria-invalid="true"]')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${lang}/auth/two-factor`));
    await context.close();
  });
}
