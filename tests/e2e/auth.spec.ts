import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { asDistinctClient, LANGS, messages, waitForHydration, type Lang } from './helpers';

// playwright.config.ts starts the server with MAIL_OUTBOX_DIR=.e2e/outbox (repo root); another
// server (e.g. `E2E_PORT=3100` against a dev server) names its outbox with E2E_MAIL_OUTBOX_DIR.
const OUTBOX = path.resolve(process.env.E2E_MAIL_OUTBOX_DIR ?? '.e2e/outbox');
const PASSWORD = 'Str0ng!pass';
const NEW_PASSWORD = 'N3w!password';

type AccountType = 'INVESTOR' | 'OWNER';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The input of a field by its visible label (the required star is not part of its name). */
function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`));
}

function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

function profileUrl(lang: Lang): RegExp {
  return new RegExp(`/${lang}/profile$`);
}

async function signUp(page: Page, lang: Lang, type: AccountType, email: string): Promise<void> {
  const a = messages[lang].auth;
  await page.goto(`/${lang}/auth/sign-up`);
  // Pressed before the page hydrated (a cold server's first page), the form posts natively and
  // the reload empties it: people press after it rendered, so does the test.
  await page.waitForLoadState('networkidle');
  await waitForHydration(page, 'form');
  const typeLabel = type === 'INVESTOR' ? a.signUp.investor : a.signUp.owner;
  await page.getByRole('radio', { name: typeLabel, exact: true }).check();
  await field(page, a.name).fill(lang === 'ar' ? 'سارة أحمد' : 'Sara Ahmed');
  await field(page, a.email).fill(email);
  await field(page, a.password).fill(PASSWORD);
  await field(page, a.passwordConfirmation).fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: a.signUp.submit, exact: true }).click();
  // The account is made and the form cleared at once; the profile's first render on a server
  // that just started (the first test of a run) can take longer than the default 7 s.
  await expect(page).toHaveURL(profileUrl(lang), { timeout: 20_000 });
}

async function signIn(page: Page, lang: Lang, email: string, password: string): Promise<void> {
  const a = messages[lang].auth;
  // Typed before React takes the form over, an address is lost (as in the shared signInAs).
  await waitForHydration(page, 'form');
  await field(page, a.email).fill(email);
  await field(page, a.password).fill(password);
  await page.getByRole('button', { name: a.signIn.submit, exact: true }).click();
}

/** The 6-digit code of the newest message mailed to `to`, once `count` messages have arrived. */
async function mailedCode(to: string, count = 1): Promise<string | undefined> {
  let names: string[];
  try {
    names = await readdir(OUTBOX);
  } catch {
    return undefined;
  }
  const all = await Promise.all(
    names
      .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
      .map(async (name) => JSON.parse(await readFile(path.join(OUTBOX, name), 'utf8'))),
  );
  const mine = (all as { to: string; text: string; createdAt: string }[])
    .filter((message) => message.to.toLowerCase() === to.toLowerCase())
    .sort((x, y) => x.createdAt.localeCompare(y.createdAt));
  if (mine.length < count) return undefined;
  return mine.at(-1)?.text.match(/\b(\d{6})\b/)?.[1];
}

for (const lang of LANGS) {
  const a = messages[lang].auth;
  const v = messages[lang].validation;

  for (const type of ['INVESTOR', 'OWNER'] as const) {
    test(`sign-up as ${type.toLowerCase()} lands on the profile (${lang})`, async ({ page }) => {
      await asDistinctClient(page);
      await signUp(page, lang, type, uniqueEmail(`${lang}-${type.toLowerCase()}`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test(`sign-in returns to the page that asked for it (${lang})`, async ({ page, context }) => {
    await asDistinctClient(page);
    const email = uniqueEmail(`${lang}-return`);
    await signUp(page, lang, 'INVESTOR', email);
    await context.clearCookies();

    await page.goto(`/${lang}/my-contact-requests?from=e2e`);
    await expect(page).toHaveURL(
      `/${lang}/auth/login?redirect=${encodeURIComponent(`/${lang}/my-contact-requests?from=e2e`)}`,
    );
    await signIn(page, lang, email, PASSWORD);
    await expect(page).toHaveURL(`/${lang}/my-contact-requests?from=e2e`);
  });

  test(`a wrong password and an unknown email get the same message (${lang})`, async ({
    page,
    context,
  }) => {
    await asDistinctClient(page);
    const email = uniqueEmail(`${lang}-wrong`);
    await signUp(page, lang, 'OWNER', email);
    await context.clearCookies();

    await page.goto(`/${lang}/auth/login`);
    await signIn(page, lang, email, 'Wr0ng!pass');
    const alert = page.getByRole('alert').filter({ hasText: a.errors.invalidCredentials });
    await expect(alert).toBeVisible();
    await expect(field(page, a.password)).toBeFocused();

    await page.goto(`/${lang}/auth/login`);
    await expect(alert).toHaveCount(0);
    await signIn(page, lang, uniqueEmail('nobody'), PASSWORD);
    await expect(alert).toBeVisible();
    await expect(page).toHaveURL(`/${lang}/auth/login`);
  });

  test(`password reset with the mailed code, then sign-in (${lang})`, async ({ page, context }) => {
    test.slow();
    await asDistinctClient(page);
    const email = uniqueEmail(`${lang}-reset`);
    await signUp(page, lang, 'INVESTOR', email);
    await context.clearCookies();

    await page.goto(`/${lang}/auth/login`);
    await page.getByRole('link', { name: a.signIn.forgotPassword }).click();
    await expect(page).toHaveURL(`/${lang}/auth/forget-password`);
    await field(page, a.email).fill(email);
    await page.getByRole('button', { name: a.reset.sendCode }).click();
    await expect(field(page, a.reset.code)).toBeFocused();
    await expect(page.getByText(email, { exact: true })).toBeVisible();
    await expect.poll(() => mailedCode(email)).toMatch(/^\d{6}$/);

    // A new code replaces the first one.
    await page.getByRole('button', { name: a.reset.resend }).click();
    await expect(page.getByRole('status').filter({ hasText: a.reset.resent })).toBeVisible();
    await expect.poll(() => mailedCode(email, 2)).toMatch(/^\d{6}$/);
    const code = (await mailedCode(email, 2))!;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    await field(page, a.reset.code).fill(wrong);
    await field(page, a.reset.newPassword).fill(NEW_PASSWORD);
    await field(page, a.reset.confirmNewPassword).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: a.reset.submit, exact: true }).click();
    await expect(page.getByText(a.errors.invalidCode)).toBeVisible();
    await expect(field(page, a.reset.code)).toBeFocused();

    await field(page, a.reset.code).fill(code);
    await page.getByRole('button', { name: a.reset.submit, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: a.reset.success })).toBeVisible();
    await page.getByRole('link', { name: a.reset.signIn }).click();
    await expect(page).toHaveURL(`/${lang}/auth/login`);

    await signIn(page, lang, email, PASSWORD);
    await expect(
      page.getByRole('alert').filter({ hasText: a.errors.invalidCredentials }),
    ).toBeVisible();
    await signIn(page, lang, email, NEW_PASSWORD);
    await expect(page).toHaveURL(profileUrl(lang));
  });

  test(`sign-up validates on blur, not while typing (${lang})`, async ({ page }) => {
    await asDistinctClient(page);
    await page.goto(`/${lang}/auth/sign-up`);

    const email = field(page, a.email);
    const emailError = v.email.replace('{field}', v.fields.email);
    await email.click();
    await email.pressSequentially('not-an-email', { delay: 30 });
    await expect(page.getByText(emailError)).toHaveCount(0);
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await email.blur();
    await expect(page.getByText(emailError)).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    // The custom wording of the password rule and of the confirmation.
    const password = field(page, a.password);
    await password.pressSequentially('alllowercase', { delay: 20 });
    await expect(page.getByText(v.regex)).toHaveCount(0);
    await password.blur();
    await expect(page.getByText(v.regex)).toBeVisible();

    const confirmation = field(page, a.passwordConfirmation);
    await confirmation.fill('Something-else1');
    await expect(page.getByText(v.confirmed)).toHaveCount(0);
    await confirmation.blur();
    await expect(page.getByText(v.confirmed)).toBeVisible();

    // Fixing the password re-checks its confirmation (deps).
    await password.fill('Something-else1');
    await password.blur();
    await expect(page.getByText(v.regex)).toHaveCount(0);
    await expect(page.getByText(v.confirmed)).toHaveCount(0);

    // Submitting an incomplete form moves focus to the first invalid field.
    await page.getByRole('button', { name: a.signUp.submit, exact: true }).click();
    await expect(page.getByRole('radio', { name: a.signUp.investor, exact: true })).toBeFocused();
    await expect(page.getByText(v.required.replace('{field}', v.fields.type))).toBeVisible();
    await expect(page.getByText(v.required.replace('{field}', v.fields.acceptTerms))).toBeVisible();
  });
}

/**
 * The forms send from the browser: before the page hydrates, a press on submit would post the page
 * back and lose what was typed. The server's HTML therefore has the submit button disabled, and
 * the browser enables it once the form works.
 */
test('a form cannot be sent before it works: disabled in the HTML, enabled once hydrated', async ({
  page,
  request,
}) => {
  await asDistinctClient(page);
  for (const url of ['/en/auth/login', '/ar/auth/sign-up', '/en/contact-us']) {
    const html = await (await request.get(url)).text();
    const submit = html.match(/<button[^>]*type="submit"[^>]*>/g) ?? [];
    expect(submit.length, url).toBeGreaterThan(0);
    for (const tag of submit) expect(tag, url).toMatch(/\sdisabled=""/);
  }
  await page.goto('/en/auth/login');
  const button = page.getByRole('button', { name: messages.en.auth.signIn.submit });
  await expect(button).toBeEnabled();
  // Enabled means sent by the form's own code: an empty form gets the translated messages.
  await button.click();
  await expect(page.locator('input[type="email"]')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/en\/auth\/login$/);
});
