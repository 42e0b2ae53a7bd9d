import { expect, test } from '@playwright/test';
import { asDistinctClient, DEMO, LANGS, signInAs } from './helpers';
import { PROFILE_ROUTES } from './routes';

for (const lang of LANGS) {
  test.describe(`access rules (${lang})`, () => {
    test('visitors are sent to sign in, and come back afterwards', async ({ page }) => {
      await asDistinctClient(page);
      for (const route of PROFILE_ROUTES) {
        await page.goto(`/${lang}${route.path}`);
        const url = new URL(page.url());
        expect(url.pathname).toBe(`/${lang}/auth/login`);
        expect(url.searchParams.get('redirect')).toBe(`/${lang}${route.path}`);
      }
      await page.goto(`/${lang}/profile/wallet`);
      await page.locator('input[type="email"]').fill(DEMO.investor.email);
      await page.locator('input[type="password"]').first().fill(DEMO.investor.password);
      await page.locator('form button[type="submit"]').click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/profile/wallet$`));
    });

    test('an investor may only visit profile, plans and wallet under /profile', async ({
      page,
    }) => {
      await asDistinctClient(page);
      await signInAs(page, DEMO.investor, lang);
      for (const path of ['/profile', '/profile/plans', '/profile/wallet']) {
        await page.goto(`/${lang}${path}`);
        expect(new URL(page.url()).pathname).toBe(`/${lang}${path}`);
      }
      for (const path of [
        '/profile/advertisements',
        '/profile/opportunities/add',
        '/profile/ads-page',
      ]) {
        await page.goto(`/${lang}${path}`);
        expect(new URL(page.url()).pathname).toBe(`/${lang}/profile`);
      }
    });

    test('an investor without subscription is sent to the plans', async ({ page }) => {
      await asDistinctClient(page);
      await signInAs(page, DEMO.investor, lang);
      for (const path of ['/investments', '/advertisements', '/investments/some-id']) {
        await page.goto(`/${lang}${path}`);
        const url = new URL(page.url());
        expect(url.pathname).toBe(`/${lang}/profile/plans`);
        expect(url.searchParams.get('reason')).toBe('subscription_required');
      }
    });

    test('an owner is not restricted by the investor rules; guests pages send them home', async ({
      page,
    }) => {
      await asDistinctClient(page);
      await signInAs(page, DEMO.owner, lang);
      for (const path of ['/profile/advertisements', '/investments', '/advertisements']) {
        await page.goto(`/${lang}${path}`);
        expect(new URL(page.url()).pathname).toBe(`/${lang}${path}`);
      }
      await page.goto(`/${lang}/auth/login`);
      expect(new URL(page.url()).pathname).toBe(`/${lang}/profile`);
    });
  });
}

test('sign-out ends the session and clears both cookies', async ({ page, context }) => {
  await asDistinctClient(page);
  await signInAs(page, DEMO.owner, 'en');
  const names = (await context.cookies()).map((c) => c.name);
  expect(names).toEqual(expect.arrayContaining(['fursa_session', 'fursa_user']));
  const session = (await context.cookies()).find((c) => c.name === 'fursa_session');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  await page.getByTestId('account-menu-button').click();
  await page.getByTestId('sign-out').click();
  await expect(page).toHaveURL(/\/en$/);
  const left = (await context.cookies()).filter((c) => c.name.startsWith('fursa_') && c.value);
  expect(left).toEqual([]);
  await page.goto('/en/profile');
  expect(new URL(page.url()).pathname).toBe('/en/auth/login');
});

test('a forged user cookie is not trusted', async ({ page, context }) => {
  await context.addCookies([
    {
      name: 'fursa_user',
      value: 'eyJpZCI6IngiLCJ0eXBlIjoiT1dORVIifQ.forged',
      url: 'http://localhost:3311',
    },
  ]);
  await page.goto('/en/profile');
  expect(new URL(page.url()).pathname).toBe('/en/auth/login');
});

test.describe('path redirects', () => {
  test('an internal redirect keeps the language', async ({ page }) => {
    await page.goto('/ar/about');
    await expect(page).toHaveURL(/\/ar\/about-us$/);
    await page.goto('/en/support');
    await expect(page).toHaveURL(/\/en\/contact-us$/);
  });

  test('an external redirect is a full navigation to that URL', async ({ request }) => {
    const response = await request.get('/en/vision-2030', { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toBe('https://www.vision2030.gov.sa/');
  });

  test('a path without a redirect is served as is', async ({ request }) => {
    const response = await request.get('/en/terms', { maxRedirects: 0 });
    expect(response.status()).toBe(200);
  });
});
