import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { asDistinctClient, DEMO, LANGS, messages, signInAs, type Lang } from './helpers';

// The owner's editor: create, add photos (checked in the browser, stored as variants), order
// them from the keyboard, publish, find the item in the owner's own list. Photos come from
// tests/e2e/fixtures (make-listing-photos.mjs).
const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const tag = () => Math.random().toString(36).slice(2, 8);

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

async function addPhotos(page: Page, files: string[]) {
  await page.locator('[data-photo-input]').setInputFiles(files.map(fixture));
}

async function publish(page: Page, lang: Lang) {
  const t = messages[lang].ownerListings.status;
  await page.getByRole('button', { name: t.publish, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: t.changed.published })).toBeVisible();
}

for (const lang of LANGS) {
  test(`an owner creates an advertisement with photos and publishes it (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await asDistinctClient(page);
    const m = messages[lang].ownerListings;
    const title = `${lang === 'ar' ? 'محمصة قهوة مختصة' : 'Specialty coffee roastery'} ${tag()}`;
    await signInAs(page, DEMO.owner, lang);

    await open(page, `/${lang}/profile/advertisements/add`);
    await page.getByRole('textbox', { name: m.form.title, exact: true }).fill(title);
    await page
      .getByRole('combobox', { name: m.form.category, exact: true })
      .selectOption('food_beverage');
    await page.getByRole('combobox', { name: m.form.city, exact: true }).selectOption('jeddah');
    await page.getByRole('textbox', { name: m.form.price, exact: true }).fill('350,000');
    await page
      .getByRole('textbox', { name: m.form.description, exact: true })
      .fill('A well-known roastery with two roasters, a tasting room and wholesale clients.');
    await page.getByRole('button', { name: m.form.create }).click();

    await page.waitForURL(/\/edit\?created=1$/);
    await expect(page.getByText(m.advertisements.created)).toBeVisible();
    // Publishing without a photo is refused.
    await page.getByRole('button', { name: m.status.publish, exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: messages[lang].errors.listing.needs_photo }),
    ).toBeVisible();

    // The too-small image is refused in the browser; the two others are uploaded.
    await addPhotos(page, ['listing-1.jpg', 'too-small.jpg', 'listing-2.png']);
    await expect(page.locator('[data-photo]')).toHaveCount(2, { timeout: 60_000 });
    await expect(page.getByRole('alert').filter({ hasText: 'too-small.jpg' })).toBeVisible();
    await expect(page.getByText(m.photos.cover, { exact: true })).toHaveCount(1);

    // Keyboard: move the cover one place later; the other photo becomes the cover.
    const order = () =>
      page.locator('[data-photo]').evaluateAll((tiles) => tiles.map((t) => t.dataset.photo));
    const before = await order();
    const later = m.photos.moveLater.replace('{position, number}', '1');
    await page.getByRole('button', { name: later }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(order).toEqual([before[1], before[0]]);
    await expect(page.locator(':focus')).toHaveAttribute('data-action', 'earlier');

    await publish(page, lang);

    await open(page, `/${lang}/profile/advertisements`);
    const row = page.getByRole('listitem').filter({ hasText: title });
    await expect(row).toBeVisible();
    await expect(row).toContainText(m.common.status.published);
    await expect(row.locator('img')).toHaveAttribute(
      'src',
      /^\/files\/listings\/advertisement\/.+\/320\.webp$/,
    );
  });
}

test('an owner creates and publishes an opportunity', async ({ page }) => {
  test.setTimeout(120_000);
  await asDistinctClient(page);
  const m = messages.en.ownerListings;
  const title = `Solar farm expansion ${tag()}`;
  await signInAs(page, DEMO.owner, 'en');

  await open(page, '/en/profile/opportunities/add');
  await page.getByRole('textbox', { name: m.form.title, exact: true }).fill(title);
  await page.getByRole('combobox', { name: m.form.sector, exact: true }).selectOption('energy');
  await page.getByRole('combobox', { name: m.form.city, exact: true }).selectOption('tabuk');
  await page.getByRole('combobox', { name: m.form.stage, exact: true }).selectOption('growth');
  await page.getByRole('textbox', { name: m.form.amountMin, exact: true }).fill('500,000');
  await page.getByRole('textbox', { name: m.form.amountMax, exact: true }).fill('100,000');
  await page.getByRole('textbox', { name: m.form.expectedReturn, exact: true }).fill('12.5');
  await page
    .getByRole('textbox', { name: m.form.summary, exact: true })
    .fill('Doubling the capacity of a profitable solar farm.');
  await page
    .getByRole('textbox', { name: m.form.description, exact: true })
    .fill('We are raising capital to build a second field of panels next year.');
  await page.getByRole('button', { name: m.form.create }).click();
  // The maximum below the minimum is refused before anything is sent.
  await expect(page.getByText('must be 500000 or more')).toBeVisible();
  await page.getByRole('textbox', { name: m.form.amountMax, exact: true }).fill('2,000,000');
  await page.getByRole('button', { name: m.form.create }).click();

  await page.waitForURL(/\/profile\/opportunities\/[0-9a-f-]+\/edit\?created=1$/);
  await addPhotos(page, ['listing-3.webp']);
  await expect(page.locator('[data-photo]')).toHaveCount(1, { timeout: 60_000 });
  await publish(page, 'en');

  await open(page, '/en/profile/opportunities');
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText(m.common.status.published);
  await expect(row).toContainText('SAR 500,000 – SAR 2,000,000');
  await row.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('12.5%')).toBeVisible();
});

test('deleting asks first: Escape keeps the item and returns focus', async ({ page }) => {
  test.setTimeout(90_000);
  await asDistinctClient(page);
  const m = messages.en.ownerListings;
  const title = `Delivery van to delete ${tag()}`;
  await signInAs(page, DEMO.owner, 'en');
  await open(page, '/en/profile/advertisements/add');
  await page.getByRole('textbox', { name: m.form.title, exact: true }).fill(title);
  await page.getByRole('combobox', { name: m.form.category, exact: true }).selectOption('vehicles');
  await page.getByRole('combobox', { name: m.form.city, exact: true }).selectOption('riyadh');
  await page
    .getByRole('textbox', { name: m.form.description, exact: true })
    .fill('A reliable delivery van, serviced every six months.');
  await page.getByRole('button', { name: m.form.create }).click();
  await page.waitForURL(/\/edit\?created=1$/);

  await open(page, '/en/profile/advertisements');
  const row = page.getByRole('listitem').filter({ hasText: title });
  const trigger = row.getByRole('button', { name: `Delete “${title}”` });
  await trigger.click();
  const dialog = page.getByRole('alertdialog', { name: m.advertisements.deleteTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: m.common.cancel })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: m.common.cancel })).toBeFocused(); // trapped
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  await trigger.click();
  await dialog.getByRole('button', { name: m.delete.confirm }).click();
  await expect(row).toHaveCount(0);
});

for (const lang of LANGS) {
  test(`an investor is sent from the owner's pages to /${lang}/profile`, async ({ page }) => {
    await asDistinctClient(page);
    await signInAs(page, DEMO.investor, lang);
    for (const path of ['/profile/advertisements', '/profile/opportunities/add']) {
      await page.goto(`/${lang}${path}`);
      await expect(page).toHaveURL(new RegExp(`/${lang}/profile$`));
    }
  });
}
