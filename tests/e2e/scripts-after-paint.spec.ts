import { expect, test } from '@playwright/test';
import { firstAdPath, LANGS } from './helpers';

/*
 * A cached public page asks for Next's scripts after its first frame
 * (cache-handlers/scripts-after-paint.mjs), then hydrates as before: no chunk is asked for while
 * the document is parsed and laid out for its first frame, none is refused by the page's policy
 * (the first response's nonce included), and React runs.
 */
for (const lang of LANGS) {
  test(`${lang}: a cached page asks for its scripts after its first frame, and hydrates`, async ({
    page,
    request,
  }) => {
    // When the first frame began, as a script that runs before the page's own records it.
    await page.addInitScript(() =>
      requestAnimationFrame((at) => Object.assign(window, { firstFrameAt: at })),
    );
    const problems: string[] = [];
    page.on('console', (msg) => msg.type() === 'error' && problems.push(msg.text()));
    page.on('pageerror', (error) => problems.push(String(error)));
    const detail = await firstAdPath(request, lang);
    for (const path of [`/${lang}`, `/${lang}/contact-us`, `/${lang}/advertisements`, detail]) {
      problems.length = 0;
      const session = page.waitForRequest((r) => r.url().endsWith('/api/session'));
      await page.goto(path);
      await session; // only React asks for it (AuthProvider), once it has hydrated the page
      const timing = await page.evaluate(() => ({
        frame: (window as { firstFrameAt?: number }).firstFrameAt ?? Infinity,
        chunks: performance
          .getEntriesByType('resource')
          .filter((e) => /\/_next\/static\/chunks\/.+\.js$/.test(e.name))
          .map((e) => e.startTime),
      }));
      expect(timing.chunks.length, path).toBeGreaterThan(3);
      expect(Math.min(...timing.chunks), path).toBeGreaterThan(timing.frame);
      expect(problems, path).toEqual([]);
    }
  });
}
