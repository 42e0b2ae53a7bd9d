import { expect, test, type Browser, type Page } from '@playwright/test';
import { asDistinctClient, LANGS, messages, signInAs, type Lang } from './helpers';

/**
 * In-app notifications: the bell follows events live in every tab of the user, reading
 * one clears it everywhere, the page paginates in the database, visitors are asked to sign in.
 */

const PASSWORD = 'Demo!2345';
const SARA = { email: 'subscriber@fursa.local', password: PASSWORD }; // investor with a plan
const OMAR = { email: 'owner@fursa.local', password: PASSWORD };
const KHALID = { email: 'khalid@fursa.local', password: PASSWORD };

async function signedIn(
  browser: Browser,
  account: { email: string; password: string },
  lang: Lang,
): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await asDistinctClient(page);
  await signInAs(page, account, lang);
  return page;
}

/** The bell's badge: its number, or null when nothing is unread (no badge). */
async function badge(page: Page): Promise<string | null> {
  await expect(page.getByTestId('notification-bell')).toBeVisible();
  const count = page.getByTestId('notification-count');
  return (await count.count()) ? (await count.innerText()).trim() : null;
}

/**
 * Resolves once the page's realtime socket confirms the subscription to the user's own channel:
 * from then on, nothing published to it is missed. Call before the navigation that opens it.
 */
function userChannelSubscribed(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        const text = String(payload);
        if (
          text.includes('pusher_internal:subscription_succeeded') &&
          text.includes('private-user-')
        ) {
          resolve();
        }
      });
    });
  });
}

/** A listing of Omar's that Sara has no open request for, opened in her page; its title. */
async function uncontactedListing(owner: Page, investor: Page, lang: Lang): Promise<string> {
  // The other kind than contact-requests.spec.ts uses per language, so the two do not race.
  const kind = lang === 'en' ? 'opportunities' : 'advertisements';
  await owner.goto(`/${lang}/profile/${kind}`);
  const hrefs = await owner
    .locator(`a[href*="/profile/${kind}/"]`)
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const ids = [...new Set(hrefs.map((h) => /\/([0-9a-f-]{36})$/.exec(h)?.[1]).filter(Boolean))];
  const base = kind === 'advertisements' ? 'advertisements' : 'investments';
  for (const id of ids) {
    await investor.goto(`/${lang}/${base}/${id}`);
    const block = investor.getByTestId('contact-owner');
    await expect(block).not.toHaveAttribute('aria-busy', 'true');
    if (await block.locator('textarea').count()) {
      return (await investor.locator('h1').innerText()).trim();
    }
  }
  throw new Error('every listing of the owner already has an open request from the investor');
}

for (const lang of LANGS) {
  const t = messages[lang].notifications;

  test(`a contact request lights the owner's bell live in both tabs; reading it in one clears both (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const investor = await signedIn(browser, SARA, lang);
    const ownerA = await signedIn(browser, OMAR, lang);
    const ownerB = await ownerA.context().newPage();
    const title = await uncontactedListing(ownerA, investor, lang);

    // Two tabs of the owner: a private page and a public one (the bell hydrates on the client).
    const listening = [userChannelSubscribed(ownerA), userChannelSubscribed(ownerB)];
    await ownerA.goto(`/${lang}/profile`);
    await ownerB.goto(`/${lang}/about-us`);
    await Promise.all(listening);
    // Start from nothing unread: mark all read in tab A; tab B follows.
    if ((await badge(ownerA)) !== null) {
      await ownerA.getByTestId('notification-bell').click();
      await ownerA.getByTestId('bell-mark-all').click();
      await ownerA.keyboard.press('Escape');
    }
    await expect(ownerA.getByTestId('notification-count')).toHaveCount(0);
    await expect(ownerB.getByTestId('notification-count')).toHaveCount(0);
    await expect(ownerB.getByTestId('notification-bell')).toHaveAttribute(
      'aria-label',
      t.bell.label,
    );
    // Marks each tab's document: a reload or navigation would lose it.
    for (const tab of [ownerA, ownerB]) {
      await tab.evaluate(() => ((window as unknown as { __tab: boolean }).__tab = true));
    }

    const message =
      lang === 'ar'
        ? 'مرحبًا، أودّ معرفة تفاصيل أكثر عن هذا الإعلان من فضلك.'
        : 'Hello, I would like to hear more about this opportunity, please.';
    await investor.getByTestId('contact-owner').locator('textarea').fill(message);
    await investor
      .getByRole('button', { name: messages[lang].contactRequests.contact.send })
      .click();
    await expect(investor.getByText(messages[lang].contactRequests.contact.sent)).toBeVisible();

    // Live in both tabs, without a reload.
    for (const tab of [ownerA, ownerB]) {
      await expect(tab.getByTestId('notification-count')).toHaveText('1', { timeout: 10_000 });
      await expect(tab.getByTestId('notification-bell')).not.toHaveAttribute(
        'aria-label',
        t.bell.label,
      );
      expect(await tab.evaluate(() => (window as unknown as { __tab?: boolean }).__tab)).toBe(true);
    }
    // Tab B announces it to screen readers.
    await expect(
      ownerB.getByRole('status').filter({ hasText: t.types.contact_request_received.title }),
    ).toHaveCount(1);

    // Tab A reads it from the bell's menu: it opens the received requests, and both badges clear.
    await ownerA.getByTestId('notification-bell').click();
    const item = ownerA
      .getByRole('menu')
      .getByRole('menuitem')
      .filter({ hasText: title })
      .filter({ hasText: t.types.contact_request_received.title });
    await expect(item).toHaveAttribute('data-unread', 'true');
    await item.click();
    await ownerA.waitForURL(new RegExp(`/${lang}/contact-requests$`));
    await expect(ownerA.getByTestId('notification-count')).toHaveCount(0);
    await expect(ownerB.getByTestId('notification-count')).toHaveCount(0);
    expect(await ownerB.evaluate(() => (window as unknown as { __tab?: boolean }).__tab)).toBe(
      true,
    );
    await ownerB.getByTestId('notification-bell').click();
    await expect(
      ownerB.getByRole('menuitem').filter({ hasText: title }).first(),
    ).not.toHaveAttribute('data-unread', 'true');

    // And the server agrees: on the page it is read.
    await ownerB.goto(`/${lang}/notifications`);
    const row = ownerB.getByTestId('notification-item').filter({ hasText: title }).first();
    await expect(row).not.toHaveAttribute('data-unread', 'true');

    await investor.context().close();
    await ownerA.context().close();
  });

  test(`the notifications page paginates, newest first, and marks one read (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    // An owner writes 21 messages to Sara, who is not in the conversation: 21 notifications.
    const sender = await signedIn(browser, lang === 'en' ? KHALID : OMAR, lang);
    await sender.goto(`/${lang}/contact-requests/chat`);
    await sender.getByTestId('conversation-link').filter({ hasText: 'Sara' }).first().click();
    await sender.waitForURL(/request=/);
    const run = Date.now().toString(36);
    const marker = (i: number) => `${run}-${String(i).padStart(2, '0')}`;
    const input = sender.getByLabel(messages[lang].chat.label);
    for (let i = 1; i <= 21; i++) {
      await input.fill(`${lang === 'ar' ? 'رسالة' : 'Message'} ${marker(i)}`);
      await input.press('Enter');
      await expect(
        sender.getByTestId('chat-message').filter({ hasText: marker(i) }),
      ).toHaveAttribute('data-status', 'sent');
    }

    const reader = await signedIn(browser, SARA, lang);
    await reader.goto(`/${lang}/notifications`);
    await expect(reader.locator('h1')).toHaveText(messages[lang].titles.notifications);
    const items = reader.getByTestId('notification-item');
    await expect(items).toHaveCount(20);
    await expect(items.first()).toContainText(marker(21));
    await expect(items.filter({ hasText: marker(2) })).toHaveCount(1);
    await expect(items.filter({ hasText: marker(1) })).toHaveCount(0);
    const pager = reader.getByRole('navigation', { name: t.page.pagination });

    // Older: the 21st newest is the first of page 2, in the database's order.
    await pager.getByRole('link', { name: t.page.next }).click();
    await reader.waitForURL(/[?&]page=2/);
    await expect(items.first()).toContainText(marker(1));
    await expect(items.filter({ hasText: marker(21) })).toHaveCount(0);

    // Mark that one read: it loses its unread mark and the summary counts one less.
    const oldest = items.first();
    await expect(oldest).toHaveAttribute('data-unread', 'true');
    const before = await reader.getByTestId('notifications-unread').innerText();
    await oldest.getByRole('button', { name: t.page.markRead }).click();
    await expect(oldest).not.toHaveAttribute('data-unread', 'true');
    await expect(reader.getByTestId('notifications-unread')).not.toHaveText(before);

    // Newer: back to page 1.
    await reader
      .getByRole('navigation', { name: t.page.pagination })
      .getByRole('link', { name: t.page.previous })
      .click();
    await reader.waitForURL((url) => url.searchParams.get('page') === '1');
    await expect(items.first()).toContainText(marker(21));

    await sender.context().close();
    await reader.context().close();
  });

  test(`the bell's menu fits a phone screen (${lang})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await asDistinctClient(page);
    await signInAs(page, OMAR, lang);
    await page.getByTestId('notification-bell').click();
    const menu = page.getByRole('menu', { name: t.bell.menuTitle });
    await expect(menu).toBeVisible();
    const box = (await menu.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await expect(menu.getByRole('menuitem', { name: t.bell.seeAll })).toBeInViewport();
    await context.close();
  });

  test(`a visitor learns what the page is and signs in back to it (${lang})`, async ({ page }) => {
    await asDistinctClient(page);
    await page.goto(`/${lang}/notifications`);
    await expect(page.locator('h1')).toHaveText(messages[lang].titles.notifications);
    await expect(page.getByText(t.page.intro)).toBeVisible();
    await expect(page.getByText(t.page.signInPrompt)).toBeVisible();
    await expect(page.getByTestId('notification-item')).toHaveCount(0);
    const signIn = page.getByTestId('notifications-sign-in');
    await expect(signIn).toHaveText(t.page.signIn);
    await expect(signIn).toHaveAttribute(
      'href',
      new RegExp(`redirect=${encodeURIComponent(`/${lang}/notifications`)}`),
    );
    await signIn.click();
    await page.waitForURL(/\/auth\/login/);
    await page.waitForLoadState('networkidle');
    await page.locator('input[type="email"]').fill(SARA.email);
    await page.locator('input[type="password"]').first().fill(SARA.password);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === `/${lang}/notifications`);
    await expect(page.getByRole('list', { name: t.page.listLabel })).toBeVisible();
  });
}
