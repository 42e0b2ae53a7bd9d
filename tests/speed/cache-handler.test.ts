import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import CacheHandler from '@/cache-handlers/incremental.mjs';
import { processRegistry } from '@/cache-handlers/registry.mjs';
import { mintRenderNonce } from '@/cache-handlers/render-nonce.mjs';
import { redisConnection } from '@/cache-handlers/stores.mjs';
import { cachedPagePolicy } from '@/lib/security/cached-page-csp';

/*
 * The incremental cache handler (cache-handlers/incremental.mjs) as Next drives it through its
 * documented interface: get, set, revalidateTag. Each test names a build of its own (BUILD_ID),
 * so its entries are apart from every other test's, in memory and in Redis.
 */

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
const REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ENV = { PUSHER_PORT: '6001', NODE_ENV: 'production' } as NodeJS.ProcessEnv;

/** A handler of a build of its own, as Next makes one per request. */
function handlerOf(build: string): CacheHandler {
  process.env.BUILD_ID = build;
  return new CacheHandler();
}
const uniqueBuild = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** A page entry as Next stores it: the HTML, the RSC payload, segment data, headers, status. */
const page = (html: string, status = 200) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`rsc:${html}`),
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  headers: { 'x-next-cache-tags': '_N_T_/en/advertisements,catalogue:advertisement' } as Record<
    string,
    string
  >,
  status,
});

/** A page whose render wrote `body` as its inline script, with the render's (sealed) nonce. */
function rendered(body: string, nonce = mintRenderNonce()): string {
  return (
    `<html><head><script src="/_next/static/chunks/a.js" async="" nonce="${nonce}"></script>` +
    `</head><body><p>x</p><script nonce="${nonce}">${body}</script></body></html>`
  );
}

const policyOf = (value: unknown) =>
  (value as { headers: Record<string, string> }).headers['content-security-policy'] ?? '';

beforeEach(() => {
  processRegistry().cachedPagePolicy = (hashes) => cachedPagePolicy(hashes, ENV);
});
afterEach(() => {
  delete process.env.REDIS_URL;
  delete process.env.BUILD_ID;
  delete process.env.CACHE_MAX_MEMORY_MB;
  delete process.env.NEXT_PHASE;
  delete processRegistry().cachedPagePolicy;
});

describe('the incremental cache handler, in memory (no REDIS_URL)', () => {
  it('keeps an entry under Next’s key as given, and hands back what was stored', async () => {
    const handler = handlerOf(uniqueBuild('memory'));
    // Keys are opaque (Next's documentation): whatever their shape, used as they are.
    const key = '/route-cache/APP_PAGE/0f3c/$/en/advertisements';
    const stored = page(rendered('self.__next_f.push([1])'));
    await handler.set(key, stored, {});
    const hit = await handler.get(key, { kind: 'APP_PAGE' });
    expect(hit?.value).toBe(stored);
    expect(hit?.tags).toEqual(['_N_T_/en/advertisements', 'catalogue:advertisement']);
    expect(await handler.get('/route-cache/APP_PAGE/0f3c/$/en/investments', {})).toBeNull();
    // The HTML is never changed: only a policy is added to the entry's headers.
    expect(stored.html).toBe(
      rendered('self.__next_f.push([1])', /nonce="([^"]+)"/.exec(stored.html)![1]),
    );
  });

  it('stores each page with a policy admitting exactly the scripts its render wrote', async () => {
    const handler = handlerOf(uniqueBuild('policy'));
    const stored = page(rendered('self.__next_f.push([3])'));
    await handler.set('/k/about-us', stored, {});
    // On the object Next answers the render with, before anything was awaited: the first answer
    // carries it too.
    const policy = policyOf(stored);
    expect(policy).toContain(`script-src 'self' ${sha('self.__next_f.push([3])')};`);
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toMatch(/nonce|unsafe/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/connect-src[^;]*\*/);
    expect(policyOf((await handlerOf(process.env.BUILD_ID!).get('/k/about-us', {}))?.value)).toBe(
      policy,
    );
    // A regeneration: the new copy's scripts only.
    const next = page(rendered('self.__next_f.push([4])'));
    await handler.set('/k/about-us', next, {});
    expect(policyOf(next)).toContain(sha('self.__next_f.push([4])'));
    expect(policyOf(next)).not.toContain(sha('self.__next_f.push([3])'));
  });

  it('a revalidated tag makes every entry carrying it a miss at once', async () => {
    const handler = handlerOf(uniqueBuild('tags'));
    await handler.set('/k/catalogue', page('<p>old</p>'), {});
    const data = { kind: 'FETCH', data: { body: '[]' }, revalidate: 60 };
    await handler.set('/k/fetch', data, { tags: ['catalogue:advertisement'] });
    await handler.set('/k/other', page('<p>other</p>'), {});
    expect(await handler.get('/k/other', {})).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 2));
    await handler.revalidateTag(['catalogue:advertisement']);
    expect(await handler.get('/k/catalogue', {})).toBeNull();
    expect(await handler.get('/k/fetch', { tags: ['catalogue:advertisement'] })).toBeNull();
    // The other page carries the tag too (its header): every page listing advertisements goes.
    expect(await handler.get('/k/other', {})).toBeNull();
    // Stored again after the revalidation: served.
    await new Promise((resolve) => setTimeout(resolve, 2));
    await handler.set('/k/catalogue', page('<p>new</p>'), {});
    expect(await handler.get('/k/catalogue', {})).not.toBeNull();
  });

  it('holds at most CACHE_MAX_MEMORY_MB, the least recently read going first', async () => {
    process.env.CACHE_MAX_MEMORY_MB = String(5 / 1024); // 5 kB: two of these pages
    const handler = handlerOf(uniqueBuild('lru'));
    const big = (n: number) => page(`<p>${String(n).repeat(900)}</p>`);
    await handler.set('/k/1', big(1), {});
    await handler.set('/k/2', big(2), {});
    expect(await handler.get('/k/1', {})).not.toBeNull(); // read: now the most recent
    await handler.set('/k/3', big(3), {});
    expect(await handler.get('/k/2', {})).toBeNull();
    expect(await handler.get('/k/1', {})).not.toBeNull();
    expect(await handler.get('/k/3', {})).not.toBeNull();
  });

  it('reads and stores nothing while `next build` runs', async () => {
    const build = uniqueBuild('build');
    process.env.NEXT_PHASE = 'phase-production-build';
    const stored = page(rendered('self.__next_f.push([6])'));
    await handlerOf(build).set('/k/en', stored, {});
    expect(stored.headers).not.toHaveProperty('content-security-policy');
    delete process.env.NEXT_PHASE;
    expect(await handlerOf(build).get('/k/en', {})).toBeNull();
  });
});

describe('the incremental cache handler, in Redis (REDIS_URL)', () => {
  beforeEach(() => {
    process.env.REDIS_URL = REDIS;
  });

  it('a page stored by one instance is served by another, Buffers and Maps intact', async () => {
    const build = uniqueBuild('shared');
    const stored = page(rendered('self.__next_f.push(["ar"])'));
    await handlerOf(build).set('/k/ar/advertisements', stored, {});
    const shared = await handlerOf(build).get('/k/ar/advertisements', { kind: 'APP_PAGE' });
    const value = shared!.value as ReturnType<typeof page>;
    expect(value.html).toBe(stored.html);
    expect(value.status).toBe(200);
    expect(Buffer.isBuffer(value.rscData)).toBe(true);
    expect(value.segmentData.get('/_tree')?.toString()).toBe('tree');
    // The policy travels with the copy: every instance serves the one that admits its scripts.
    expect(policyOf(value)).toContain(sha('self.__next_f.push(["ar"])'));
    // Kept under Next's key as given, below this build's prefix.
    const redis = await redisConnection(REDIS);
    expect(await redis.exists(`fursa:${build}:e:/k/ar/advertisements`)).toBe(1);
  });

  it('a revalidation on one instance is seen by another', async () => {
    const build = uniqueBuild('revalidate');
    await handlerOf(build).set('/k/ar/advertisements', page('<p>قديم</p>'), {});
    await new Promise((resolve) => setTimeout(resolve, 2));
    await handlerOf(build).revalidateTag('catalogue:advertisement');
    expect(await handlerOf(build).get('/k/ar/advertisements', {})).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 2));
    await handlerOf(build).set('/k/ar/advertisements', page('<p>جديد</p>'), {});
    const fresh = await handlerOf(build).get('/k/ar/advertisements', {});
    expect((fresh?.value as { html: string }).html).toBe('<p>جديد</p>');
  });

  it('a page that revalidates leaves Redis when nobody asks for it', async () => {
    const build = uniqueBuild('ttl');
    const handler = handlerOf(build);
    await handler.set('/k/filtered', page('<p>view</p>'), {
      cacheControl: { revalidate: 60, expire: 31536000 },
    });
    await handler.set('/k/about-us', page('<p>about</p>'), {
      cacheControl: { revalidate: false, expire: 31536000 },
    });
    const redis = await redisConnection(REDIS);
    const ttl = (key: string) => redis.ttl(`fursa:${build}:e:${key}`);
    // Ten revalidation periods, at least ten minutes; a page that never revalidates: a week.
    expect(await ttl('/k/filtered')).toBeGreaterThan(590);
    expect(await ttl('/k/filtered')).toBeLessThanOrEqual(600);
    expect(await ttl('/k/about-us')).toBeGreaterThan(6 * 24 * 3600);
  });

  it('another build never reads this build’s pages', async () => {
    const stamp = uniqueBuild('x');
    await handlerOf(`old-${stamp}`).set('/k/en', page('<p>old build</p>'), {});
    expect(await handlerOf(`new-${stamp}`).get('/k/en', {})).toBeNull();
  });
});

describe('a page that answers 404', () => {
  it('is answered with its policy, never kept, and drops the copy before it', async () => {
    for (const redis of [false, true]) {
      if (redis) process.env.REDIS_URL = REDIS;
      const handler = handlerOf(uniqueBuild(`missing-${redis}`));
      // Any id a visitor asks for reaches the detail route; one that is unknown answers 404.
      const key = '/k/en/advertisements/0b8a3c52-7d1e-4f60-9a2b-5c4d3e2f1a09';
      const missing = page(rendered('self.__next_f.push([5])'), 404);
      await handler.set(key, missing, {});
      expect(policyOf(missing)).toContain(sha('self.__next_f.push([5])'));
      expect(await handler.get(key, {}), `redis: ${redis}`).toBeNull();
      // The same path once the listing exists is kept as usual ...
      await handler.set(key, page('<p>found</p>'), {});
      expect(await handler.get(key, {}), `redis: ${redis}`).not.toBeNull();
      // ... and dropped when a later render answers 404 (unpublished, deleted): Next would
      // otherwise go on serving the old copy as stale.
      await handler.set(key, page('<p>gone</p>', 404), {});
      expect(await handler.get(key, {}), `redis: ${redis}`).toBeNull();
    }
  });
});
