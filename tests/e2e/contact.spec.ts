import { expect, test } from '@playwright/test';
import { asDistinctClient, LANGS, messages, waitForHydration } from './helpers';

for (const lang of LANGS) {
  test(`contact form validates, sends and confirms (${lang})`, async ({ page }) => {
    await asDistinctClient(page);
    const m = messages[lang].contact;
    await page.goto(`/${lang}/contact-us`);
    // The form's code arrives with its page, after the shared chunks (components/ui/deferred.tsx).
    await waitForHydration(page, 'form');

    const name = page.getByRole('textbox', { name: m.name, exact: true });
    await name.fill('A');
    // Not while typing: the rule is checked when the field loses focus.
    await expect(page.getByText(/2/).filter({ hasText: m.name })).toHaveCount(0);
    await name.blur();
    await expect(name).toHaveAttribute('aria-invalid', 'true');

    await page.getByRole('button', { name: m.send }).click();
    await expect(page.getByRole('textbox', { name: m.email, exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await name.fill(lang === 'ar' ? 'سارة أحمد' : 'Sara Ahmed');
    await page.getByRole('textbox', { name: m.email, exact: true }).fill('sara@example.com');
    await page
      .getByRole('textbox', { name: m.subject, exact: true })
      .fill(lang === 'ar' ? 'سؤال عن الباقات' : 'Question about plans');
    await page
      .getByRole('textbox', { name: m.message, exact: true })
      .fill(lang === 'ar' ? 'أود معرفة المزيد عن باقة المستثمر.' : 'I would like to know more.');
    await page.getByRole('button', { name: m.send }).click();
    await expect(page.getByRole('status').filter({ hasText: m.success })).toBeVisible();
    await expect(page.getByRole('textbox', { name: m.subject, exact: true })).toHaveValue('');
  });
}

test('the contact form is rate-limited per client with a translated message', async ({ page }) => {
  await asDistinctClient(page);
  const m = messages.ar.contact;
  await page.goto('/ar/contact-us');
  await waitForHydration(page, 'form');
  const rateLimitedPrefix = messages.ar.errors.rateLimited.split('{')[0]!.trim();
  for (let i = 0; i < 6; i++) {
    await page.getByRole('textbox', { name: m.name, exact: true }).fill('سارة أحمد');
    await page.getByRole('textbox', { name: m.email, exact: true }).fill('sara@example.com');
    await page.getByRole('textbox', { name: m.subject, exact: true }).fill(`رسالة رقم ${i + 1}`);
    await page
      .getByRole('textbox', { name: m.message, exact: true })
      .fill('رسالة تجريبية طويلة بما يكفي.');
    await page.getByRole('button', { name: m.send }).click();
    if (i < 5) await expect(page.getByRole('status').filter({ hasText: m.success })).toBeVisible();
  }
  await expect(page.getByRole('alert').filter({ hasText: rateLimitedPrefix })).toBeVisible();
  // Nothing typed is lost when the server refuses.
  await expect(page.getByRole('textbox', { name: m.subject, exact: true })).toHaveValue(
    'رسالة رقم 6',
  );
});
