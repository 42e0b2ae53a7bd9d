import { expect, test, type Page } from '@playwright/test';
import { asDistinctClient, DEMO, LANGS, messages, signInAs } from './helpers';

/** The seeded investor with a plan (lib/seed/billing.ts). */
const SUBSCRIBER = { email: 'subscriber@fursa.local', password: DEMO.investor.password };

const cards = '[data-testid="catalogue-list"] > li';
/** The total the page reports (data-total: Arabic plural forms may carry no digits). */
const countOf = async (page: Page) =>
  Number(await page.getByTestId('catalogue-count').getAttribute('data-total'));

/** GET-form pages: the auto-submit island must be hydrated before a select is changed. */
const settle = (page: Page) => page.waitForLoadState('networkidle');

test.beforeEach(async ({ page }) => {
  await asDistinctClient(page);
});

for (const lang of LANGS) {
  const m = messages[lang];

  test.describe(`public catalogues (${lang})`, () => {
    test('the advertisements catalogue lists the demo listings, 12 per page', async ({ page }) => {
      const response = await page.goto(`/${lang}/advertisements`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.titles.advertisements);
      await expect(page.locator(cards)).toHaveCount(12);
      expect(await countOf(page)).toBeGreaterThanOrEqual(30);
      await expect(
        page.getByRole('navigation', { name: m.catalogue.pagination.label }),
      ).toBeVisible();
    });

    test('filtering by category and city narrows the list and survives a reload', async ({
      page,
    }) => {
      await page.goto(`/${lang}/advertisements`);
      const all = await countOf(page);
      await settle(page);
      await page.locator('select[name="category"]').selectOption('real_estate');
      await expect(page).toHaveURL(/category=real_estate/);
      await settle(page);
      await page.locator('select[name="city"]').selectOption('riyadh');
      await expect(page).toHaveURL(
        /category=real_estate.*city=riyadh|city=riyadh.*category=real_estate/,
      );
      const narrowed = await countOf(page);
      expect(narrowed).toBeGreaterThan(0);
      expect(narrowed).toBeLessThan(all);
      const label = m.taxonomy.categories.real_estate;
      for (const card of await page.locator(cards).all()) await expect(card).toContainText(label);

      await page.reload();
      await expect(page.locator('select[name="category"]')).toHaveValue('real_estate');
      await expect(page.locator('select[name="city"]')).toHaveValue('riyadh');
      expect(await countOf(page)).toBe(narrowed);

      await page.getByRole('link', { name: m.catalogue.filters.clear }).first().click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/advertisements$`));
    });

    test('the investments catalogue searches text and shows the no-result state', async ({
      page,
    }) => {
      await page.goto(`/${lang}/investments`);
      const search = page.locator('input[name="q"]');
      await search.fill(lang === 'ar' ? 'عيادة' : 'solar');
      await search.press('Enter');
      await expect(page).toHaveURL(/q=/);
      const found = await countOf(page);
      expect(found).toBeGreaterThan(0);
      expect(found).toBeLessThan(30);

      await page.goto(`/${lang}/investments?q=zzqqxx&sector=energy`);
      await expect(page.getByTestId('catalogue-no-results')).toContainText(
        m.catalogue.results.noResultsTitle,
      );
    });

    test('a detail page shows the listing, its facts and structured data', async ({ page }) => {
      await page.goto(`/${lang}/advertisements?sort=newest`);
      const first = page.locator(cards).first().locator('h3 a');
      const title = (await first.innerText()).trim();
      await first.click();
      await page.waitForURL(new RegExp(`/${lang}/advertisements/[0-9a-f-]{36}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(`${m.app.name} - ${title}`);
      await expect(page.getByTestId('listing-views')).toBeVisible();
      await expect(page.getByTestId('owner-name')).toBeVisible();
      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
      );
      expect(jsonLd).toMatchObject({ '@type': 'Product', name: title });
      // Alternates as the server sends them (what crawlers read): each language once, and
      // x-default, the same page without a prefix, where the language is negotiated.
      const served = await (await page.request.get(page.url())).text();
      const detailPath = new URL(page.url()).pathname.replace(/^\/(en|ar)/, '');
      const alternates = [
        ...served.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g),
      ];
      expect(alternates.map((m) => m[1])).toEqual(['en', 'ar', 'x-default']);
      expect(new URL(alternates[2]![2]!).pathname).toBe(detailPath);
    });

    test('the gallery changes photo with its buttons and the keyboard', async ({ page }) => {
      await page.goto(`/${lang}/advertisements`); // featured first: the demo villa has two photos
      await page.locator(cards).first().locator('h3 a').click();
      await page.waitForURL(new RegExp(`/${lang}/advertisements/[0-9a-f-]{36}$`));
      await settle(page);
      const gallery = page.getByTestId('photo-gallery');
      const thumbs = gallery.locator('button[aria-pressed]');
      expect(await thumbs.count(), 'the featured demo villa has several photos').toBeGreaterThan(1);
      await expect(thumbs.nth(0)).toHaveAttribute('aria-pressed', 'true');
      await thumbs.nth(1).click();
      await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true');
      await page.keyboard.press(lang === 'ar' ? 'ArrowRight' : 'ArrowLeft');
      await expect(thumbs.nth(0)).toHaveAttribute('aria-pressed', 'true');
    });

    test('an unknown or malformed id is a 404 inside the site, its scripts allowed', async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().includes('404')) {
          errors.push(message.text());
        }
      });
      // The request layer sends an unknown listing to the site's server-rendered 404 page, with
      // a policy of its own that lets its scripts run.
      const unknown = await page.goto(
        `/${lang}/advertisements/00000000-0000-4000-8000-000000000000`,
      );
      expect(unknown?.status()).toBe(404);
      expect(await unknown?.text()).not.toContain('id="__next_error__"');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.errors.notFoundTitle);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('link', { name: m.nav.backHome })).toBeVisible();
      expect(errors).toEqual([]);
      // Asked again, it is rendered again (a 404 is never kept).
      const again = await page.request.get(
        `/${lang}/advertisements/00000000-0000-4000-8000-000000000000`,
      );
      expect(again.status()).toBe(404);
      expect(again.headers()['x-nextjs-cache']).not.toBe('HIT');
      const malformed = await page.goto(`/${lang}/investments/not-a-uuid`);
      expect(malformed?.status()).toBe(404);
      await expect(page.getByRole('banner')).toBeVisible();
    });

    test('a member asking for an unknown id gets the whole 404 page from the server', async ({
      page,
    }) => {
      // A member's request goes through the request layer (SPEC 6's subscription rule), which
      // answers an unknown listing with the site's 404 page, under a policy of its own.
      await signInAs(page, SUBSCRIBER, lang);
      const response = await page.request.get(
        `/${lang}/advertisements/00000000-0000-4000-8000-000000000000`,
        { maxRedirects: 0 },
      );
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).not.toContain('id="__next_error__"');
      expect(html).toMatch(new RegExp(`<html[^>]*lang="${lang}"`));
      expect(html).toContain('<header');
      expect(response.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
    });
  });
}

test('sitemap.xml lists the pages and listings in both languages; robots.txt points to it', async ({
  request,
}) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml).toContain('<urlset');
  expect(xml).toMatch(/\/en\/advertisements\/[0-9a-f-]{36}/);
  expect(xml).toMatch(/\/ar\/investments\/[0-9a-f-]{36}/);
  expect(xml).toContain('hreflang="ar"');
  expect(xml).toMatch(/hreflang="x-default" href="http:\/\/[^"]+\/about-us"/);
  expect(xml).toMatch(/hreflang="x-default" href="http:\/\/[^"/]+\/investments\/[0-9a-f-]{36}"/);

  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toContain('Disallow: /*/profile');
  expect(text).toContain('Disallow: /api');
  expect(text).toContain('Disallow: /*/notifications');
  // The sign-in and sign-up pages are public and crawlable.
  expect(text).not.toContain('/auth');
  expect(text).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
});

/**
 * "Save this search" sits in the results' heading row: a visitor gets no empty strip where an
 * investor's button would be, and the investor's list does not move when the button appears.
 */
test.describe('save this search', () => {
  // One account saves and deletes the same search: one test at a time.
  test.describe.configure({ mode: 'serial' });

  for (const lang of LANGS) {
    for (const width of [390, 1280]) {
      test(`save this search: in the heading row, nothing moves (${lang}, ${width} px)`, async ({
        browser,
      }) => {
        const m = messages[lang].savedSearches;
        // A city no other spec publishes in: the saved search must not notify anyone's test.
        const url = `/${lang}/investments?city=dammam`;
        const formBottom = async (page: Page) => {
          const box = (await page.locator('form[role="search"]').boundingBox())!;
          return box.y + box.height;
        };
        // From the filters to the list: a signed-in page has the account strip above (mobile).
        const listOffset = async (page: Page) =>
          (await page.getByTestId('catalogue-list').boundingBox())!.y - (await formBottom(page));

        const visitorContext = await browser.newContext({ viewport: { width, height: 900 } });
        const visitor = await visitorContext.newPage();
        await asDistinctClient(visitor);
        await visitor.goto(url);
        await settle(visitor);
        await expect(visitor.getByTestId('save-search')).toHaveCount(0);
        const heading = (await visitor.getByTestId('catalogue-count').boundingBox())!;
        // The form's margin, no strip kept for a button a visitor never gets.
        expect(heading.y - (await formBottom(visitor))).toBeLessThan(40);
        const visitorOffset = await listOffset(visitor);
        await visitorContext.close();

        const context = await browser.newContext({ viewport: { width, height: 900 } });
        const page = await context.newPage();
        await asDistinctClient(page);
        await signInAs(page, SUBSCRIBER, lang);
        await page.goto(url);
        await settle(page);
        const button = page.getByRole('button', { name: m.save });
        await expect(button).toBeVisible();
        expect(await listOffset(page)).toBe(visitorOffset);
        const row = (await page.getByTestId('catalogue-count').boundingBox())!;
        const box = (await button.boundingBox())!;
        expect(Math.abs(box.y + box.height / 2 - (row.y + row.height / 2))).toBeLessThan(6);

        await button.click();
        await expect(page.getByRole('status').filter({ hasText: m.saved })).toBeVisible();
        // Saved, then deleted again from the notifications page where saved searches are listed.
        await page.goto(`/${lang}/notifications`);
        const label = (m.deleteLabel.split('{summary}')[0] ?? '').replace(
          /[.*+?^${}()|[\]\\]/g,
          '\\$&',
        );
        const remove = page.getByRole('button', { name: new RegExp(`^${label}`) });
        await expect(remove.first()).toBeVisible();
        while ((await remove.count()) > 0) {
          const before = await remove.count();
          await remove.first().click();
          await expect(remove).toHaveCount(before - 1);
        }
        await context.close();
      });
    }
  }
});
