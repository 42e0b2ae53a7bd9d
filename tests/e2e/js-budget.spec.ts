import { gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { pageScriptSources } from '@/cache-handlers/scripts-after-paint.mjs';
import { LANGS, type Lang } from './helpers';

/*
 * The JavaScript budget: a first visit of each public page downloads at most the floor
 * plus 25 kB gzip. First-visit JS = the gzip size of every distinct script the served HTML loads
 * (`<script src>` and those it asks for after its first frame), summed (inline scripts, the page's
 * RSC data, are not counted).
 *
 * The floor is a bare Next 16.4.6 app with one static page built from the same node_modules,
 * measured the same way by `node bench/first-visit-js.mjs` (bench/lib.mjs builds it outside the
 * repository with its own copy of our node_modules): 170.4 kB gzip (6 files, zlib level 6) on
 * 2026-11-23. Building it here would be too slow; measure it again after upgrading next or react,
 * and update this constant.
 */
const FLOOR_KB = 170.4;
const BUDGET_KB = FLOOR_KB + 25;

const PAGES = [
  '',
  '/about-us',
  '/policy',
  '/terms',
  '/contact-us',
  '/auth/login',
  '/auth/sign-up',
  '/auth/forget-password',
  '/advertisements',
  '/investments',
];

async function firstVisitKb(request: APIRequestContext, path: string): Promise<number> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  // Those the page loads after its first frame too (cache-handlers/scripts-after-paint.mjs).
  const sources = pageScriptSources(html);
  expect(sources.length, `scripts of ${path}`).toBeGreaterThan(0);
  let bytes = 0;
  for (const src of sources) {
    const script = await request.get(src);
    expect(script.status(), src).toBe(200);
    bytes += gzipSync(await script.body()).length;
  }
  return bytes / 1024;
}

async function firstListingPath(request: APIRequestContext, lang: Lang, base: string) {
  const html = await (await request.get(`/${lang}${base}`)).text();
  const match = new RegExp(`href="(/${lang}${base}/[0-9a-f-]{36})"`).exec(html);
  expect(match, `a card link on ${base}`).not.toBeNull();
  return match![1]!;
}

for (const lang of LANGS) {
  test.describe(`first-visit JavaScript within the floor + 25 kB (${lang})`, () => {
    for (const page of PAGES) {
      const path = `/${lang}${page}`;
      test(path, async ({ request }) => {
        const kb = await firstVisitKb(request, path);
        expect(kb, `${path}: ${kb.toFixed(1)} kB gzip`).toBeLessThanOrEqual(BUDGET_KB);
      });
    }
    for (const base of ['/advertisements', '/investments']) {
      test(`${base}/{id}`, async ({ request }) => {
        const path = await firstListingPath(request, lang, base);
        const kb = await firstVisitKb(request, path);
        expect(kb, `${path}: ${kb.toFixed(1)} kB gzip`).toBeLessThanOrEqual(BUDGET_KB);
      });
    }
  });
}
