import { expect, test, type Page } from '@playwright/test';
// With the attribute: Playwright loads specs as ES modules (see billing.spec.ts).
import ar from '@/messages/ar.json' with { type: 'json' };
import en from '@/messages/en.json' with { type: 'json' };
import { seriousViolations, signedInPage } from './helpers';

const messages = { en, ar } as const;
type Lang = keyof typeof messages;
const LANGS: Lang[] = ['en', 'ar'];
const PASSWORD = 'Demo!2345';
const SUBSCRIBER = 'subscriber@fursa.local';
const OWNER = 'owner@fursa.local';

const part = () => Math.floor(Math.random() * 254) + 1;

/** The owner's listings of one kind, as public paths. */
async function ownerListingPaths(
  owner: Page,
  lang: Lang,
  kind: 'advertisements' | 'opportunities',
) {
  await owner.goto(`/${lang}/profile/${kind}`);
  const hrefs = await owner
    .locator(`a[href*="/profile/${kind}/"]`)
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const ids = [...new Set(hrefs.map((h) => /\/([0-9a-f-]{36})$/.exec(h)?.[1]).filter(Boolean))];
  const base = kind === 'advertisements' ? 'advertisements' : 'investments';
  return ids.map((id) => `/${lang}/${base}/${id}`);
}

for (const lang of LANGS) {
  const m = messages[lang].contactRequests;

  test(`an investor asks, the owner accepts with a first reply, the investor sees it (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const owner = await signedInPage(browser, OWNER, lang);
    const investor = await signedInPage(browser, SUBSCRIBER, lang);

    // A listing of the owner's that the investor has no open request for (each language its kind).
    const paths = await ownerListingPaths(
      owner,
      lang,
      lang === 'en' ? 'advertisements' : 'opportunities',
    );
    let path: string | null = null;
    for (const candidate of paths) {
      await investor.goto(candidate);
      const block = investor.getByTestId('contact-owner');
      await expect(block).not.toHaveAttribute('aria-busy', 'true');
      if (await block.locator('textarea').count()) {
        path = candidate;
        break;
      }
    }
    expect(path, 'a listing the investor has not contacted yet').not.toBeNull();
    const title = (await investor.locator('h1').innerText()).trim();

    // The owner's list is open before the request exists.
    await owner.goto(`/${lang}/contact-requests`);
    const card = owner.getByTestId('contact-request').filter({ hasText: title });

    // Too short: a translated field error, nothing sent.
    const message = investor.getByTestId('contact-owner').locator('textarea');
    await message.fill('Hi');
    await investor.getByRole('button', { name: m.contact.send }).click();
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expect(investor.getByTestId('requests-left')).toBeVisible();

    const text =
      lang === 'ar'
        ? 'السلام عليكم، أودّ معرفة المزيد عن هذه الفرصة وشروط المشاركة فيها.'
        : 'Hello, I would like to know more about this listing and how to proceed.';
    await message.fill(text);
    await investor.getByRole('button', { name: m.contact.send }).click();
    await expect(investor.getByText(m.contact.sent)).toBeVisible();
    await expect(investor.getByTestId('contact-open')).toBeVisible();

    // No reload: the request arrives over the owner's realtime channel.
    await expect(card).toBeVisible({ timeout: 10_000 });
    await expect(card.getByTestId('request-status')).toHaveText(m.status.pending);
    await expect(card).toContainText(text);

    await card.getByRole('button', { name: m.actions.accept, exact: true }).click();
    const dialog = owner.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog
      .getByLabel(m.actions.replyLabel)
      .fill(lang === 'ar' ? 'أهلًا بك، يسعدني ذلك.' : 'Welcome, happy to talk.');
    expect(await seriousViolations(owner), 'accept dialog').toEqual([]);
    await dialog.getByRole('button', { name: m.actions.acceptConfirm }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByTestId('request-status')).toHaveText(m.status.accepted);
    const chat = card.getByRole('link', { name: m.row.openChat });
    await expect(chat).toHaveAttribute('href', /\/contact-requests\/chat\?request=[0-9a-f-]{36}$/);

    await investor.goto(`/${lang}/my-contact-requests?status=accepted`);
    const mine = investor.getByTestId('contact-request').filter({ hasText: title });
    await expect(mine.getByTestId('request-status')).toHaveText(m.status.accepted);
    await expect(mine.getByRole('link', { name: m.row.openChat })).toHaveAttribute(
      'href',
      /\/my-contact-requests\/chat\?request=[0-9a-f-]{36}$/,
    );
    await investor.goto(path!);
    await expect(investor.getByText(m.contact.openAccepted)).toBeVisible();

    // The owner never sees the block on their own listing.
    await owner.goto(path!);
    await owner.waitForLoadState('networkidle');
    await expect(owner.getByTestId('contact-owner')).toHaveCount(0);

    await owner.context().close();
    await investor.context().close();
  });

  test(`a visitor is asked to sign in and comes back to the listing (${lang})`, async ({
    page,
  }) => {
    await page
      .context()
      .setExtraHTTPHeaders({ 'x-forwarded-for': `10.${part()}.${part()}.${part()}` });
    await page.goto(`/${lang}/investments`);
    const first = page.locator(`a[href^="/${lang}/investments/"]`).first();
    const href = (await first.getAttribute('href'))!;
    const actions: string[] = [];
    page.on('request', (request) => {
      if (request.headers()['next-action']) actions.push(request.url());
    });
    // The visit is still counted (the beacon waits until the page is idle).
    const counted = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/listings/views'),
    );
    await page.goto(href);
    const signIn = page.getByTestId('contact-owner').getByRole('link', { name: m.contact.signIn });
    await expect(signIn).toHaveAttribute(
      'href',
      new RegExp(`redirect=${encodeURIComponent(href)}`),
    );
    await counted;
    // A visitor's prompt needs no server action: the auth store already knows nobody signed in.
    expect(actions).toEqual([]);
    await signIn.click();
    await page.waitForURL(/\/auth\/login/);
    await page.waitForLoadState('networkidle');
    await page.locator('input[type="email"]').fill(SUBSCRIBER);
    await page.locator('input[type="password"]').first().fill(PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === href);
    await expect(page.getByTestId('contact-owner')).not.toHaveAttribute('aria-busy', 'true');
  });

  // Ten axe runs in all, split by side so that each test keeps a margin on a loaded CI machine.
  test(`axe finds nothing serious on the owner's request pages (${lang})`, async ({ browser }) => {
    test.setTimeout(90_000);
    const owner = await signedInPage(browser, OWNER, lang);
    for (const path of [
      '/contact-requests',
      '/contact-requests?status=declined',
      '/my-contact-requests',
      '/profile',
    ]) {
      await owner.goto(`/${lang}${path}`);
      expect(await seriousViolations(owner), `owner ${lang}${path}`).toEqual([]);
    }
    const [listing] = await ownerListingPaths(owner, lang, 'advertisements');
    const ownerPage = listing!.replace(
      `/${lang}/advertisements/`,
      `/${lang}/profile/advertisements/`,
    );
    await owner.goto(`${ownerPage}?period=90`);
    await expect(owner.getByTestId('listing-funnel')).toBeVisible();
    expect(await seriousViolations(owner), 'owner listing funnel').toEqual([]);
    await owner.context().close();
  });

  test(`axe finds nothing serious on the investor's request pages and the contact form (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const investor = await signedInPage(browser, SUBSCRIBER, lang);
    for (const path of ['/my-contact-requests', '/contact-requests', '/profile/plans']) {
      await investor.goto(`/${lang}${path}`);
      expect(await seriousViolations(investor), `investor ${lang}${path}`).toEqual([]);
    }
    // Any advertisement: the subscriber owns none, so each shows the contact block.
    await investor.goto(`/${lang}/advertisements`);
    const listing = await investor
      .locator(`a[href^="/${lang}/advertisements/"]`)
      .first()
      .getAttribute('href');
    await investor.goto(listing!);
    await expect(investor.getByTestId('contact-owner')).not.toHaveAttribute('aria-busy', 'true');
    expect(await seriousViolations(investor), 'listing with the contact block').toEqual([]);
    await investor.context().close();
  });
}
