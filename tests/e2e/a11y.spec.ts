import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { asDistinctClient, DEMO, LANGS, signInAs } from './helpers';

const PUBLIC_PAGES = [
  '',
  '/about-us',
  '/contact-us',
  '/terms',
  '/auth/login',
  '/auth/sign-up',
  '/auth/forget-password',
  '/advertisements',
  '/investments',
  '/no-such-page',
];

async function seriousViolations(page: import('@playwright/test').Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const lang of LANGS) {
  test(`axe finds nothing serious on the public pages (${lang})`, async ({ page }) => {
    test.setTimeout(90_000);
    for (const path of PUBLIC_PAGES) {
      await page.goto(`/${lang}${path}`);
      expect(await seriousViolations(page), `${lang}${path}`).toEqual([]);
    }
  });

  test(`axe finds nothing serious in the owner's profile area (${lang})`, async ({ page }) => {
    test.setTimeout(90_000);
    await asDistinctClient(page);
    await signInAs(page, DEMO.owner, lang);
    for (const path of [
      '/profile',
      '/profile/advertisements',
      '/profile/wallet',
      '/profile/plans',
    ]) {
      await page.goto(`/${lang}${path}`);
      expect(await seriousViolations(page), `${lang}${path}`).toEqual([]);
    }
  });
}
