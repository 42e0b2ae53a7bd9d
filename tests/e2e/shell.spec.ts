import { expect, test } from '@playwright/test';
import {
  asDistinctClient,
  DEMO,
  expectedTitle,
  LANGS,
  messages,
  signInAs,
  waitForHydration,
} from './helpers';
import { PUBLIC_ROUTES } from './routes';

for (const lang of LANGS) {
  test.describe(`app shell (${lang})`, () => {
    for (const route of PUBLIC_ROUTES) {
      test(`/${lang}${route.path} answers with lang, dir and title`, async ({ page }) => {
        const response = await page.goto(`/${lang}${route.path}`);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
        await expect(page).toHaveTitle(expectedTitle(lang, route.title));
        await expect(page.locator('h1').first()).toBeVisible();
      });
    }

    test('an unknown path is a 404 that names the path', async ({ page }) => {
      const response = await page.goto(`/${lang}/no-such-page`);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle(expectedTitle(lang, 'notFound'));
      const text = messages[lang].errors.notFoundTitle;
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
      await expect(page.getByTestId('not-found-path')).toContainText(`/${lang}/no-such-page`);
    });

    test('the header fits a 360 px screen, for a visitor and once signed in', async ({ page }) => {
      const overflow = () =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(`/${lang}/about-us`);
      await expect(page.getByRole('link', { name: messages[lang].nav.signUp })).toBeVisible();
      expect(await overflow()).toBe(0);
      await asDistinctClient(page);
      await signInAs(page, DEMO.owner, lang);
      await page.goto(`/${lang}/about-us`);
      await expect(page.getByTestId('notification-bell')).toBeVisible();
      expect(await overflow()).toBe(0);
    });

    test('{id} is exactly one segment', async ({ page }) => {
      const response = await page.goto(`/${lang}/advertisements/1/2`);
      expect(response?.status()).toBe(404);
    });
  });
}

test('the home page answers at / in the visitor language', async ({ browser }) => {
  const arabic = await browser.newContext({
    locale: 'ar-SA',
    extraHTTPHeaders: { 'accept-language': 'ar' },
  });
  const page = await arabic.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(/\/ar$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await arabic.close();

  const english = await browser.newContext({ extraHTTPHeaders: { 'accept-language': 'fr' } });
  const page2 = await english.newPage();
  await page2.goto('/about-us');
  await expect(page2).toHaveURL(/\/en\/about-us$/);
  await english.close();
});

test('switching language keeps the page, reloads it, and remembers the choice for 365 days', async ({
  page,
  context,
}) => {
  await page.goto('/en/about-us');
  await page.getByTestId('language-switcher').click();
  await expect(page).toHaveURL(/\/ar\/about-us$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
  expect(cookie?.value).toBe('ar');
  expect(cookie?.sameSite).toBe('Lax');
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThan(366);

  // The cookie now wins over Accept-Language for an unprefixed path.
  await page.goto('/');
  await expect(page).toHaveURL(/\/ar$/);
  await page.getByTestId('language-switcher').click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('arriving at an open page in another language than the browser’s keeps that language', async ({
  browser,
}) => {
  // An English browser opens an Arabic link: the page is served from the cache without the
  // request layer, and the browser writes the cookie by next-intl's rule
  // (components/runtime/locale-cookie-sync.tsx), so the site's root then opens in Arabic.
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  try {
    await page.goto('/en/about-us');
    await expect(page.getByTestId('language-switcher')).toBeVisible();
    // Its own language: nothing to remember.
    expect((await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')).toBeUndefined();
    await page.goto('/ar/about-us');
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value)
      .toBe('ar');
    await page.goto('/');
    await expect(page).toHaveURL(/\/ar$/);
  } finally {
    await context.close();
  }
});

test('/builds/latest.json answers the build id, uncached', async ({ request }) => {
  const response = await request.get(`/builds/latest.json?t=${Date.now()}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('no-store');
  const body = (await response.json()) as { id: string };
  expect(typeof body.id).toBe('string');
  expect(body.id.length).toBeGreaterThan(0);
});

test('after a new build is published, the next navigation is a full page load', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/en/about-us', { waitUntil: 'networkidle' });
  // The watcher starts its interval once React has hydrated the page. On a slow machine that can
  // come after the network is idle, and an interval set during the fast-forward below would not
  // be due in it.
  await waitForHydration(page, 'footer a[href="/en/terms"]');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.route('**/builds/latest.json**', (route) =>
    route.fulfill({ json: { id: 'a-newer-build' } }),
  );
  // The poll interval (60 s by default) passes: the client asks for the latest build.
  const polled = page.waitForRequest((r) => r.url().includes('/builds/latest.json'));
  await page.clock.fastForward('01:01');
  await polled;
  await page.clock.fastForward(500);
  await page.locator('footer').getByRole('link', { name: messages.en.nav.terms }).click();
  await expect(page).toHaveURL(/\/en\/terms$/);
  const marker = await page.evaluate(() => (window as unknown as { marker?: number }).marker);
  expect(marker).toBeUndefined();
});

test('client navigation keeps the page when the build is current', async ({ page }) => {
  await page.goto('/en/about-us');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.locator('footer').getByRole('link', { name: messages.en.nav.terms }).click();
  await expect(page).toHaveURL(/\/en\/terms$/);
  const marker = await page.evaluate(() => (window as unknown as { marker?: number }).marker);
  expect(marker).toBe(1);
});

test('health reports the database reachable', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok', database: { ok: true } });
});
