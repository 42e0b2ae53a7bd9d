import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM loaded by Next at run time; no type declarations of its own.
import CacheHandler from '@/cache-handlers/incremental.mjs';

type Handler = {
  get: (key: string, ctx: object) => Promise<{ value: unknown; lastModified: number } | null>;
  set: (key: string, data: unknown, ctx: object) => Promise<void>;
  revalidateTag: (tags: string | string[]) => Promise<void>;
};

const holder = globalThis as { __fursaCacheStore?: unknown };

/** A handler as one `next start` process would make it (its own store, this build's id). */
function instance(buildId: string): Handler {
  const dist = mkdtempSync(path.join(tmpdir(), 'fursa-cache-'));
  writeFileSync(path.join(dist, 'BUILD_ID'), buildId);
  delete holder.__fursaCacheStore;
  return new CacheHandler({ serverDistDir: path.join(dist, 'server'), revalidatedTags: [] });
}

const page = (html: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`rsc:${html}`),
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  headers: { 'x-next-cache-tags': '_N_T_/en/advertisements,catalogue:advertisement' },
  status: 200,
});

afterEach(() => {
  delete process.env.REDIS_URL;
  delete holder.__fursaCacheStore;
});

describe('the incremental cache handler', () => {
  it('in memory: serves what was set until a tag of it is revalidated', async () => {
    const handler = instance('memory');
    await handler.set('/en/advertisements', page('<p>one</p>'), {});
    const hit = await handler.get('/en/advertisements', { kind: 'APP_PAGE' });
    expect(hit?.value).toMatchObject({ html: '<p>one</p>' });
    await handler.revalidateTag('catalogue:investment');
    expect(await handler.get('/en/advertisements', { kind: 'APP_PAGE' })).not.toBeNull();
    await handler.revalidateTag(['catalogue:advertisement']);
    expect(await handler.get('/en/advertisements', { kind: 'APP_PAGE' })).toBeNull();
  });

  it('with REDIS_URL: a revalidation on one instance is seen by another', async () => {
    process.env.REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const buildId = `test-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const first = instance(buildId);
    const second = instance(buildId);
    await first.set('/ar/advertisements', page('<p>قديم</p>'), {});
    const shared = await second.get('/ar/advertisements', { kind: 'APP_PAGE' });
    expect(shared?.value).toMatchObject({ html: '<p>قديم</p>', status: 200 });
    // Buffers and Maps come back as such (RSC payload and segment data).
    const value = shared!.value as ReturnType<typeof page>;
    expect(Buffer.isBuffer(value.rscData)).toBe(true);
    expect(value.segmentData.get('/_tree')?.toString()).toBe('tree');

    await new Promise((resolve) => setTimeout(resolve, 2));
    await second.revalidateTag('catalogue:advertisement');
    expect(await first.get('/ar/advertisements', { kind: 'APP_PAGE' })).toBeNull();
    // A fresh render stored by the first instance is then served by both.
    await new Promise((resolve) => setTimeout(resolve, 2));
    await first.set('/ar/advertisements', page('<p>جديد</p>'), {});
    expect((await second.get('/ar/advertisements', { kind: 'APP_PAGE' }))?.value).toMatchObject({
      html: '<p>جديد</p>',
    });
  });

  it('with REDIS_URL: another build never reads this build’s pages', async () => {
    process.env.REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const stamp = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const old = instance(`old-${stamp}`);
    await old.set('/en', page('<p>old build</p>'), {});
    const next = instance(`new-${stamp}`);
    expect(await next.get('/en', { kind: 'APP_PAGE' })).toBeNull();
  });
});
