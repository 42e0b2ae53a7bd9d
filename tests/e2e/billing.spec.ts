import { expect, test } from '@playwright/test';
import {
  asDistinctClient,
  DEMO,
  LANGS,
  messages,
  signInAs,
  signUpInvestor,
  startsWith,
} from './helpers';

for (const lang of LANGS) {
  const m = messages[lang].billing;

  test(`an investor is sent to the plans, tops up in the sandbox and subscribes (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await asDistinctClient(page);
    await signUpInvestor(page, lang, 'Billing Investor');

    // The guard sends a fresh investor from the catalogue to the plans, with the notice.
    await page.goto(`/${lang}/investments`);
    await expect(page).toHaveURL(`/${lang}/profile/plans?reason=subscription_required`);
    await expect(page.getByText(m.plans.reasonNotice)).toBeVisible();

    // The confirmation dialog: focus moves in, Escape closes it, focus comes back.
    const subscribe = page.getByRole('button', { name: m.plans.subscribe, exact: true }).first();
    await subscribe.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: m.cancel })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(subscribe).toBeFocused();

    // An empty wallet: the dialog leads to the top-up with the missing amount filled in.
    await subscribe.click();
    await dialog.getByRole('link', { name: startsWith(m.plans.topUpMissing) }).click();
    await expect(page).toHaveURL(/\/profile\/wallet\?topup=9900$/);
    await expect(page.locator('input[name="amount"]')).toHaveValue('99.00');
    await page.getByRole('button', { name: m.wallet.submit }).click();

    // The sandbox checkout; its signed result lands the user back on the wallet.
    await page.waitForURL(/\/checkout\//);
    await expect(page).toHaveTitle(new RegExp(m.checkoutTitle));
    await page.getByRole('button', { name: startsWith(m.checkout.pay) }).click();
    await page.waitForURL(/\/profile\/wallet\?payment=/);
    await expect(
      page.getByRole('status').filter({ hasText: startsWith(m.wallet.result.succeeded) }),
    ).toBeVisible();
    await page.getByRole('link', { name: m.wallet.continueToPlans }).click();

    await page.waitForURL(new RegExp(`/${lang}/profile/plans`));
    await page.getByRole('button', { name: m.plans.subscribe, exact: true }).first().click();
    await dialog.getByRole('button', { name: startsWith(m.plans.confirm) }).click();
    await expect(
      page.getByRole('status').filter({ hasText: startsWith(m.plans.subscribed) }),
    ).toBeVisible();

    // The very next request passes the guard.
    const response = await page.goto(`/${lang}/investments`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(`/${lang}/investments`);
  });
}

// One demo owner, one wallet: the two languages' promotions run one after the other (in parallel,
// one could spend the top-up the other just made, and its debit is then rightly refused).
test.describe.serial('promotions', () => {
  for (const lang of LANGS) {
    const m = messages[lang].billing;
    test(`an owner promotes an advertisement and sees it featured (${lang})`, async ({ page }) => {
      test.setTimeout(120_000);
      await asDistinctClient(page);
      await signInAs(page, DEMO.owner, lang);
      await page.goto(`/${lang}/profile/ads-page`);
      const select = page.locator('select[name="advertisementId"]');
      const ads = await select.locator('option:not([value=""])').count();
      expect(ads, 'the demo owner has published advertisements to promote').toBeGreaterThan(0);
      const adId = (await select.locator('option:not([value=""])').first().getAttribute('value'))!;

      const choose = async () => {
        await page.waitForLoadState('networkidle');
        await select.selectOption(adId);
        await page.locator('input[name="packageCode"]').first().check();
        await page.getByRole('button', { name: m.promotions.submit, exact: true }).click();
      };
      await choose();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const topUp = dialog.getByRole('link', { name: startsWith(m.plans.topUpMissing) });
      if (await topUp.isVisible()) {
        await topUp.click();
        await page.getByRole('button', { name: m.wallet.submit }).click();
        await page.waitForURL(/\/checkout\//);
        await page.getByRole('button', { name: startsWith(m.checkout.pay) }).click();
        await page.waitForURL(/\/profile\/wallet\?payment=/);
        await page.getByRole('link', { name: m.wallet.continueToPromotions }).click();
        await page.waitForURL(/\/profile\/ads-page/);
        await choose();
      }
      await dialog.getByRole('button', { name: startsWith(m.promotions.confirm) }).click();
      // "“{title}” is featured until {date}.": the words between the two arguments.
      const middle = m.promotions.promoted.split('}')[1]!.split('{')[0]!.trim();
      // A server action that debits the wallet and revalidates the catalogue: slow on a loaded machine.
      await expect(page.getByRole('status').filter({ hasText: middle })).toBeVisible({
        timeout: 15_000,
      });
      const active = page.locator('section[aria-labelledby="active-title"]');
      await expect(active.getByText(m.promotions.featured, { exact: true }).first()).toBeVisible();
      await expect(active.getByText(startsWith(m.promotions.featuredUntil)).first()).toBeVisible();
    });
  }
});
