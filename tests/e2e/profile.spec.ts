import { expect, test, type Page } from '@playwright/test';
import { pngBytes } from '../profile/image-fixtures';
import { asDistinctClient, LANGS, messages, waitForHydration, type Lang } from './helpers';

const PASSWORD = 'Demo!2345';

/**
 * A fresh business owner per test, signed up through the form: these tests rename the user and
 * change the photo, so they never touch the shared demo accounts other tests sign in with.
 */
async function signUpOwner(page: Page, lang: Lang): Promise<string> {
  const a = messages[lang].auth;
  const email = `profile-${lang}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto(`/${lang}/auth/sign-up?redirect=/${lang}/profile`);
  // Chosen before React takes the form over, the account type is lost (as in auth.spec's signUp).
  await waitForHydration(page, 'form');
  await page.getByText(a.signUp.owner, { exact: true }).click();
  await page.getByLabel(a.name).fill(lang === 'ar' ? 'عمر التاجر' : 'Omar Trader');
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="passwordConfirmation"]').fill(PASSWORD);
  const terms = page.locator('input[name="acceptTerms"]');
  await expect(async () => {
    await terms.check();
    await expect(terms).toBeChecked({ timeout: 500 });
  }).toPass();
  await page.getByRole('button', { name: a.signUp.submit }).click();
  await page.waitForURL(new RegExp(`/${lang}/profile$`));
  return email;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`);
}

for (const lang of LANGS) {
  test(`profile: summary, name, avatar and password (${lang})`, async ({ page }) => {
    await asDistinctClient(page);
    const m = messages[lang].profile;
    const email = await signUpOwner(page, lang);

    const summary = page.getByTestId('profile-summary');
    await expect(summary).toContainText(email);
    await expect(summary).toContainText(messages[lang].userTypes.OWNER);
    await expect(summary).toContainText(m.summary.ownerNoSubscription);

    // The name: saved, shown in the header at once and after a reload.
    const newName = lang === 'ar' ? 'عمر المحدّث' : 'Omar Updated';
    const nameCard = page.getByTestId('profile-name-card');
    // Hydration sets the field's value again, which would drop fill()'s selection: the new name
    // was once typed after the old one ("Omar TraderOmar Updated").
    await waitForHydration(page, '[data-testid="profile-name-card"] input');
    await nameCard.getByLabel(m.name.label).fill(newName);
    await nameCard.getByRole('button', { name: m.name.save }).click();
    await expect(nameCard.getByRole('status')).toHaveText(m.name.saved);
    await expect(page.locator('header')).toContainText(newName);
    await expect(page.getByTestId('profile-name')).toHaveText(newName);
    await page.reload();
    await expect(page.locator('header')).toContainText(newName);

    // The photo: a too small image is refused in the browser with the translated message.
    const card = page.getByTestId('profile-avatar-card');
    const input = card.locator('input[type="file"]');
    await input.setInputFiles({
      name: 'tiny.png',
      mimeType: 'image/png',
      buffer: pngBytes(32, 32),
    });
    const range = '64–4096';
    const tooSmall = fill(messages[lang].validation.dimensions, {
      field: messages[lang].validation.fields.avatar,
      width: range,
      height: range,
    });
    await expect(card.getByText(tooSmall)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(card.getByTestId('avatar-preview')).toHaveCount(0);

    // A valid one is previewed first, then saved, served and shown in the header.
    await input.setInputFiles({
      name: 'avatar.png',
      mimeType: 'image/png',
      buffer: pngBytes(128, 128, [217, 140, 26]),
    });
    const preview = card.getByRole('img', { name: m.avatar.preview });
    await expect(preview).toBeVisible();
    await expect(preview).toHaveAttribute('src', /^blob:/);
    await expect(card.getByText(m.avatar.previewNote)).toBeVisible();
    await card.getByRole('button', { name: m.avatar.upload }).click();
    await expect(card.getByRole('status')).toHaveText(m.avatar.uploaded);
    const saved = card.getByRole('img', { name: m.avatar.current });
    await expect(saved).toHaveAttribute('src', /^\/files\/avatars\/[\w-]+\/[\w-]+\.webp$/);
    const src = (await saved.getAttribute('src'))!;
    await expect
      .poll(() => saved.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(128);
    const served = await page.request.get(src);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/webp');
    expect(served.headers()['x-content-type-options']).toBe('nosniff');
    await expect(page.locator(`header img[src="${src}"]`)).toBeVisible();
    await page.reload();
    await expect(page.locator(`header img[src="${src}"]`)).toBeVisible();

    // The password: a wrong current password is refused; the user stays signed in.
    const passwordCard = page.getByTestId('profile-password-card');
    await passwordCard.locator('input[name="currentPassword"]').fill('Wrong!pass1');
    await passwordCard.locator('input[name="password"]').fill('Brand-n3w!');
    await passwordCard.locator('input[name="passwordConfirmation"]').fill('Brand-n3w!');
    await passwordCard.getByRole('button', { name: m.password.save }).click();
    await expect(passwordCard.getByText(m.password.wrongCurrent)).toBeVisible();
    await expect(passwordCard.locator('input[name="currentPassword"]')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`/${lang}/profile$`));
  });
}

test('the photo can be removed, back to the initials', async ({ page }) => {
  await asDistinctClient(page);
  const m = messages.en.profile;
  await signUpOwner(page, 'en');
  const card = page.getByTestId('profile-avatar-card');
  await card
    .locator('input[type="file"]')
    .setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: pngBytes(96, 96) });
  await card.getByRole('button', { name: m.avatar.upload }).click();
  const saved = card.getByRole('img', { name: m.avatar.current });
  const src = (await saved.getAttribute('src'))!;
  await card.getByRole('button', { name: m.avatar.remove }).click();
  await expect(card.getByRole('status')).toHaveText(m.avatar.removed);
  await expect(saved).toHaveCount(0);
  await expect(page.locator('header img[src^="/files/"]')).toHaveCount(0);
  expect((await page.request.get(src)).status()).toBe(404);
});
