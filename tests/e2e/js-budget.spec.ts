import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  BUDGET_OVER_FLOOR_KB,
  FIRST_VISIT_PAGES,
  firstVisitScripts,
} from '../../bench/first-visit.mjs';
import { LANGS, type Lang } from './helpers';

/*
 * The JavaScript budget: a first visit of each public page downloads at most the floor plus
 * 25 kB gzip. First-visit JS = every script the visitor's browser downloads until the network has
 * been idle for 2.5 s, whatever asked for it (the HTML's tags, dynamic imports, the chunks a
 * prefetched link brings along), each gzip-compressed and summed (bench/first-visit.mjs). Inline
 * scripts, the page's RSC data, are part of the HTML and not counted.
 *
 * The floor is a bare Next 16.4.6 app with one static page built from the same node_modules,
 * measured the same way by `node bench/first-visit-js.mjs` (bench/lib.mjs builds it outside the
 * repository): 131.7 kB gzip in 5 files on 2026-11-27 (its `noModule` polyfills are not counted:
 * Chromium never downloads them). Building it here would be too slow; measure it again after
 * upgrading next or react, and update the constant.
 */
const FLOOR_KB = 131.7;
const BUDGET_KB = FLOOR_KB + BUDGET_OVER_FLOOR_KB;

async function firstListingPath(request: APIRequestContext, lang: Lang, base: string) {
  const html = await (await request.get(`/${lang}${base}`)).text();
  const match = new RegExp(`href="(/${lang}${base}/[0-9a-f-]{36})"`).exec(html);
  expect(match, `a card link on ${base}`).not.toBeNull();
  return match![1]!;
}

for (const lang of LANGS) {
  test.describe(`first-visit JavaScript within the budget (${lang})`, () => {
    const check = async (
      browser: Parameters<typeof firstVisitScripts>[0],
      request: APIRequestContext,
      url: string,
    ) => {
      // Rendered into the cache first (a plain request does it): a first visit of a live site
      // finds it there.
      expect((await request.get(url)).status(), url).toBe(200);
      const { kb, scripts } = await firstVisitScripts(browser, url);
      const list = scripts.map((s) => `${s.src} ${s.kb.toFixed(1)}`).join('\n');
      expect(kb, `${url}: ${kb.toFixed(1)} kB gzip\n${list}`).toBeLessThanOrEqual(BUDGET_KB);
    };
    for (const page of FIRST_VISIT_PAGES) {
      test(`/${lang}${page}`, async ({ browser, baseURL, request }) => {
        test.setTimeout(60_000);
        await check(browser, request, `${baseURL}/${lang}${page}`);
      });
    }
    for (const base of ['/advertisements', '/investments']) {
      test(`${base}/{id}`, async ({ browser, baseURL, request }) => {
        test.setTimeout(60_000);
        await check(browser, request, `${baseURL}${await firstListingPath(request, lang, base)}`);
      });
    }
  });
}
