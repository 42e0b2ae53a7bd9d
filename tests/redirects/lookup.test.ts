import { describe, expect, it } from 'vitest';
import { isOpenPage } from '@/cache-handlers/open-pages.mjs';
import { getDb, schema } from '@/lib/db';
import {
  clearRedirectCache,
  findRedirect,
  normalizeSource,
} from '@/features/redirects/server/lookup';
import { seed, SEED_REDIRECTS } from '@/lib/seed/demo';

describe('redirect lookup', () => {
  it('finds internal and external redirects, and nothing for other paths', async () => {
    await seed({ SEED_DEMO: 'false' });
    clearRedirectCache();
    expect(await findRedirect('/about')).toEqual({
      destination: '/about-us',
      permanent: true,
      external: false,
    });
    expect(await findRedirect('/vision-2030/')).toMatchObject({ external: true, permanent: false });
    expect(await findRedirect('/about-us')).toBeNull();
    expect(SEED_REDIRECTS.length).toBeGreaterThan(3);
  });

  it('no redirect starts at an open page: the request layer, which follows them, never sees one', () => {
    for (const { source } of SEED_REDIRECTS) {
      expect(isOpenPage(`/en${source === '/' ? '' : source}`)).toBe(false);
    }
  });

  it('caches answers for at most 60 seconds', async () => {
    const db = await getDb();
    const source = `/promo-${crypto.randomUUID().slice(0, 8)}`;
    const now = Date.now();
    expect(await findRedirect(source, now)).toBeNull();
    await db.insert(schema.redirects).values({ source, destination: '/terms' });
    // Still the cached "no redirect" within the minute ...
    expect(await findRedirect(source, now + 30_000)).toBeNull();
    // ... and the new row once it has passed.
    expect(await findRedirect(source, now + 61_000)).toMatchObject({ destination: '/terms' });
  });

  it('normalises the source path', () => {
    expect(normalizeSource('/About/')).toBe('/about');
    expect(normalizeSource('/')).toBe('/');
  });
});
