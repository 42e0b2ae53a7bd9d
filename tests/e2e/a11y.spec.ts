import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
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

const SIGNED_IN_PAGES = {
  owner: [
    '/profile',
    '/profile/advertisements',
    '/profile/advertisements/add',
    '/profile/opportunities',
    '/profile/wallet',
    '/profile/plans',
    '/contact-requests',
    '/notifications',
  ],
  investor: [
    '/profile',
    '/profile/wallet',
    '/profile/plans',
    '/advertisements',
    '/investments',
    '/my-contact-requests',
    '/notifications',
  ],
} as const;

/** A phone and a desktop: the header and menus change between them. */
const WIDTHS = [390, 1280] as const;

async function seriousViolations(page: Page) {
  // Sections below the first screen skip rendering until they near the viewport
  // (content-visibility: auto), and axe cannot compute colours there. Judge them as they look
  // once shown.
  await page.evaluate(() =>
    document.querySelectorAll<HTMLElement>('.below-fold').forEach((section) => {
      section.style.contentVisibility = 'visible';
    }),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function expectClean(page: Page, paths: readonly string[], lang: string, width: number) {
  for (const path of paths) {
    await page.goto(`/${lang}${path}`);
    expect(await seriousViolations(page), `${lang}${path} at ${width} px`).toEqual([]);
  }
}

for (const lang of LANGS) {
  for (const width of WIDTHS) {
    test.describe(`at ${width} px (${lang})`, () => {
      test.use({ viewport: { width, height: width < 600 ? 844 : 900 } });

      test('axe finds nothing serious on the public pages, signed out', async ({ page }) => {
        test.setTimeout(120_000);
        await expectClean(page, PUBLIC_PAGES, lang, width);
      });

      for (const account of ['owner', 'investor'] as const) {
        test(`axe finds nothing serious signed in as the ${account}`, async ({ page }) => {
          test.setTimeout(120_000);
          await asDistinctClient(page);
          await signInAs(page, DEMO[account], lang);
          await expectClean(page, SIGNED_IN_PAGES[account], lang, width);
          // The account menu open: its items and the button's name.
          await page.getByTestId('account-menu-button').click();
          await expect(page.getByRole('menu')).toBeVisible();
          expect(await seriousViolations(page), `${lang} account menu at ${width} px`).toEqual([]);
        });
      }
    });
  }
}
