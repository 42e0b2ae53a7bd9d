import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { createTranslator } from 'next-intl';
import { renderNotification, type NotificationsT } from '@/features/notifications/render';
import { formatMoney } from '@/lib/format/money';
import {
  asDistinctClient,
  LANGS,
  messages,
  signInAs,
  signUpAs,
  signUpInvestor,
  startsWith,
  waitForHydration,
  type Lang,
} from './helpers';

/**
 * Trust and safety end to end, in each language with its own people and listing: an investor
 * reports a fresh opportunity from a phone, a moderator hides it from the report queue, its owner
 * (watching another page) is told live and sees the reason, edits and resubmits it, the moderator
 * approves it, and the reporter hears the outcome. In a conversation of its own, an owner reports
 * a chat message an investor sent and the moderator finds it in the queue. Then an admin reprices
 * a plan and adds a redirect that works. Fresh accounts for the reporters and the owners: the demo
 * ones' bells, listings and conversations are counted by other specs running at the same time.
 *
 * MODERATION_SCREENSHOTS=1 also saves the staff pages and the owner's hidden listing at 390 and
 * 1280 px into test-results/moderation-*.png.
 */

const PASSWORD = 'Demo!2345';
const MODERATOR = { email: 'moderator@fursa.local', password: PASSWORD }; // Yusuf
const ADMIN = { email: 'admin@fursa.local', password: PASSWORD }; // Amal
const OMAR = { email: 'owner@fursa.local', password: PASSWORD };
const PHONE = { width: 390, height: 844 };

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
/** Letters only: digits in a listing's text could look like a phone number to the auto flags. */
const tag = () =>
  Array.from(
    { length: 6 },
    () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)],
  ).join('');
/** User text inside a translated sentence is wrapped in bidi isolates (FSI … PDI). */
const isolate = (text: string) => `\u2068${text}\u2069`;
const translator = (lang: Lang) => createTranslator({ locale: lang, messages: messages[lang] });

async function shoot(page: Page, name: string, lang: Lang) {
  if (process.env.MODERATION_SCREENSHOTS !== '1') return;
  const before = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(300);
    await page.screenshot({
      path: `test-results/moderation-${name}-${lang}-${width}.png`,
      fullPage: true,
    });
  }
  if (before) await page.setViewportSize(before);
}

async function newPage(browser: Browser, viewport?: { width: number; height: number }) {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  await asDistinctClient(page);
  return page;
}

/** Signs up a fresh business owner through the sign-up form; waits for the profile. */
async function signUpOwner(page: Page, lang: Lang, name: string): Promise<void> {
  await signUpAs(page, lang, name, 'OWNER');
}

/** A fresh investor tops up in the sandbox and subscribes to the first plan. */
async function subscribedInvestor(page: Page, lang: Lang, name: string): Promise<void> {
  const m = messages[lang].billing;
  await signUpInvestor(page, lang, name);
  // What the plans page's "Top up" link opens for the first plan (99 in the demo data).
  await page.goto(`/${lang}/profile/wallet?topup=9900`);
  await waitForHydration(page, 'input[name="amount"]');
  await expect(page.locator('input[name="amount"]')).toHaveValue('99.00');
  await page.getByRole('button', { name: m.wallet.submit }).click();
  await page.waitForURL(/\/checkout\//);
  await page.getByRole('button', { name: startsWith(m.checkout.pay) }).click();
  await page.waitForURL(/\/profile\/wallet\?payment=/);
  await page.goto(`/${lang}/profile/plans`);
  const dialog = page.getByRole('dialog');
  await expect(async () => {
    await page.getByRole('button', { name: m.plans.subscribe, exact: true }).first().click();
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await dialog.getByRole('button', { name: startsWith(m.plans.confirm) }).click();
  await expect(
    page.getByRole('status').filter({ hasText: startsWith(m.plans.subscribed) }),
  ).toBeVisible({ timeout: 15_000 });
}

/** The owner creates an opportunity with a photo and publishes it; its id. */
async function publishOpportunity(page: Page, lang: Lang, title: string): Promise<string> {
  const m = messages[lang].ownerListings;
  await page.goto(`/${lang}/profile/opportunities/add`);
  await waitForHydration(page, 'form');
  await page.getByRole('textbox', { name: m.form.title, exact: true }).fill(title);
  await page.getByRole('combobox', { name: m.form.sector, exact: true }).selectOption('energy');
  await page.getByRole('combobox', { name: m.form.city, exact: true }).selectOption('tabuk');
  await page.getByRole('combobox', { name: m.form.stage, exact: true }).selectOption('growth');
  await page.getByRole('textbox', { name: m.form.amountMin, exact: true }).fill('500,000');
  await page.getByRole('textbox', { name: m.form.amountMax, exact: true }).fill('2,000,000');
  await page
    .getByRole('textbox', { name: m.form.summary, exact: true })
    .fill(
      lang === 'ar'
        ? 'مضاعفة قدرة مزرعة طاقة شمسية رابحة في تبوك.'
        : 'Doubling the capacity of a profitable solar farm.',
    );
  await page
    .getByRole('textbox', { name: m.form.description, exact: true })
    .fill(
      lang === 'ar'
        ? 'نجمع رأس المال لبناء حقل ثانٍ من الألواح الشمسية في العام القادم.'
        : 'We are raising capital to build a second field of panels next year.',
    );
  await page.getByRole('button', { name: m.form.create }).click();
  await page.waitForURL(/\/profile\/opportunities\/[0-9a-f-]{36}\/edit\?created=1$/);
  const id = /\/opportunities\/([0-9a-f-]{36})\//.exec(page.url())![1]!;
  await page.locator('[data-photo-input]').setInputFiles([fixture('listing-3.webp')]);
  await expect(page.locator('[data-photo]')).toHaveCount(1, { timeout: 60_000 });
  await page.getByRole('button', { name: m.status.publish, exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: m.status.changed.published }),
  ).toBeVisible();
  return id;
}

/**
 * Resolves once the page's realtime socket confirms the subscription to the user's own channel:
 * from then on nothing published to it is missed. Call before the navigation that opens it.
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

/** The unread count on the bell (0 without a badge). */
async function unread(page: Page): Promise<number> {
  await expect(page.getByTestId('notification-bell')).toBeVisible();
  const count = page.getByTestId('notification-count');
  return (await count.count()) ? Number((await count.innerText()).trim()) : 0;
}

/** The public page's status, asked without a browser (no session, no cookies). */
function publicStatus(request: APIRequestContext, path: string) {
  return () => request.get(path, { maxRedirects: 0 }).then((answer) => answer.status());
}

for (const lang of LANGS) {
  test(`a reported opportunity is hidden, fixed, resubmitted and approved; everyone is told (${lang})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const t = translator(lang);
    const nt = ((key, values) =>
      t(`notifications.${key}` as never, values as never)) as NotificationsT;
    const m = messages[lang];
    const reasons = m.moderation.reasons;
    const title = `${lang === 'ar' ? 'توسعة مزرعة شمسية' : 'Solar farm expansion'} ${tag()}`;
    const fixedTitle = `${title} ${lang === 'ar' ? 'محدّثة' : 'revised'}`;
    const reportNote =
      lang === 'ar'
        ? 'طلب مني المالك تحويل عربون إلى حساب شخصي قبل أي اجتماع.'
        : 'The owner asked me to wire a deposit to a personal account before any meeting.';
    const moderatorNote =
      lang === 'ar'
        ? 'أضف سجلًا تجاريًا موثقًا ولا تطلب أي دفعات خارج المنصة.'
        : 'Add a verified commercial registration and never ask for payments outside the platform.';
    const publicPath = `/${lang}/investments`;

    // At the same time: the owner publishes a fresh opportunity, the investor signs up and
    // subscribes on a phone, the moderator signs in.
    const owner = await newPage(browser);
    const investor = await newPage(browser, PHONE);
    const moderator = await newPage(browser);
    const [id] = await Promise.all([
      signUpOwner(owner, lang, lang === 'ar' ? 'هند المالكة' : 'Hind Owner').then(() =>
        publishOpportunity(owner, lang, title),
      ),
      subscribedInvestor(investor, lang, lang === 'ar' ? 'سلمى المستثمرة' : 'Salma Investor'),
      signInAs(moderator, MODERATOR, lang),
    ]);
    const listingPath = `${publicPath}/${id}`;

    // 3 (set up now). The owner watches their listings, subscribed to their live channel.
    const listening = userChannelSubscribed(owner);
    const watching = owner.goto(`/${lang}/profile/opportunities`).then(() => listening);

    // 1. The investor reports it from the phone, with the same page open in a second tab.
    const secondTab = await investor.context().newPage();
    await secondTab.goto(listingPath);
    await investor.goto(listingPath);
    await expect(investor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await investor.getByRole('button', { name: m.report.listingButton }).click();
    const dialog = investor.getByRole('dialog', { name: m.report.titleListing });
    await expect(dialog).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await dialog.getByRole('radio', { name: reasons.fraud }).check();
    await dialog.getByRole('textbox', { name: m.report.noteLabel }).fill(reportNote);
    await dialog.getByRole('button', { name: m.report.send }).click();
    await expect(dialog.getByRole('status')).toHaveText(m.report.received);
    await dialog.getByRole('button', { name: m.report.close }).last().click();
    await expect(dialog).toBeHidden();
    await expect(investor.getByTestId('report-done')).toHaveText(m.report.reported);
    await expect(investor.getByRole('button', { name: m.report.listingButton })).toHaveCount(0);
    // The other tab still offers the button: the refusal reads as its own sentence, in the
    // page's language (a public page's client provider carries the report's refusals).
    await secondTab.getByRole('button', { name: m.report.listingButton }).click();
    const again = secondTab.getByRole('dialog', { name: m.report.titleListing });
    await again.getByRole('radio', { name: reasons.spam }).check();
    await again.getByRole('button', { name: m.report.send }).click();
    await expect(again.getByRole('alert')).toHaveText(m.errors.report.already_reported);
    await secondTab.close();

    await watching;
    const unreadBefore = await unread(owner);

    // 2. The moderator finds it in the queue (newest first), opens the case and hides it.
    await moderator.goto(`/${lang}/admin/reports`);
    const queueRow = moderator
      .getByTestId('report-queue')
      .getByRole('row')
      .filter({ hasText: title });
    await expect(queueRow).toHaveCount(1);
    await expect(queueRow).toContainText(reasons.fraud);
    await expect(queueRow).toContainText(m.admin.reports.kinds.opportunity);
    await shoot(moderator, 'reports-queue', lang);
    await queueRow.getByTestId('report-case-link').click();
    await moderator.waitForURL(new RegExp(`/${lang}/admin/reports/opportunity/${id}$`));
    await expect(moderator.getByText(reportNote)).toBeVisible();
    await shoot(moderator, 'report-case', lang);

    await moderator.getByTestId('case-hide').click();
    const decision = moderator.getByRole('dialog', { name: m.admin.reports.actions.hide });
    await decision.getByRole('radio', { name: reasons.fraud }).check();
    await decision.getByRole('textbox', { name: m.admin.reports.actions.note }).fill(moderatorNote);
    await decision.getByRole('button', { name: m.admin.reports.actions.hide }).click();
    await expect(decision).toBeHidden();
    await expect(moderator.getByTestId('case-actions').getByRole('status')).toHaveText(
      m.admin.reports.actions.actioned,
    );
    await expect(moderator.getByTestId('case-hide')).toHaveCount(0);

    // 6. Hidden: the public page is gone for everyone.
    await expect.poll(publicStatus(request, listingPath), { timeout: 20_000 }).toBe(404);

    // 3. The owner's bell rises without a reload; the notice names the listing and the reason.
    await expect(owner.getByTestId('notification-count')).toHaveText(String(unreadBefore + 1), {
      timeout: 10_000,
    });
    const hiddenText = renderNotification(
      {
        type: 'listing_hidden',
        data: { listingTitle: title, reason: 'fraud', note: moderatorNote },
      },
      nt,
      lang,
    );
    await owner.getByTestId('notification-bell').click();
    const notice = owner.getByRole('menu').getByRole('menuitem').filter({ hasText: title });
    await expect(notice).toContainText(hiddenText.title);
    await expect(notice).toContainText(hiddenText.body);
    await owner.keyboard.press('Escape');

    // On the listings page: hidden, with the reason in the owner's language.
    await owner.reload();
    const row = owner.getByRole('listitem').filter({ hasText: title });
    await expect(row).toContainText(m.ownerListings.common.status.hidden);
    await expect(row).toContainText(
      t('ownerListings.status.reasonLine', { reason: reasons.fraud }),
    );
    await shoot(owner, 'owner-listings', lang);

    // The owner edits the title and resubmits it for review.
    await owner.getByRole('link', { name: t('ownerListings.common.editItem', { title }) }).click();
    await owner.waitForURL(new RegExp(`/profile/opportunities/${id}/edit$`));
    await expect(owner.getByText(reasons.fraud, { exact: true })).toBeVisible();
    await expect(owner.getByText(moderatorNote)).toBeVisible();
    await shoot(owner, 'owner-hidden', lang);
    await owner
      .getByRole('textbox', { name: m.ownerListings.form.title, exact: true })
      .fill(fixedTitle);
    await owner.getByRole('button', { name: m.ownerListings.form.save }).click();
    await expect(
      owner.getByRole('status').filter({ hasText: m.ownerListings.form.saved }),
    ).toBeVisible();
    await owner.getByRole('button', { name: m.ownerListings.status.resubmit }).click();
    await expect(
      owner.getByRole('status').filter({ hasText: m.ownerListings.status.changed.pending_review }),
    ).toBeVisible();
    expect(await publicStatus(request, listingPath)()).toBe(404);

    // 4. The moderator approves it from the listings awaiting review.
    await moderator.goto(`/${lang}/admin/listings?kind=opportunity`);
    const waiting = moderator
      .getByTestId('listings-table')
      .getByRole('row')
      .filter({ hasText: fixedTitle });
    await expect(waiting).toContainText(m.ownerListings.common.status.pending_review);
    await waiting.getByRole('button', { name: m.admin.listings.actions.approve }).click();
    await expect(waiting).toHaveCount(0);

    // 6. Back in public, under its new title.
    await expect.poll(publicStatus(request, listingPath), { timeout: 20_000 }).toBe(200);
    expect(await (await request.get(listingPath)).text()).toContain(fixedTitle);

    // 5. The reporter was told that action was taken.
    const resolved = renderNotification(
      { type: 'report_resolved', data: { targetTitle: title, outcome: 'actioned' } },
      nt,
      lang,
    );
    await investor.goto(`/${lang}/notifications`);
    const told = investor.getByTestId('notification-item').filter({ hasText: title });
    await expect(told.filter({ hasText: resolved.title })).toContainText(resolved.body);

    await moderator.goto(`/${lang}/admin`);
    await expect(moderator.getByRole('heading', { level: 1 })).toHaveText(m.admin.nav.dashboard);
    await shoot(moderator, 'dashboard', lang);

    for (const page of [owner, investor, moderator]) await page.context().close();
  });
}

for (const lang of LANGS) {
  test(`an owner reports a chat message once; a second report is refused; it reaches the queue (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const t = translator(lang);
    const m = messages[lang];
    const title = `${lang === 'ar' ? 'توسعة مزرعة شمسية' : 'Solar farm expansion'} ${tag()}`;
    const investorName = lang === 'ar' ? 'ماجد المستثمر' : 'Majid Investor';
    const ownerName = lang === 'ar' ? 'ريم المالكة' : 'Reem Owner';
    const body = `${
      lang === 'ar'
        ? 'حوّل العربون إلى حسابي الشخصي اليوم وإلا ألغيت الاتفاق'
        : 'Wire the deposit to my personal account today or the deal is off'
    } ${tag()}`;
    const reportNote =
      lang === 'ar'
        ? 'يطلب دفعة خارج المنصة ويهدد بإلغاء الاتفاق.'
        : 'He asks for a payment outside the platform and threatens to cancel.';

    // A conversation of their own: the owner publishes a fresh opportunity while a fresh investor
    // subscribes (a request needs a plan) and the moderator signs in.
    const owner = await newPage(browser);
    const investor = await newPage(browser);
    const moderator = await newPage(browser);
    const [id] = await Promise.all([
      signUpOwner(owner, lang, ownerName).then(() => publishOpportunity(owner, lang, title)),
      subscribedInvestor(investor, lang, investorName),
      signInAs(moderator, MODERATOR, lang),
    ]);

    // The investor asks through the listing's contact form; the owner accepts with a first reply.
    await investor.goto(`/${lang}/investments/${id}`);
    const contact = investor.getByTestId('contact-owner');
    await expect(contact).not.toHaveAttribute('aria-busy', 'true');
    await contact
      .locator('textarea')
      .fill(
        lang === 'ar'
          ? 'السلام عليكم، أودّ معرفة المزيد عن هذه الفرصة وشروط المشاركة فيها.'
          : 'Hello, I would like to know more about this opportunity and how to take part.',
      );
    await contact.getByRole('button', { name: m.contactRequests.contact.send }).click();
    await expect(investor.getByText(m.contactRequests.contact.sent)).toBeVisible();

    await owner.goto(`/${lang}/contact-requests`);
    const card = owner.getByTestId('contact-request').filter({ hasText: title });
    await card.getByRole('button', { name: m.contactRequests.actions.accept, exact: true }).click();
    const accept = owner.getByRole('dialog');
    await accept
      .getByLabel(m.contactRequests.actions.replyLabel)
      .fill(lang === 'ar' ? 'أهلًا بك، يسعدني ذلك.' : 'Welcome, happy to talk.');
    await accept.getByRole('button', { name: m.contactRequests.actions.acceptConfirm }).click();
    await expect(accept).toBeHidden();
    const href = await card
      .getByRole('link', { name: m.contactRequests.row.openChat })
      .getAttribute('href');
    const requestId = /[?&]request=([0-9a-f-]{36})$/.exec(href ?? '')?.[1];
    expect(requestId, 'the accepted request opens a chat').toMatch(/^[0-9a-f-]{36}$/);

    // The investor writes in the chat; the message is stored.
    await investor.goto(`/${lang}/my-contact-requests/chat?request=${requestId}`);
    const input = investor.getByLabel(m.chat.label);
    await input.fill(body);
    await input.press('Enter');
    await expect(investor.getByTestId('chat-message').filter({ hasText: body })).toHaveAttribute(
      'data-status',
      'sent',
    );

    // The owner has the conversation open in two tabs, both loaded before the report: the second
    // one still offers the button, so the server's refusal is what the owner meets there.
    const chatPath = `/${lang}/contact-requests/chat?request=${requestId}`;
    const secondTab = await owner.context().newPage();
    await secondTab.goto(chatPath);
    await owner.goto(chatPath);
    const bubble = owner.getByTestId('chat-message').filter({ hasText: body });
    await expect(bubble).toHaveAttribute('data-mine', 'false');
    // Pressed before hydration, the button would do nothing (the dialog loads on the first press).
    await waitForHydration(owner, '[data-testid="report-button"]');
    await bubble.getByRole('button', { name: m.report.messageButton }).click();
    const dialog = owner.getByRole('dialog', { name: m.report.titleMessage });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: m.moderation.reasons.harassment }).check();
    await dialog.getByRole('textbox', { name: m.report.noteLabel }).fill(reportNote);
    await dialog.getByRole('button', { name: m.report.send }).click();
    await expect(dialog.getByRole('status')).toHaveText(m.report.received);
    await dialog.getByRole('button', { name: m.report.close }).last().click();
    await expect(dialog).toBeHidden();
    await expect(bubble.getByTestId('report-done')).toHaveText(m.report.reported);
    await expect(bubble.getByRole('button', { name: m.report.messageButton })).toHaveCount(0);
    // The server remembers it: a fresh load of the conversation shows it reported.
    await owner.reload();
    await expect(bubble.getByTestId('report-done')).toHaveText(m.report.reported);

    const stale = secondTab.getByTestId('chat-message').filter({ hasText: body });
    await waitForHydration(secondTab, '[data-testid="report-button"]');
    await stale.getByRole('button', { name: m.report.messageButton }).click();
    const again = secondTab.getByRole('dialog', { name: m.report.titleMessage });
    await again.getByRole('radio', { name: m.moderation.reasons.spam }).check();
    await again.getByRole('button', { name: m.report.send }).click();
    await expect(again.getByRole('alert')).toHaveText(m.errors.report.already_reported);
    await expect(again.getByTestId('report-status')).toBeEmpty();
    await again.getByRole('button', { name: m.report.close }).last().click();
    await expect(again).toBeHidden();
    await expect(stale.getByTestId('report-done')).toHaveText(m.report.reported);
    await secondTab.close();

    // The moderator finds the message among the reported messages, with one report: the refused
    // second attempt left none.
    await moderator.goto(`/${lang}/admin/reports?kind=message`);
    const row = moderator.getByTestId('report-queue').getByRole('row').filter({ hasText: body });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(m.admin.reports.kinds.message);
    await expect(row).toContainText(investorName);
    await expect(row).toContainText(m.moderation.reasons.harassment);
    await expect(row).not.toContainText(m.moderation.reasons.spam);
    await row.getByTestId('report-case-link').click();
    await moderator.waitForURL(new RegExp(`/${lang}/admin/reports/message/[0-9a-f-]{36}$`));
    const reports = moderator.getByTestId('case-reports');
    await expect(reports.getByRole('heading', { level: 2 })).toHaveText(
      t('admin.reports.case.reports', { count: 1 }),
    );
    await expect(reports).toContainText(ownerName);
    await expect(reports).toContainText(reportNote);
    await expect(
      moderator.getByTestId('case-excerpt').locator('[data-reported="true"]'),
    ).toContainText(body);

    for (const page of [owner, investor, moderator]) await page.context().close();
  });
}

test('an admin reprices a plan and adds a redirect that works, then undoes both', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const lang: Lang = 'en';
  const t = translator(lang);
  const m = messages[lang].admin;
  const admin = await newPage(browser);
  await signInAs(admin, ADMIN, lang);

  // A plan of its own (the demo ones are bought by other specs), for business owners.
  const code = `e2e-${tag()}`;
  const name = `Listing boost ${code}`;
  await admin.goto(`/${lang}/admin/plans/new`);
  await waitForHydration(admin, 'form');
  await admin.getByRole('combobox', { name: m.plans.form.audience }).selectOption('OWNER');
  await admin.getByRole('textbox', { name: m.plans.form.code }).fill(code);
  const english = admin.locator('fieldset[lang="en"]');
  const arabic = admin.locator('fieldset[lang="ar"]');
  await english.getByRole('textbox', { name: m.plans.form.name }).fill(name);
  await english
    .getByRole('textbox', { name: m.plans.form.description })
    .fill('More room for listings.');
  await arabic.getByRole('textbox', { name: m.plans.form.name }).fill(`تعزيز الإعلانات ${code}`);
  await arabic
    .getByRole('textbox', { name: m.plans.form.description })
    .fill('مساحة أكبر للإعلانات.');
  const price = admin.getByRole('textbox', { name: startsWith(m.plans.form.price) });
  await price.fill('120');
  await admin.getByRole('textbox', { name: m.plans.form.sortOrder }).fill('900');
  await admin.getByRole('button', { name: m.plans.form.create }).click();
  await admin.waitForURL(/\/admin\/plans\?created=1$/);
  await expect(admin.getByRole('status').filter({ hasText: m.plans.created })).toBeVisible();
  const planRow = admin.getByTestId('admin-plans').getByRole('row').filter({ hasText: code });
  await expect(planRow).toContainText(formatMoney(120_00, 'SAR', lang));

  // Its price changes.
  await planRow.getByRole('link', { name: t('admin.plans.editLabel', { name }) }).click();
  await admin.waitForURL(/\/admin\/plans\/[0-9a-f-]{36}$/);
  await waitForHydration(admin, 'form');
  await expect(price).toHaveValue('120');
  await price.fill('149.50');
  await admin.getByRole('button', { name: m.plans.form.save }).click();
  await expect(admin.getByRole('status').filter({ hasText: m.plans.form.saved })).toBeVisible();

  // A business owner sees the new price on their plans page.
  const member = await newPage(browser);
  await signInAs(member, OMAR, lang);
  await member.goto(`/${lang}/profile/plans`);
  const card = member.getByRole('article', { name });
  await expect(card).toContainText(formatMoney(149_50, 'SAR', lang));

  // Retired again: it leaves the owner's plans page.
  await admin.goto(`/${lang}/admin/plans`);
  await expect(planRow).toContainText(formatMoney(149_50, 'SAR', lang));
  await planRow.getByRole('button', { name: t('admin.plans.retireLabel', { name }) }).click();
  const retire = admin.getByRole('alertdialog', { name: t('admin.plans.retireTitle', { name }) });
  await retire.getByRole('button', { name: m.plans.confirmRetire }).click();
  await expect(planRow).toContainText(m.plans.states.retired);
  await member.reload();
  await expect(member.getByRole('article', { name })).toHaveCount(0);
  await member.context().close();

  // A redirect: added, tested on the page, followed by the request layer, removed.
  const source = `/e2e-go-${tag()}`;
  await admin.goto(`/${lang}/admin/redirects`);
  await waitForHydration(admin, 'main button');
  await admin.getByRole('button', { name: m.redirects.add }).click();
  const editor = admin.getByRole('dialog', { name: m.redirects.form.addTitle });
  await editor.getByRole('textbox', { name: m.redirects.form.source }).fill(source);
  await editor.getByRole('textbox', { name: m.redirects.form.destination }).fill('/about-us');
  await editor.getByRole('button', { name: m.redirects.form.save }).click();
  await expect(editor).toBeHidden();
  const redirectRow = admin
    .getByTestId('admin-redirects')
    .getByRole('row')
    .filter({ hasText: source });
  await expect(redirectRow).toContainText(m.redirects.kinds.temporary);

  await admin.getByRole('textbox', { name: m.redirects.test.label }).fill(`/${lang}${source}`);
  await admin.getByRole('button', { name: m.redirects.test.submit, exact: true }).click();
  await expect(admin.getByTestId('redirect-test')).toContainText(
    t('admin.redirects.test.found', { path: isolate(source), destination: isolate('/about-us') }),
  );

  for (const locale of LANGS) {
    const answer = await request.get(`/${locale}${source}`, { maxRedirects: 0 });
    expect(answer.status()).toBe(307);
    expect(new URL(answer.headers().location!, 'http://x').pathname).toBe(`/${locale}/about-us`);
  }

  await redirectRow
    .getByRole('button', { name: t('admin.redirects.deleteLabel', { source }) })
    .click();
  const remove = admin.getByRole('alertdialog', {
    name: t('admin.redirects.deleteTitle', { source }),
  });
  await remove.getByRole('button', { name: m.redirects.confirmDelete }).click();
  await expect(redirectRow).toHaveCount(0);
  const gone = await request.get(`/${lang}${source}`, { maxRedirects: 0 });
  expect(gone.status()).toBe(404);

  // The dashboard, in both languages (revenue included for an admin).
  for (const locale of LANGS) {
    await admin.goto(`/${locale}/admin`);
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText(
      messages[locale].admin.nav.dashboard,
    );
    await shoot(admin, 'admin-dashboard', locale);
  }
  await admin.context().close();
});
