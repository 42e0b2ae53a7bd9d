import { expect, test, type Page } from '@playwright/test';
import { firstAdPath, messages } from './helpers';

/*
 * The faces of fonts/ (app/fonts.ts): a page downloads a face only when it draws one of its
 * characters. An English page whose only Arabic is the language switcher gets the 3 kB label
 * face, not the 40 kB Arabic one; an Arabic page whose only Latin is the switcher's "English"
 * gets the Arabic face, its figures (digits, punctuation) and a 1.5 kB label face, not Inter.
 */
async function fontsOf(page: Page, path: string): Promise<string[]> {
  const files: string[] = [];
  page.on('requestfinished', (request) => {
    const name = new URL(request.url()).pathname.split('/').pop()!;
    if (name.endsWith('.woff2')) files.push(name.split('.')[0]!);
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  return files.sort();
}

/** The language switch shows the other language's name, drawn in its label face (loaded), not a system face. */
async function expectSwitcherInLabelFace(page: Page, lang: 'en' | 'ar') {
  const switcher = page.getByTestId('language-switcher');
  await expect(switcher).toHaveText(messages[lang].language.switchTo);
  const drawn = await switcher.evaluate((el) => {
    const family = getComputedStyle(el).fontFamily.split(',')[0]!.trim();
    return document.fonts.check(`500 14px ${family}`, el.textContent ?? '');
  });
  expect(drawn).toBe(true);
}

test('an English text page loads the Latin face and only the label face for "العربية"', async ({
  page,
}) => {
  expect(await fontsOf(page, '/en/about-us')).toEqual(['fursa_arabic_label', 'fursa_latin']);
  await expectSwitcherInLabelFace(page, 'en');
});

test('an Arabic page loads the Arabic face and its figures, and only the label face for "English"', async ({
  page,
}) => {
  expect(await fontsOf(page, '/ar/about-us')).toEqual([
    'fursa_arabic',
    'fursa_arabic_figures',
    'fursa_latin_label',
  ]);
  await expectSwitcherInLabelFace(page, 'ar');
});

test('a detail page announces its first photo in <head> with the gallery’s own srcset', async ({
  request,
}) => {
  const html = await (await request.get(await firstAdPath(request, 'en'))).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const preload = /<link rel="preload" as="image" fetchPriority="high" imageSrcSet="([^"]+)"/.exec(
    head,
  );
  expect(preload, 'image preload in <head>').not.toBeNull();
  // The same candidates as the <img>, or the browser would fetch the photo twice.
  const img = /<img[^>]+srcSet="([^"]+)"[^>]+sizes="\(min-width: 1280px\) 760px, 100vw"/.exec(html);
  expect(img?.[1]).toBe(preload![1]);
});

test('Arabic drawn in the stand-in face is as wide as in the Arabic face, at every weight', async ({
  page,
}) => {
  // What app/globals.css's 'Fursa Arabic Fallback' faces are tuned on: every Arabic string of the
  // messages, drawn once in the loaded face and once in the stand-in, per weight band.
  const texts: string[] = [];
  const walk = (node: object) =>
    Object.values(node).forEach((v) => (typeof v === 'string' ? texts.push(v) : walk(v)));
  walk(messages.ar);
  const sample = texts
    .join(' ')
    .replace(/[^\u0600-\u06FF\s]/g, '')
    .replace(/\s+/g, ' ');
  await page.goto('/ar/about-us');
  await page.evaluate(() => document.fonts.ready);
  const ratios = await page.evaluate(async (text) => {
    const face = getComputedStyle(document.documentElement).getPropertyValue('--font-arabic');
    const width = (family: string, weight: number) => {
      const span = document.createElement('span');
      span.style.cssText = `font:${weight} 40px ${family};white-space:nowrap;position:absolute`;
      span.textContent = text;
      document.body.append(span);
      const w = span.getBoundingClientRect().width;
      span.remove();
      return w;
    };
    const out: Record<number, number> = {};
    for (const weight of [400, 500, 600, 700]) {
      await document.fonts.load(`${weight} 40px ${face}`, 'ب');
      out[weight] = width("'Fursa Arabic Fallback'", weight) / width(face, weight);
    }
    return out;
  }, sample);
  for (const [weight, ratio] of Object.entries(ratios)) {
    expect(ratio, `weight ${weight}`).toBeGreaterThan(0.98);
    expect(ratio, `weight ${weight}`).toBeLessThan(1.02);
  }
});
