import { expect, test, type Page } from '@playwright/test';
import ar from '@/messages/ar.json' with { type: 'json' };
import en from '@/messages/en.json' with { type: 'json' };
import { asDistinctClient, DEMO, LANGS, signInAs, type Lang } from './helpers';

/*
 * each page sends the browser only the messages its client components use
 * (lib/i18n/client-messages.ts). A component left without its messages shows a key instead of a
 * text, and next-intl reports MISSING_MESSAGE on the console (server render and browser alike).
 * These walks open every kind of client component, as a visitor, an owner and an investor.
 */

/** A notification's text: only a member's bell and the notifications page show one. */
const NOTIFICATION_TITLE = {
  en: en.notifications.types.contact_request_received.title,
  ar: ar.notifications.types.contact_request_received.title,
};

const SUBSCRIBER = { email: 'subscriber@fursa.local', password: DEMO.investor.password };
/** Each language's owner test signs in as its own owner: the two run side by side. */
const OWNERS = { en: DEMO.owner, ar: { email: 'nora@fursa.local', password: DEMO.owner.password } };

function watchMessages(page: Page): string[] {
  const missing: string[] = [];
  page.on('console', (message) => {
    if (/MISSING_MESSAGE|INSUFFICIENT_PATH/.test(message.text())) missing.push(message.text());
  });
  return missing;
}

async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(400);
  await page.waitForLoadState('networkidle');
}

/** Submits the page's first form empty: its validation messages render on the client. */
async function submitEmpty(page: Page) {
  await page.locator('main form button[type="submit"]').first().click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
}

async function firstCard(page: Page, lang: Lang, base: string): Promise<string> {
  await visit(page, `/${lang}${base}`);
  const href = await page.locator(`a[href^="/${lang}${base}/"]`).first().getAttribute('href');
  expect(href).toMatch(new RegExp(`^/${lang}${base}/[0-9a-f-]{36}$`));
  return href!;
}

for (const lang of LANGS) {
  test.describe(`client messages (${lang})`, () => {
    test('a visitor: shell, forms, catalogue, detail', async ({ page }) => {
      const missing = watchMessages(page);
      await asDistinctClient(page);
      for (const path of [
        '',
        '/about-us',
        '/advertisements?category=real_estate',
        '/investments',
      ]) {
        await visit(page, `/${lang}${path}`);
      }
      for (const path of ['/contact-us', '/auth/login', '/auth/sign-up', '/auth/forget-password']) {
        await visit(page, `/${lang}${path}`);
        await submitEmpty(page);
      }
      await visit(page, await firstCard(page, lang, '/advertisements'));
      await visit(page, `/${lang}/no-such-page`).catch(() => undefined);
      expect(missing).toEqual([]);
    });

    test("a visitor's page carries no notification texts; a member's bell fetches them", async ({
      page,
      request,
    }) => {
      for (const path of ['', '/about-us', '/advertisements']) {
        const html = await (await request.get(`/${lang}${path}`)).text();
        expect(html, path).toContain('</html>');
        expect(html, path).not.toContain(NOTIFICATION_TITLE[lang]);
      }
      const missing = watchMessages(page);
      await asDistinctClient(page);
      await signInAs(page, OWNERS[lang], lang);
      const texts = page.waitForResponse((r) =>
        r.url().includes(`/api/notifications/messages/${lang}?build=`),
      );
      await visit(page, `/${lang}/about-us`);
      const response = await texts;
      expect(response.headers()['cache-control']).toContain('immutable');
      expect((await response.json()).types.contact_request_received.title).toBe(
        NOTIFICATION_TITLE[lang],
      );
      await page.getByTestId('notification-bell').click();
      await expect(page.getByRole('menu')).toBeVisible();
      expect(missing).toEqual([]);
    });

    test('an owner: menu, bell, profile, editor, wallet, requests', async ({ page }) => {
      const missing = watchMessages(page);
      await asDistinctClient(page);
      await signInAs(page, OWNERS[lang], lang);
      await page.getByTestId('account-menu-button').click();
      await page.keyboard.press('Escape');
      await page.getByTestId('notification-bell').click();
      await page.keyboard.press('Escape');
      for (const path of [
        '/profile',
        '/profile/advertisements',
        '/profile/advertisements/add',
        '/profile/opportunities/add',
        '/profile/wallet',
        '/profile/plans',
        '/contact-requests',
        '/notifications',
      ]) {
        await visit(page, `/${lang}${path}`);
      }
      await visit(page, `/${lang}/profile/advertisements/add`);
      await submitEmpty(page);
      expect(missing).toEqual([]);
    });

    test('a subscribed investor: the contact-owner box and its form', async ({ page }) => {
      const missing = watchMessages(page);
      await asDistinctClient(page);
      await signInAs(page, SUBSCRIBER, lang);
      await visit(page, await firstCard(page, lang, '/investments'));
      await visit(page, `/${lang}/my-contact-requests`);
      await visit(page, `/${lang}/advertisements?city=riyadh&sort=newest`);
      expect(missing).toEqual([]);
    });
  });
}
