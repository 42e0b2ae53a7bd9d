import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, LANGS, messages, type Lang } from './helpers';

/*
 * what the server sends, without a browser. A 404 must carry
 * <html lang dir>, its title and its message in the served HTML, not an empty error shell that
 * the client fills in later.
 */

const DIR: Record<Lang, 'ltr' | 'rtl'> = { en: 'ltr', ar: 'rtl' };
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

/** The HTML text of a page, with entities for the characters our messages use decoded. */
function text(html: string): string {
  return html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/** The markup without scripts: what a reader without JavaScript gets (not the RSC payload). */
function markup(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
}

async function fetchHtml(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), html: text(await response.text()) };
}

async function firstPublishedId(request: APIRequestContext, lang: Lang, base: string) {
  const { html } = await fetchHtml(request, `/${lang}${base}`);
  const match = new RegExp(`href="/${lang}${base}/([0-9a-f-]{36})"`).exec(html);
  expect(match, `a card link on ${base}`).not.toBeNull();
  return match![1]!;
}

for (const lang of LANGS) {
  const m = messages[lang];
  const title = `${m.app.name} - ${m.titles.notFound}`;

  test.describe(`server-rendered 404 (${lang})`, () => {
    for (const path of [
      `/${lang}/no-such-page`,
      `/${lang}/about-us/deeper/still`,
      `/${lang}/advertisements/${UNKNOWN_UUID}`,
      `/${lang}/advertisements/not-an-id`,
      `/${lang}/investments/${UNKNOWN_UUID}`,
      `/${lang}/investments/${UNKNOWN_UUID}/more`,
      // A dot in a page path does not take it past the request layer (nor into the cache).
      `/${lang}/advertisements/not.an-id`,
      // The catalogue's own routes behind the proxy's rewrites.
      `/${lang}/advertisements/results`,
      `/${lang}/advertisements/filtered/category~real_estate`,
      `/${lang}/investments/filtered/city~riyadh`,
    ]) {
      test(`${path} answers 404 with lang, dir, title and message in the HTML`, async ({
        request,
      }) => {
        const { status, html: served } = await fetchHtml(request, path);
        const html = markup(served);
        expect(status).toBe(404);
        // The site's own page (app/global-not-found.tsx), never Next's error shell.
        expect(html).not.toContain('id="__next_error__"');
        expect(html).toMatch(new RegExp(`<html[^>]*\\blang="${lang}"`));
        expect(html).toMatch(new RegExp(`<html[^>]*\\bdir="${DIR[lang]}"`));
        expect(html).toContain(`<title>${title}</title>`);
        expect(html).toContain(m.errors.notFoundTitle);
        expect(html).toContain(m.errors.notFoundDescription);
        // SPEC 8: the message names the requested path.
        expect(html).toContain(path.split('/').pop()!);
      });
    }
  });

  test.describe(`server-rendered public pages (${lang})`, () => {
    test('static and cached pages carry their content and language in the HTML', async ({
      request,
    }) => {
      for (const [path, heading] of [
        [`/${lang}/about-us`, m.titles.aboutUs],
        [`/${lang}/terms`, m.titles.terms],
        [`/${lang}/auth/login`, m.titles.login],
        [`/${lang}/advertisements`, m.titles.advertisements],
      ] as const) {
        const { status, html } = await fetchHtml(request, path);
        expect(status, path).toBe(200);
        expect(html, path).toMatch(
          new RegExp(`<html[^>]*\\blang="${lang}"[^>]*dir="${DIR[lang]}"`),
        );
        expect(html, path).toContain(heading);
        // One render-blocking stylesheet, the fonts' faces included: one round trip before the
        // first paint, not two (components/layout/locale-document.tsx).
        expect(html.match(/<link rel="stylesheet"/g), path).toHaveLength(1);
      }
    });

    test('a published advertisement detail page is served with its title', async ({ request }) => {
      const id = await firstPublishedId(request, lang, '/advertisements');
      const { status, html } = await fetchHtml(request, `/${lang}/advertisements/${id}`);
      expect(status).toBe(200);
      expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect(html).toContain('data-testid="listing-views"');
    });
  });
}

test('a path the request layer never sees (it has an extension) gets the 404 page in English', async ({
  request,
}) => {
  const { status, html: served } = await fetchHtml(request, '/no-such-file.txt');
  const html = markup(served);
  expect(status).toBe(404);
  expect(html).toMatch(/<html[^>]*\blang="en"[^>]*\bdir="ltr"/);
  expect(html).toContain(`<title>${messages.en.app.name} - ${messages.en.titles.notFound}</title>`);
  expect(html).toContain(messages.en.errors.notFoundTitle);
});

// A notFound() inside a private page (an owner's listing that is not theirs or does not exist):
// Next answers 404 with its error shell, and the browser renders the group's not-found page in the
// page's language, with the path (docs/errors.md). Public 404s are the server's page (above).
for (const lang of LANGS) {
  test(`a page that calls notFound() answers 404 and shows the not-found page (${lang})`, async ({
    page,
  }) => {
    const m = messages[lang];
    const signIn = await page.request.post('/api/auth/sign-in', { data: DEMO.owner });
    expect(signIn.status()).toBe(200);
    const path = `/${lang}/profile/advertisements/${UNKNOWN_UUID}`;
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('html')).toHaveAttribute('dir', DIR[lang]);
    await expect(page).toHaveTitle(`${m.app.name} - ${m.titles.notFound}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.errors.notFoundTitle);
    await expect(page.getByTestId('not-found-path')).toContainText(path);
  });
}

// Lighthouse's largest paint on a phone is the first card's photo: it alone goes first (high
// priority), the rest of the first row loads at once without competing with it, the rest lazily.
test('a catalogue page asks for its first photo first and the first row at once', async ({
  request,
}) => {
  const { html } = await fetchHtml(request, '/en/advertisements');
  const images = [...markup(html).matchAll(/<img\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => tag.includes('/files/listings/'));
  expect(images.length).toBeGreaterThan(3);
  const high = (tag: string) => /fetchPriority="high"/i.test(tag);
  const lazy = (tag: string) => /loading="lazy"/.test(tag);
  expect(images.map(high)).toEqual(images.map((_, i) => i === 0));
  expect(images.map(lazy)).toEqual(images.map((_, i) => i >= 3));
});
