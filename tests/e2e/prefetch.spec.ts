import { expect, test, type Page } from '@playwright/test';
import { PREFETCH_DELAY_MS } from '@/lib/constants';
import { asDistinctClient, LANGS } from './helpers';

/*
 * SPEC 9's prefetch policy (components/runtime/prefetch-manager.tsx): a link that stays in view is
 * prefetched after PREFETCH_DELAY_MS, never on a slow-2g connection, and never the page already
 * shown (its logo link on home) or a placeholder link the header replaced meanwhile.
 */
async function prefetchesOf(page: Page, path: string, waitMs: number) {
  const seen: Array<{ path: string; after: number }> = [];
  const start = Date.now();
  page.on('request', (request) => {
    const headers = request.headers();
    if (!headers['next-router-prefetch'] && !headers['next-router-segment-prefetch']) return;
    seen.push({ path: new URL(request.url()).pathname, after: Date.now() - start });
  });
  await page.goto(path);
  await page.waitForTimeout(waitMs);
  return seen;
}

for (const lang of LANGS) {
  test(`links in view are prefetched after the delay, not the page itself (${lang})`, async ({
    page,
  }) => {
    await asDistinctClient(page);
    const seen = await prefetchesOf(page, `/${lang}`, PREFETCH_DELAY_MS + 2500);
    const paths = new Set(seen.map((s) => s.path));
    // The home page's hero and header links (in view at the desktop project's viewport).
    expect(paths).toContain(`/${lang}/investments`);
    expect(paths).toContain(`/${lang}/auth/sign-up`);
    expect(paths).not.toContain(`/${lang}`);
    for (const { path, after } of seen)
      expect(after, path).toBeGreaterThanOrEqual(PREFETCH_DELAY_MS);
  });
}

test('nothing is prefetched on a slow-2g connection', async ({ page }) => {
  await asDistinctClient(page);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { effectiveType: 'slow-2g' } });
  });
  expect(await prefetchesOf(page, '/en', PREFETCH_DELAY_MS + 2500)).toEqual([]);
});
