import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import {
  asDistinctClient,
  LANGS,
  messages,
  signInAs,
  waitForHydration,
  type Lang,
} from './helpers';

/**
 * Ending sessions from the profile's session list: the other browser is signed out at its next
 * request in ONE redirect with its cookies cleared (no login/profile loop), and its realtime
 * connection is closed and not authorized again.
 */

const PASSWORD = 'Str0ng!pass';
const AUTH_COOKIES = ['fursa_session', 'fursa_user'];

const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/**
 * Two browsers of one new account, so no demo account's sessions are touched: the first signs
 * up through the JSON endpoint (its request shares the browser's cookies, so that is its
 * session), the second, a phone, signs in through the login form. Two sessions in all.
 */
async function twoBrowsers(browser: Browser, lang: Lang) {
  const account = { email: `sessions-${randomUUID().slice(0, 8)}@example.com`, password: PASSWORD };
  const firstContext = await browser.newContext();
  const firstPage = await firstContext.newPage();
  await asDistinctClient(firstPage);
  const created = await firstContext.request.post('/api/auth/sign-up', {
    data: {
      name: 'Session Tester',
      ...account,
      passwordConfirmation: PASSWORD,
      type: 'OWNER',
      acceptTerms: true,
    },
  });
  expect(created.status()).toBe(200);
  const secondContext = await browser.newContext({ userAgent: SAFARI_ON_IPHONE });
  const secondPage = await secondContext.newPage();
  await asDistinctClient(secondPage);
  await signInAs(secondPage, account, lang);
  return {
    first: { context: firstContext, page: firstPage },
    second: { context: secondContext, page: secondPage },
  };
}

async function authCookies(context: BrowserContext) {
  return (await context.cookies()).filter((c) => AUTH_COOKIES.includes(c.name) && c.value !== '');
}

/** Opens the profile; returns the final page URL and how many redirects it took. */
async function openProfile(page: Page, lang: Lang) {
  const response = await page.goto(`/${lang}/profile`);
  let hops = 0;
  for (let r = response?.request().redirectedFrom(); r; r = r.redirectedFrom()) hops += 1;
  return { url: page.url(), hops };
}

for (const lang of LANGS) {
  const t = messages[lang].profile.sessions;

  test(`sign out everywhere: the other browser lands on sign-in once (${lang})`, async ({
    browser,
  }) => {
    const { first, second } = await twoBrowsers(browser, lang);
    // The second browser comes back later: no open tab (and socket) of it acts meanwhile.
    await second.page.goto('about:blank');
    await first.page.goto(`/${lang}/profile`);
    const list = first.page.getByRole('list', { name: t.listLabel });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('listitem').filter({ hasText: t.thisDevice })).toHaveCount(1);
    await expect(list.getByRole('button', { name: t.endOne })).toHaveCount(1);

    await waitForHydration(first.page, '[data-testid="sign-out-everywhere"]');
    await first.page.getByRole('button', { name: t.everywhere, exact: true }).click();
    await first.page.waitForURL(new RegExp(`/${lang}/auth/login`));
    expect(await authCookies(first.context)).toEqual([]);

    const landed = await openProfile(second.page, lang);
    expect(new URL(landed.url).pathname + new URL(landed.url).search).toBe(
      `/${lang}/auth/login?redirect=${encodeURIComponent(`/${lang}/profile`)}`,
    );
    expect(landed.hops).toBe(1);
    expect(await authCookies(second.context)).toEqual([]);
    await first.context.close();
    await second.context.close();
  });

  test(`ending one other session signs that browser out and keeps this one (${lang})`, async ({
    browser,
  }) => {
    const { first, second } = await twoBrowsers(browser, lang);
    await second.page.goto('about:blank');
    await first.page.goto(`/${lang}/profile`);
    const list = first.page.getByRole('list', { name: t.listLabel });
    await waitForHydration(first.page, '[data-testid="sign-out-everywhere"]');
    await list.getByRole('button', { name: t.endOne }).click();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    // The result is read out (naming the phone), and focus does not fall back to the top.
    const device = t.device.replace('{browser}', 'Safari').replace('{os}', 'iOS');
    const ended = t.endedOne.replace('{device}', device);
    await expect(first.page.getByRole('status').filter({ hasText: ended })).toHaveText(ended);
    await expect(list).toBeFocused();

    const landed = await openProfile(second.page, lang);
    expect(new URL(landed.url).pathname).toBe(`/${lang}/auth/login`);
    expect(landed.hops).toBe(1);
    expect(await authCookies(second.context)).toEqual([]);
    // This browser is still signed in.
    expect((await openProfile(first.page, lang)).url).toMatch(new RegExp(`/${lang}/profile$`));
    await first.context.close();
    await second.context.close();
  });
}

test('after sign out everywhere the other tab`s socket is closed and not authorized again', async ({
  browser,
}) => {
  const lang: Lang = 'en';
  const { first, second } = await twoBrowsers(browser, lang);
  const states: string[] = [];
  second.page.on('console', (message) => {
    if (message.text().startsWith('[realtime] ')) states.push(message.text());
  });
  const sockets: Array<{ closed: Promise<void> }> = [];
  second.page.on('websocket', (socket) => {
    sockets.push({ closed: new Promise((resolve) => socket.on('close', () => resolve())) });
  });
  await second.page.goto(`/${lang}/profile`);
  await expect.poll(() => states, { timeout: 15_000 }).toContain('[realtime] connecting → connected'); // prettier-ignore
  expect(sockets).toHaveLength(1);

  const refused = second.page.waitForResponse(
    (r) => r.url().endsWith('/api/realtime/auth') && r.status() === 401,
    { timeout: 15_000 },
  );
  await first.page.goto(`/${lang}/profile`);
  await waitForHydration(first.page, '[data-testid="sign-out-everywhere"]');
  await first.page.getByTestId('sign-out-everywhere').click();
  await first.page.waitForURL(/\/en\/auth\/login/);

  await sockets[0]!.closed;
  // It connects again (close code 4200) but its user channel is refused: the session is gone.
  await refused;
  await first.context.close();
  await second.context.close();
});
