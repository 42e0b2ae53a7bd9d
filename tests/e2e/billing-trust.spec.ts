import { expect, test, type Page } from '@playwright/test';
import { formatMoney } from '@/lib/format/money';
import {
  asDistinctClient,
  LANGS,
  messages,
  signUpInvestor,
  startsWith,
  waitForHydration,
  type Lang,
} from './helpers';

/**
 * What a user sees when the wallet's money rules bite: a top-up paid over the balance ceiling is
 * held (not credited) and said so, in the result, the history and a notification; a sandbox
 * refund of money already spent restricts the wallet (a banner with what is owed, purchases
 * paused) until a top-up repays it. Fresh users each time: no demo data.
 */

/** The words between a message's first and second arguments. */
function middle(message: string): string {
  return message.split('}')[1]!.split('{')[0]!.trim();
}

/** Starts a top-up from the wallet page and answers the sandbox checkout's address (unpaid). */
async function startTopUp(page: Page, lang: Lang, major: string): Promise<string> {
  const m = messages[lang].billing.wallet;
  await page.goto(`/${lang}/profile/wallet`);
  await waitForHydration(page, `form[aria-label="${m.topUpTitle}"]`);
  await page.locator('input[name="amount"]').fill(major);
  await page.getByRole('button', { name: m.submit }).click();
  await page.waitForURL(/\/checkout\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname;
}

async function pay(page: Page, lang: Lang, checkout: string) {
  await page.goto(checkout);
  await page.getByRole('button', { name: startsWith(messages[lang].billing.checkout.pay) }).click();
  await page.waitForURL(/\/profile\/wallet\?payment=/);
}

for (const lang of LANGS) {
  const m = messages[lang].billing;
  const money = (minor: number) => formatMoney(minor, 'SAR', lang);

  test(`a top-up paid over the balance ceiling is held, not credited (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await asDistinctClient(page);
    await signUpInvestor(page, lang, 'Trust Investor');
    // Five top-ups of 50,000 started while the balance is zero: each fits when it is created.
    const checkouts: string[] = [];
    for (let i = 0; i < 5; i++) checkouts.push(await startTopUp(page, lang, '50000'));
    for (const checkout of checkouts.slice(0, 4)) {
      await pay(page, lang, checkout);
      await expect(
        page.getByRole('status').filter({ hasText: middle(m.wallet.result.succeeded) }),
      ).toBeVisible();
    }
    await pay(page, lang, checkouts[4]!);
    const held = page.getByRole('status').filter({ hasText: middle(m.wallet.result.held) });
    await expect(held).toBeVisible();
    await expect(held).toContainText(money(50_000_00));
    await expect(held).toContainText(money(200_000_00));
    await expect(page.getByTestId('wallet-balance')).toHaveText(money(200_000_00));
    await expect(page.getByText(startsWith(m.wallet.full))).toBeVisible();
    const history = page.locator('section[aria-labelledby="history-title"]');
    await expect(history.getByText(m.wallet.status.held, { exact: true })).toHaveCount(1);

    // The sandbox page says the payment is held, and offers only to give it back.
    await page.goto(checkouts[4]!);
    await expect(page.getByRole('status').filter({ hasText: m.wallet.status.held })).toBeVisible();
    await expect(page.getByRole('button', { name: startsWith(m.checkout.pay) })).toHaveCount(0);

    const notice = messages[lang].notifications.types.wallet_top_up_held.title;
    await page.goto(`/${lang}/notifications`);
    await expect(page.getByText(notice, { exact: true }).first()).toBeVisible();
  });

  test(`a sandbox refund of money already spent restricts the wallet until repaid (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await asDistinctClient(page);
    await signUpInvestor(page, lang, 'Trust Investor');
    const checkout = await startTopUp(page, lang, '100');
    await pay(page, lang, checkout);

    // 99 of the 100 are spent on the first plan.
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

    // The gateway refunds the whole top-up: 1 is taken, 99 are owed.
    await page.goto(checkout);
    await page.getByRole('button', { name: startsWith(m.checkout.refundAll) }).click();
    await page.waitForURL(new RegExp(`/${lang}/profile/wallet$`));
    const banner = page.getByRole('region', { name: m.wallet.restricted.title });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(money(99_00));
    await expect(page.getByTestId('wallet-balance')).toHaveText(money(0));
    const history = page.locator('section[aria-labelledby="history-title"]');
    await expect(history.getByText(m.wallet.kinds.refund, { exact: true })).toBeVisible();
    // The refund line says what the balance could not cover.
    await expect(
      history.getByText(m.wallet.owedNote.replace('{owed}', money(99_00))),
    ).toBeVisible();

    // Purchases are paused, and the plans page says why.
    await page.goto(`/${lang}/profile/plans`);
    await expect(page.getByText(startsWith(m.plans.restricted))).toBeVisible();

    // The next top-up repays the 99 first and lifts the restriction.
    await pay(page, lang, await startTopUp(page, lang, '120'));
    await expect(page.getByRole('region', { name: m.wallet.restricted.title })).toHaveCount(0);
    await expect(page.getByTestId('wallet-balance')).toHaveText(money(21_00));
    await expect(history.getByText(m.wallet.kinds.repayment, { exact: true })).toBeVisible();
  });
}
