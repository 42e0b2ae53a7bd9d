import { expect, test } from '@playwright/test';
import { asDistinctClient, DEMO, LANGS, messages, signInAs } from './helpers';

/**
 * On a phone the profile sections are a strip that scrolls sideways; an owner's later sections
 * start off screen, so the current one is brought into view (components/layout/profile-sidebar.tsx).
 */
for (const lang of LANGS) {
  test(`phone: the current section is fully in view in the strip (${lang})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await asDistinctClient(page);
    await signInAs(page, DEMO.owner, lang);
    await page.goto(`/${lang}/contact-requests`);
    const strip = page.getByRole('navigation', { name: messages[lang].nav.profileMenu });
    const current = strip.getByRole('link', { name: messages[lang].nav.contactRequests });
    await expect(current).toHaveAttribute('aria-current', 'page');
    const list = strip.locator('ul');
    // The strip really overflows here, or the test would prove nothing.
    expect(await list.evaluate((ul) => ul.scrollWidth > ul.clientWidth)).toBe(true);
    await expect(async () => {
      const box = (await current.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }).toPass({ timeout: 5000 });
    await context.close();
  });
}
