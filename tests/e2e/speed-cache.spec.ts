import { expect, test, type APIRequestContext } from '@playwright/test';
import { asDistinctClient, DEMO, LANGS, messages, signInAs } from './helpers';

/*
 * Issue 11: public pages come from a cache shared by everyone. Fetched with and without a
 * session, their HTML is the same public page: never the signed-in user's name, email or menu.
 * The per-user header hydrates in the browser from /api/session, and the guards still redirect.
 */

// A subscribed investor: sees every public page and owns no listing (so their name on a page
// could only come from a leaked header).
const SUBSCRIBER = { email: 'subscriber@fursa.local', password: DEMO.investor.password };
const SUBSCRIBER_NAME = 'Sara Subscriber';

async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  return response.text();
}

async function firstAdPath(request: APIRequestContext, lang: string): Promise<string> {
  const list = await html(request, `/${lang}/advertisements`);
  const match = new RegExp(`href="(/${lang}/advertisements/[0-9a-f-]{36})"`).exec(list);
  expect(match).not.toBeNull();
  return match![1]!;
}

for (const lang of LANGS) {
  const m = messages[lang];

  test(`cached public pages never carry the signed-in header (${lang})`, async ({
    page,
    context,
    request,
  }) => {
    await asDistinctClient(page);
    await signInAs(page, SUBSCRIBER, lang);
    // The browser shows the account menu: it hydrated from the session endpoint.
    await expect(page.getByTestId('account-menu-button')).toBeVisible();
    const session = await context.request.get('/api/session');
    expect(session.headers()['cache-control']).toContain('no-store');
    const { user } = (await session.json()) as { user: { name: string; email: string } | null };
    expect(user?.email).toBe(SUBSCRIBER.email);
    expect(user?.name).toBe(SUBSCRIBER_NAME);

    const paths = [
      `/${lang}`,
      `/${lang}/about-us`,
      `/${lang}/policy`,
      `/${lang}/terms`,
      `/${lang}/contact-us`,
      await firstAdPath(request, lang),
    ];
    for (const path of paths) {
      // Signed in first (so a leak would be what the cache keeps), then as a visitor.
      const signedIn = await html(context.request, path);
      const visitor = await html(request, path);
      for (const body of [signedIn, visitor]) {
        expect(body, path).not.toContain(user!.email);
        expect(body, path).not.toContain(user!.name);
        expect(body, path).not.toContain('data-testid="account-menu-button"');
        expect(body, path).not.toContain(`>${m.nav.signOut}<`);
      }
    }
    // A visitor's browser gets sign-in links once the session answered "nobody".
    const visitor = await context.browser()!.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`/${lang}/about-us`);
    await expect(visitorPage.getByRole('link', { name: m.nav.signUp })).toBeVisible();
    await expect(visitorPage.getByTestId('account-menu-button')).toHaveCount(0);
    await visitor.close();
  });

  test(`guards still redirect in front of cached pages (${lang})`, async ({ request, page }) => {
    // A visitor on a private page goes to sign-in; the session endpoint says nobody.
    const profile = await request.get(`/${lang}/profile`, { maxRedirects: 0 });
    expect(profile.status()).toBe(307);
    expect(profile.headers().location).toContain(`/${lang}/auth/login`);
    expect(await (await request.get('/api/session')).json()).toEqual({ user: null });

    // An investor without a subscription never reaches a cached catalogue or detail page.
    await asDistinctClient(page);
    const adPath = await firstAdPath(request, lang);
    await signInAs(page, DEMO.investor, lang);
    for (const path of [`/${lang}/advertisements`, adPath]) {
      const answer = await page.context().request.get(path, { maxRedirects: 0 });
      expect(answer.status(), path).toBe(307);
      expect(answer.headers().location).toContain('/profile/plans?reason=subscription_required');
    }
    // And a signed-in user on the sign-in page goes to the profile.
    const login = await page.context().request.get(`/${lang}/auth/login`, { maxRedirects: 0 });
    expect(login.status()).toBe(307);
    expect(login.headers().location).toContain(`/${lang}/profile`);
  });
}
