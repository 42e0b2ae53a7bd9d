import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page, type WebSocketRoute } from '@playwright/test';
import { asDistinctClient, LANGS, messages, signInAs, type Lang } from './helpers';

const PASSWORD = 'Demo!2345';
const SUBSCRIBER = { email: 'subscriber@fursa.local', password: PASSWORD }; // Sara, an investor with a plan
const OWNER = { email: 'owner@fursa.local', password: PASSWORD }; // Omar
const NORA = { email: 'nora@fursa.local', password: PASSWORD }; // another owner

async function signedIn(
  browser: Browser,
  account: { email: string; password: string },
  lang: Lang,
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await asDistinctClient(page);
  await signInAs(page, account, lang);
  return page;
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The seeded accepted conversation between Sara and Omar, opened from Sara's list. */
async function openSeededConversation(investor: Page, lang: Lang): Promise<string> {
  await investor.goto(`/${lang}/my-contact-requests/chat`);
  await investor.getByTestId('conversation-link').filter({ hasText: 'Omar' }).first().click();
  await investor.waitForURL(/request=/);
  return new URL(investor.url()).searchParams.get('request')!;
}

/** Marks the page's <html> with the time a chat message holding `text` enters the DOM. */
function watchForMessage(text: string): void {
  const root = document.documentElement;
  const seen = () =>
    Array.from(document.querySelectorAll('[data-testid="chat-message"]')).some((node) =>
      node.textContent?.includes(text),
    );
  new MutationObserver((_, observer) => {
    if (!seen()) return;
    root.dataset.arrivedAt = String(Date.now());
    observer.disconnect();
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
}

for (const lang of LANGS) {
  const t = messages[lang].chat;

  test(`two parties chat live: delivery under a second, typing, seen (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const investor = await signedIn(browser, SUBSCRIBER, lang);
    const owner = await signedIn(browser, OWNER, lang);
    const requestId = await openSeededConversation(investor, lang);
    await owner.goto(`/${lang}/contact-requests/chat?request=${requestId}`);

    // Both have the conversation open: presence shows the other party online.
    await expect(investor.getByTestId('chat-presence')).toHaveText(t.online, { timeout: 10_000 });
    await expect(owner.getByTestId('chat-presence')).toHaveText(t.online, { timeout: 10_000 });

    const input = investor.getByLabel(t.label);
    await input.fill('');
    await input.pressSequentially('Hi', { delay: 20 });
    await expect(owner.getByTestId('chat-typing')).toContainText('…');

    const body = `${lang === 'ar' ? 'مرحبا' : 'Hello'} ${Date.now()} https://example.com/deck`;
    await input.fill(body);
    // Timed in the pages, from the sender's key press to the message in the owner's DOM: what the
    // two people see, without the test runner's own polling (tens of ms on a busy machine). Both
    // pages read the same clock: one browser on one machine.
    await owner.evaluate(watchForMessage, body);
    await investor.evaluate(() => {
      document.addEventListener(
        'keydown',
        (event) => {
          if (event.key === 'Enter') document.documentElement.dataset.sentAt = String(Date.now());
        },
        { capture: true, once: true },
      );
    });
    await input.press('Enter');
    const arrived = owner.getByTestId('chat-message').filter({ hasText: body });
    await expect(arrived).toBeVisible({ timeout: 5_000 });
    const sentAt = Number(await investor.locator('html').getAttribute('data-sent-at'));
    const arrivedAt = Number(await owner.locator('html').getAttribute('data-arrived-at'));
    expect(sentAt).toBeGreaterThan(0);
    expect(arrivedAt - sentAt).toBeLessThan(1_000);
    await expect(arrived.getByRole('link', { name: 'https://example.com/deck' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow ugc',
    );
    // The sender's bubble is stored (not pending) and exactly once; the owner read it: "Seen".
    const mine = investor.getByTestId('chat-message').filter({ hasText: body });
    await expect(mine).toHaveCount(1);
    await expect(mine).toHaveAttribute('data-status', 'sent');
    await expect(mine.getByTestId('chat-seen')).toHaveText(t.seen, { timeout: 5_000 });

    // Shift+Enter adds a line; Enter sends the two lines as one message.
    const reply = `${lang === 'ar' ? 'أهلاً' : 'Welcome'} ${Date.now()}`;
    const ownerInput = owner.getByLabel(t.label);
    await ownerInput.fill(reply);
    await ownerInput.press('Shift+Enter');
    await ownerInput.pressSequentially('2');
    await ownerInput.press('Enter');
    await expect(investor.getByTestId('chat-message').filter({ hasText: reply })).toContainText(
      `${reply}\n2`,
      { timeout: 1_000 },
    );
    await expect(investor.getByTestId('chat-announcer')).toContainText(reply);
    await investor.context().close();
    await owner.context().close();
  });

  test(`a third user gets a 404 for the conversation (${lang})`, async ({ browser }) => {
    const investor = await signedIn(browser, SUBSCRIBER, lang);
    const requestId = await openSeededConversation(investor, lang);
    const nora = await signedIn(browser, NORA, lang);
    for (const path of ['/contact-requests/chat', '/my-contact-requests/chat']) {
      const response = await nora.goto(`/${lang}${path}?request=${requestId}`);
      expect(response?.status()).toBe(404);
    }
    // The owner's own side is not the investor's: the wrong side is a 404 too.
    const wrongSide = await investor.goto(`/${lang}/contact-requests/chat?request=${requestId}`);
    expect(wrongSide?.status()).toBe(404);
    await investor.context().close();
    await nora.context().close();
  });

  test(`axe finds nothing serious on both chat pages (${lang})`, async ({ browser }) => {
    // Three axe runs and two sign-ins: 15 s on a quiet machine, more on a loaded CI one.
    test.setTimeout(90_000);
    const investor = await signedIn(browser, SUBSCRIBER, lang);
    const requestId = await openSeededConversation(investor, lang);
    const owner = await signedIn(browser, OWNER, lang);
    // A phone and a desktop: the conversation and its list are laid out differently.
    for (const width of [390, 1280]) {
      for (const page of [investor, owner]) {
        await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      }
      await investor.goto(`/${lang}/my-contact-requests/chat?request=${requestId}`);
      await expect(investor.getByTestId('chat-message').first()).toBeVisible();
      expect(await seriousViolations(investor), `investor at ${width} px`).toEqual([]);
      await owner.goto(`/${lang}/contact-requests/chat?request=${requestId}`);
      await expect(owner.getByTestId('chat-message').first()).toBeVisible();
      expect(await seriousViolations(owner), `owner at ${width} px`).toEqual([]);
      await owner.goto(`/${lang}/contact-requests/chat`);
      expect(await seriousViolations(owner), `owner's list at ${width} px`).toEqual([]);
    }

    if (process.env.CHAT_SCREENSHOTS) {
      for (const width of [390, 1280]) {
        for (const [page, side] of [
          [investor, 'my-contact-requests'],
          [owner, 'contact-requests'],
        ] as const) {
          await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
          await page.goto(`/${lang}/${side}/chat?request=${requestId}`);
          await expect(page.getByTestId('chat-message').first()).toBeVisible();
          await page.screenshot({ path: `test-results/chat-${side}-${lang}-${width}.png` });
          await page.goto(`/${lang}/${side}/chat`);
          await page.screenshot({ path: `test-results/chat-${side}-list-${lang}-${width}.png` });
        }
      }
    }
    await investor.context().close();
    await owner.context().close();
  });
}

/**
 * The investor's realtime traffic goes through a route the test controls: while `dropping`, the
 * server's frames never reach the page (a connection dying without a close, events lost in
 * transit); `drop()` then closes the page's socket as a network failure would.
 */
async function withControlledRealtime(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const control = { dropping: false, sockets: [] as WebSocketRoute[], states: [] as string[] };
  await page.routeWebSocket(/\/app\//, (ws) => {
    const server = ws.connectToServer();
    server.onMessage((message) => {
      if (!control.dropping) ws.send(message);
    });
    ws.onMessage((message) => server.send(message));
    control.sockets.push(ws);
  });
  page.on('console', (message) => {
    if (message.text().startsWith('[realtime] ')) control.states.push(message.text());
  });
  await asDistinctClient(page);
  return { page, control };
}

test('after a lost connection or a hidden tab, missed messages appear once (en)', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const t = messages.en.chat;
  const { page: investor, control } = await withControlledRealtime(browser);
  await signInAs(investor, SUBSCRIBER, 'en');
  const owner = await signedIn(browser, OWNER, 'en');
  const requestId = await openSeededConversation(investor, 'en');
  await owner.goto(`/en/contact-requests/chat?request=${requestId}`);
  await expect(investor.getByTestId('chat-presence')).toHaveText(t.online, { timeout: 10_000 });
  const ownerInput = owner.getByLabel(t.label);
  const bubbles = (body: string) => investor.getByTestId('chat-message').filter({ hasText: body });

  // 1. The connection stops delivering; the owner writes; the investor's tab sees nothing.
  control.dropping = true;
  const missed = `Missed while offline ${Date.now()}`;
  await ownerInput.fill(missed);
  await ownerInput.press('Enter');
  await expect(owner.getByTestId('chat-message').filter({ hasText: missed })).toHaveAttribute(
    'data-status',
    'sent',
  );
  await investor.waitForTimeout(1_500);
  await expect(bubbles(missed)).toHaveCount(0);

  // 2. The socket drops; pusher-js reconnects (through the route, delivering again): the tab
  // fetches what it missed after its last seq. The message shows once, and so does the list.
  control.dropping = false;
  const reconnectsBefore = control.states.filter((s) => s.endsWith('→ connected')).length;
  await control.sockets.at(-1)!.close({ code: 1001, reason: 'network lost' });
  await expect
    .poll(() => control.states.filter((s) => s.endsWith('→ connected')).length, {
      timeout: 20_000,
    })
    .toBeGreaterThan(reconnectsBefore);
  await expect(bubbles(missed)).toHaveCount(1, { timeout: 10_000 });
  await expect(bubbles(missed)).toHaveAttribute('data-status', 'sent');
  await expect(investor.getByTestId('conversation-link').filter({ hasText: missed })).toBeVisible();
  // Live delivery works again on the new connection, still once per message.
  const live = `Back online ${Date.now()}`;
  await ownerInput.fill(live);
  await ownerInput.press('Enter');
  await expect(bubbles(live)).toHaveCount(1, { timeout: 5_000 });
  await expect(bubbles(missed)).toHaveCount(1);

  // 3. A tab that comes back into view catches up too, even when its connection never noticed.
  control.dropping = true;
  const whileHidden = `Sent while the tab was hidden ${Date.now()}`;
  await ownerInput.fill(whileHidden);
  await ownerInput.press('Enter');
  await investor.waitForTimeout(1_000);
  await expect(bubbles(whileHidden)).toHaveCount(0);
  await investor.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(bubbles(whileHidden)).toHaveCount(1, { timeout: 10_000 });
  control.dropping = false;

  // Nothing was shown twice over the whole run.
  const bodies = await investor.getByTestId('chat-message').allInnerTexts();
  for (const body of [missed, live, whileHidden]) {
    expect(bodies.filter((text) => text.includes(body))).toHaveLength(1);
  }
  await investor.context().close();
  await owner.context().close();
});

test('the list shows the beginning of one’s own message in the other script (390 px, en)', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const investor = await context.newPage();
  await asDistinctClient(investor);
  await signInAs(investor, SUBSCRIBER, 'en');
  // Sara's other conversation (with Khalid): the tests above watch the last message of Omar's.
  await investor.goto('/en/my-contact-requests/chat');
  await investor.getByTestId('conversation-link').filter({ hasText: 'Khalid' }).first().click();
  await investor.waitForURL(/request=/);
  const body = `البداية هنا ثم رسالة طويلة لا تتسع لسطر واحد في القائمة ${Date.now()}`;
  const input = investor.getByLabel(messages.en.chat.label);
  await input.fill(body);
  await input.press('Enter');
  await expect(investor.getByTestId('chat-message').filter({ hasText: body })).toHaveAttribute(
    'data-status',
    'sent',
  );
  await investor.goto('/en/my-contact-requests/chat');
  const preview = investor
    .getByTestId('conversation-link')
    .filter({ hasText: body })
    .locator('bdi');
  // "You:" stays outside; the message runs right to left in a box of its own, so the cut falls at
  // its end (the left) and its first words show (as one run with "You:", its start was cut).
  await expect(preview).toHaveText(body);
  const box = await preview.evaluate((el) => ({
    direction: getComputedStyle(el).direction,
    cut: el.scrollWidth > el.clientWidth,
  }));
  expect(box).toEqual({ direction: 'rtl', cut: true });
  await context.close();
});
