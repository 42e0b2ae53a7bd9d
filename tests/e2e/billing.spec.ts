import { expect, test, type Page } from '@playwright/test';
// With the attribute: Playwright loads specs as ES modules (package.json "type": "module"), where
// Node refuses a JSON import without it. (helpers.ts imports them without, so it is not used here.)
import ar from '@/messages/ar.json' with { type: 'json' };
import en from '@/messages/en.json' with { type: 'json' };

const messages = { en, ar } as const;
type Lang = keyof typeof messages;
const LANGS: Lang[] = ['en', 'ar'];
const DEMO_OWNER = { email: 'owner@fursa.local', password: 'Demo!2345' };

/** A distinct client address per test, so per-client rate limits never hit another test. */
async function asDistinctClient(page: Page) {
  const part = () => Math.floor(Math.random() * 254) + 1;
  await page
    .context()
    .setExtraHTTPHeaders({ 'x-forwarded-for': `10.${part()}.${part()}.${part()}` });
}

async function signInAs(page: Page, account: { email: string; password: string }, lang: Lang) {
  await page.goto(`/${lang}/auth/login`);
  await page.waitForLoadState('networkidle');
  await page.locator('input[type="email"]').fill(account.email);
  await page.locator('input[type="password"]').first().fill(account.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(new RegExp(`/${lang}/profile`));
}

/** The text of a message up to its first ICU argument, as a "starts with" pattern. */
function startsWith(message: string): RegExp {
  const head = message.split('{')[0]!.trim();
  return new RegExp(`^\\s*${head.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

async function signUpInvestor(page: Page, lang: Lang) {
  const email = `e2e-billing-${lang}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto(`/${lang}/auth/sign-up`);
  await page.waitForLoadState('networkidle');
  await page.locator('input[name="type"][value="INVESTOR"]').check({ force: true });
  await page.locator('input[name="name"]').fill('Billing Investor');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill('Str0ng!pass');
  await page.locator('input[name="passwordConfirmation"]').fill('Str0ng!pass');
  const terms = page.locator('input[name="acceptTerms"]');
  await expect(async () => {
    await terms.check();
    await expect(terms).toBeChecked({ timeout: 500 });
  }).toPass();
  await page.getByRole('button', { name: messages[lang].auth.signUp.submit }).click();
  await page.waitForURL(new RegExp(`/${lang}/profile`));
}

for (const lang of LANGS) {
  const m = messages[lang].billing;

  test(`an investor is sent to the plans, tops up in the sandbox and subscribes (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await asDistinctClient(page);
    await signUpInvestor(page, lang);

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
      await signInAs(page, DEMO_OWNER, lang);
      await page.goto(`/${lang}/profile/ads-page`);
      const select = page.locator('select[name="advertisementId"]');
      const ads = await select.locator('option:not([value=""])').count();
      test.skip(
        ads === 0,
        'The demo owner has no published advertisement to promote (catalogue seed missing).',
      );
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
